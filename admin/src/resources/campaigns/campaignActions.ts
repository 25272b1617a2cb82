import { allowedMoves, CAMPAIGN_STATUS_NAMES, type CampaignStatus } from '@cf/domain';

export type CampaignAction = 'approve' | 'decline' | 'hide' | 'inactivate' | 'reactivate' | 'feature' | 'unfeature';

const isCampaignStatus = (value: unknown): value is CampaignStatus =>
  typeof value === 'number' && Object.prototype.hasOwnProperty.call(CAMPAIGN_STATUS_NAMES, value);

/**
 * The staff actions a campaign offers, in toolbar order. Status actions are only those the status
 * machine gives staff from the current status (the API would answer 409 to any other); the moves
 * the console has no action for (submitting a draft, closing a campaign early) are left to others.
 * Featuring is for active campaigns only; a featured one can always be taken off.
 */
export function campaignActions(status: unknown, featured: boolean): CampaignAction[] {
  if (!isCampaignStatus(status)) return [];
  const moves = allowedMoves(status, 'staff');
  const actions: CampaignAction[] = [];
  if (status === 1) {
    if (moves.includes(2)) actions.push('approve');
    if (moves.includes(3)) actions.push('decline');
  }
  // Back from hidden (to where it was hidden from) or from inactive (to active).
  if ((status === 6 || status === 7) && moves.some((to) => to === 2 || to === 4 || to === 5)) actions.push('reactivate');
  if (moves.includes(6)) actions.push('hide');
  if (moves.includes(7)) actions.push('inactivate');
  if (status === 2 && !featured) actions.push('feature');
  if (featured) actions.push('unfeature');
  return actions;
}
