import { ADVISORY_LOCKS } from '@cf/db';
import { closeDueCampaigns, type SettlementDeps } from '../modules/settlement/index';
import { withJobLock } from './lock';

export type CloseDeps = SettlementDeps;

/**
 * The hourly closing of campaigns past their closing day (site time zone) and their settlement:
 * the decisions and the money are the settlement module's; this is the job's entry.
 */
export async function runCloseCampaigns(deps: CloseDeps, now = new Date()) {
  return withJobLock(deps.db, ADVISORY_LOCKS.closeCampaigns, () => closeDueCampaigns(deps, now));
}
