import { sql } from 'drizzle-orm';
import { siteToday } from '../../lib/site-date';
import { invalidateBrowse } from '../campaigns/index';
import { paymentRoutes } from '../payment-gateways/index';
import { findCampaignsToSettle, settlementSettings } from './read';
import { type SettleContext, settleCampaign, type SettlementDeps, type SettleResult } from './settle';

const PAGE = 50;

/** What one run did: campaigns closed (live → successful or unsuccessful), settled (closed now or before), held in closing. */
export type CloseRun = { closed: number; settled: number; closing: number };

/** Some campaigns could not be settled this run (the others were); the next run tries them again. */
export class SettlementRunError extends Error {
  constructor(readonly failures: { campaignId: number; error: unknown }[]) {
    super(`${failures.length} campaign(s) could not be settled: ${failures.map((f) => f.campaignId).join(', ')}`, {
      cause: failures[0]?.error,
    });
  }
}

export async function settlementContext(deps: SettlementDeps, now: Date): Promise<SettleContext> {
  return {
    deps,
    payments: paymentRoutes(deps.config),
    settings: await settlementSettings(deps.db),
    now,
    today: await siteToday(deps, now),
    formats: new Map(),
  };
}

/** Campaigns settled at once, each in its own transaction on the pool (they share few rows: see settleOnce). */
const WORKERS = 4;

const isDeadlock = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++)
    if (e.code === '40P01') return true;
  return false;
};

/**
 * One campaign's settlement in its own transaction. Concurrent settlements share only the
 * platform's accounts and investors' wallets, which its last statement (one postMany) locks in
 * account order until the commit; a deadlock that still happens (with a payment that locks them
 * otherwise) is retried, its transaction having rolled back whole. The transaction reuses generic
 * plans (the ledger's deferred checks run at commit): see ADR 011. Commits stay synchronous: a
 * settlement acknowledged is on disk.
 */
async function settleOnce(deps: SettlementDeps, ctx: SettleContext, id: number): Promise<SettleResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('plan_cache_mode', 'auto', true)`);
        return settleCampaign(tx, ctx, id, 'due', { actor: 'system', actorId: null });
      });
    } catch (err) {
      if (attempt >= 3 || !isDeadlock(err)) throw err;
    }
  }
}

/**
 * The close job: every live campaign past its closing day (site time zone) or held in closing,
 * and every closed one never settled, is settled — or kept closing while payments are in flight
 * — each in its own transaction, so a run killed midway leaves each campaign settled or not, never
 * half. Idempotent: a settled campaign is skipped (settledAt, re-read under its lock), and every
 * transfer has a deterministic key. A campaign that fails does not stop the others; the run then
 * throws, naming them, so the run is marked failed and the next one retries them.
 */
export async function closeDueCampaigns(deps: SettlementDeps, now = new Date()): Promise<CloseRun> {
  const ctx = await settlementContext(deps, now);
  const run: CloseRun = { closed: 0, settled: 0, closing: 0 };
  const failures: { campaignId: number; error: unknown }[] = [];
  const settle = async (id: number) => {
    try {
      const result = await settleOnce(deps, ctx, id);
      if (result.state === 'closing') run.closing++;
      if (result.state !== 'settled') return;
      run.settled++;
      if (result.closed) run.closed++;
      await result.push?.emit();
    } catch (error) {
      failures.push({ campaignId: id, error });
    }
  };
  for (let afterId = 0; ;) {
    const ids = await findCampaignsToSettle(deps.db, { today: ctx.today, afterId, limit: PAGE });
    if (ids.length === 0) break;
    afterId = ids[ids.length - 1]!;
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(WORKERS, ids.length) }, async () => {
        while (next < ids.length) await settle(ids[next++]!);
      }),
    );
  }
  if (run.settled > 0 || run.closing > 0) invalidateBrowse(deps);
  if (failures.length > 0) throw new SettlementRunError(failures.sort((a, b) => a.campaignId - b.campaignId));
  return run;
}
