import type { Campaign } from './types';

const DAY = 86_400_000;

/** One point of the raised-over-time chart: a day (YYYY-MM-DD) and the cumulative amount raised by then (minor units). */
export type ChartPoint = { day: string; amount: number };

/** Whole days from today to the closing date, 0 once it has passed (site calendar); null without a date. */
export function daysLeft(closingDate: string | null, today: string): number | null {
  if (!closingDate) return null;
  return Math.max(0, Math.round((Date.parse(`${closingDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY));
}

/**
 * The cumulative amount raised over time from what the platform records today: nothing before the
 * campaign went live, the amount raised now. (Investments themselves arrive with the money pages;
 * their dated amounts will add points here.) No invented intermediate values.
 */
export function chartPoints(
  campaign: Pick<Campaign, 'raisedAmount' | 'approvedAt' | 'openDate' | 'createdAt' | 'closingDate'>,
  today: string,
): ChartPoint[] {
  if (campaign.raisedAmount <= 0) return [];
  const start = (campaign.approvedAt ?? campaign.openDate ?? campaign.createdAt).slice(0, 10);
  const end = campaign.closingDate && campaign.closingDate < today ? campaign.closingDate : today;
  if (start >= end) return [{ day: end, amount: campaign.raisedAmount }];
  return [
    { day: start, amount: 0 },
    { day: end, amount: campaign.raisedAmount },
  ];
}
