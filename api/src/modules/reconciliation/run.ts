import { type Database, reconciliationDifferences, reconciliationRuns } from '@cf/db';
import type { ReconciliationStatus } from '@cf/domain/schemas/disputes';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '@cf/domain/wallet';
import { and, eq } from 'drizzle-orm';
import type { PaymentRoutes } from '../payment-gateways/index';
import { type Comparison, compareMovements } from './compare';
import { ledgerMovements, providerMovements } from './ledger-side';

const DAY_MS = 86_400_000;
/** Each side is read a day either side of the day judged: see compareMovements. */
const MARGIN_MS = DAY_MS;

/**
 * The routes reconciled: each keyed or sandbox route. The wallet moves nothing outside, and bank
 * transfers (offline) are reconciled against the bank statement staff upload instead.
 */
export const RECONCILED: PaymentProvider[] = PAYMENT_PROVIDERS.filter((p) => p !== 'wallet' && p !== 'offline');

export type ProviderRun = { provider: PaymentProvider; status: ReconciliationStatus; differences: number; runId: number };

/** A UTC day (YYYY-MM-DD) as the instants it spans. */
export function dayBounds(day: string): { from: Date; to: Date } {
  const from = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(from.getTime()) || from.toISOString().slice(0, 10) !== day) throw new Error(`not a day: ${day}`);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/** Replaces the day's run of one provider (a rerun of the day is its newest word). */
async function record(db: Database, day: string, provider: PaymentProvider, status: ReconciliationStatus, c: Comparison): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(reconciliationRuns).where(and(eq(reconciliationRuns.day, day), eq(reconciliationRuns.provider, provider)));
    const [run] = await tx
      .insert(reconciliationRuns)
      .values({
        day,
        provider,
        status,
        providerCount: c.providerCount,
        ledgerCount: c.ledgerCount,
        matched: c.matched,
        differences: c.differences.length,
      })
      .returning({ id: reconciliationRuns.id });
    if (c.differences.length) await tx.insert(reconciliationDifferences).values(c.differences.map((d) => ({ runId: run!.id, ...d })));
    return run!.id;
  });
}

/**
 * Reconciles one provider for one day: its settled movements (settledOf; null when the route has
 * no outside report) against the ledger's clearing account, by reference and amount. A route with
 * no report and no ledger movement that day records nothing; one with ledger movements but no
 * report records a no_report run (the sandbox: its money never leaves the platform).
 */
export async function reconcileProvider(
  db: Database,
  payments: PaymentRoutes,
  provider: PaymentProvider,
  day: string,
): Promise<ProviderRun | null> {
  const bounds = dayBounds(day);
  const from = new Date(bounds.from.getTime() - MARGIN_MS);
  const to = new Date(bounds.to.getTime() + MARGIN_MS);
  const [settled, ledger] = await Promise.all([payments.settledOf(db, provider, from, to), ledgerMovements(db, provider, from, to)]);
  if (settled === null) {
    const own = compareMovements([], ledger, bounds);
    if (own.ledgerCount === 0) return null;
    const runId = await record(db, day, provider, 'no_report', { ...own, differences: [] });
    return { provider, status: 'no_report', differences: 0, runId };
  }
  const comparison = compareMovements(await providerMovements(db, settled), ledger, bounds);
  const status: ReconciliationStatus = comparison.differences.length ? 'differences' : 'matched';
  const runId = await record(db, day, provider, status, comparison);
  return { provider, status, differences: comparison.differences.length, runId };
}

/** Every reconciled route for one day; a provider that cannot be asked fails the run after the others are recorded. */
export async function reconcileDay(db: Database, payments: PaymentRoutes, day: string): Promise<ProviderRun[]> {
  const runs: ProviderRun[] = [];
  const failures: { provider: string; error: unknown }[] = [];
  for (const provider of RECONCILED) {
    try {
      const run = await reconcileProvider(db, payments, provider, day);
      if (run) runs.push(run);
    } catch (error) {
      failures.push({ provider, error });
    }
  }
  if (failures.length)
    throw new Error(`reconciliation of ${day}: ${failures.map((f) => `${f.provider} (${(f.error as Error).message})`).join(', ')}`, {
      cause: failures[0]!.error,
    });
  return runs;
}
