import type { Database } from '@cf/db';
import { removeExpired } from '../modules/saved-investments/index';

/**
 * Daily: removes the saved investments past their expiry date (investment_settings'
 * saved_investment_expiry_days after they were last saved). One delete; a second run finds none.
 */
export async function runExpireSavedInvestments(deps: { db: Database }, now: Date = new Date()) {
  return { removed: await removeExpired(deps.db, now) };
}
