import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { campaignIdOf, loadCampaign, type OwnerApi, ownerApi } from './api.server';
import type { StepCtx } from './step-actions.server';
import { type DashboardTab, tabPath } from './steps';
import type { Campaign } from './types';

/** A tab's loader: the signed-in owner's API and the campaign id (each call answers 404 to others). */
export async function tabLoader({ request, context, params }: LoaderFunctionArgs): Promise<{ api: OwnerApi; id: number }> {
  const api = await ownerApi(request, context);
  return { api, id: campaignIdOf(params.id) };
}

/** A tab's action: the campaign, the form and where to come back to (the same tab). */
export async function tabAction({ request, context, params }: ActionFunctionArgs, tab: DashboardTab): Promise<StepCtx> {
  const api = await ownerApi(request, context);
  const campaign: Campaign = await loadCampaign(api, campaignIdOf(params.id));
  const formData = await request.formData();
  return { api, campaign, formData, intent: String(formData.get('intent') ?? ''), back: tabPath(campaign.id, tab) };
}
