import type { Deps } from '../deps';
import { paymentRoutes } from '../modules/payment-gateways/index';
import { reconcileDay } from '../modules/reconciliation/index';

/** The UTC day before `now` (YYYY-MM-DD): a provider's report of a day is complete once it is over. */
export const yesterdayOf = (now: Date) => new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);

/**
 * Daily: each payment route's settled movements of yesterday against the ledger's clearing account
 * (api/src/modules/reconciliation); the runs and their differences are the console's. Idempotent:
 * a rerun of the day replaces its runs.
 */
export async function runReconcilePayments(deps: Pick<Deps, 'db' | 'config'>, now: Date = new Date()) {
  const day = yesterdayOf(now);
  const runs = await reconcileDay(deps.db, paymentRoutes(deps.config), day);
  return { day, runs: runs.map(({ provider, status, differences }) => ({ provider, status, differences })) };
}
