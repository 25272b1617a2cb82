import { useRouteLoaderData } from '@remix-run/react';
import type { Campaign } from './types';

export type DashboardData = { campaign: Campaign; lang: string; today: string; timezone: string };

/** The campaign loaded by the dashboard's layout route, for its tabs. */
export function useDashboard(): DashboardData {
  const data = useRouteLoaderData('routes/campaign-dashboard.$id') as DashboardData | undefined;
  if (!data) throw new Error('useDashboard outside the campaign dashboard');
  return data;
}
