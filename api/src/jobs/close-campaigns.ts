import { ADVISORY_LOCKS } from '@cf/db';
import { type CloseDeps, closeDueCampaigns } from '../modules/campaigns/index';
import { withJobLock } from './lock';

/** The hourly closing of campaigns past their closing day (the decision is the campaigns module's), one run across instances. */
export async function runCloseCampaigns(deps: CloseDeps, now = new Date()) {
  return withJobLock(deps.db, ADVISORY_LOCKS.closeCampaigns, () => closeDueCampaigns(deps, now));
}
