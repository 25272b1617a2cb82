// The settlement benchmark (issue 9): BENCH_SETTLE_CAMPAIGNS campaigns (10,000) with
// BENCH_SETTLE_INVESTMENTS investments (1,000,000) past their closing day are closed and settled
// by the close-campaigns job, in-process on the PostgreSQL server, against a target of 5 minutes.
import { buildApp } from '@cf/api/app';
import { runCloseCampaigns } from '@cf/api/jobs/close-campaigns';
import { loadConfig } from '@cf/api/config';
import { checkLedger } from '@cf/api/modules/ledger/index';
import { openDatabase } from '@cf/db';
import { createTemplateDatabase, databaseUrl, dropDatabase } from '@cf/db/testing';
import postgres from 'postgres';
import { seedSettlement } from './settle-seed';

const CAMPAIGNS = Number(process.env.BENCH_SETTLE_CAMPAIGNS ?? 10_000);
const INVESTMENTS = Number(process.env.BENCH_SETTLE_INVESTMENTS ?? 1_000_000);
const INVESTORS = Number(process.env.BENCH_SETTLE_INVESTORS ?? 50_000);
export const SETTLE_TARGET_MS = 5 * 60_000;

export async function measureSettlement() {
  const database = await createTemplateDatabase(`cf_bench_settle_${Date.now().toString(36)}`);
  try {
    const seeded = Date.now();
    await seedSettlement(databaseUrl(database), { campaigns: CAMPAIGNS, investments: INVESTMENTS, investors: INVESTORS });
    console.log(`seeded ${CAMPAIGNS} campaigns with ${INVESTMENTS} investments in ${Math.round((Date.now() - seeded) / 1000)} s`);
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      JOBS_ENABLED: 'false',
      DATABASE_URL: databaseUrl(database),
    });
    const handle = await openDatabase({ url: config.databaseUrl, poolSize: config.databasePoolSize });
    const app = await buildApp(config, { database: handle });
    await app.ready();
    try {
      const started = Date.now();
      const run = await runCloseCampaigns(app, new Date());
      const ms = Date.now() - started;
      const sql = postgres(databaseUrl(database), { max: 1, onnotice: () => {} });
      // Settled once: one settlement row per campaign (its primary key) and at most one owner transfer or refund per key.
      const [left] = await sql<{ open: number; settled: number; settlements: number }[]>`
        select count(*) filter (where status = 2)::int as open, count(*) filter (where settled_at is not null)::int as settled,
               (select count(*)::int from campaign_settlements s join campaigns k on k.id = s.campaign_id
                where k.slug like 'settle-%') as settlements
        from campaigns where slug like 'settle-%'`;
      await sql.end({ timeout: 5 });
      const ledger = await checkLedger(handle.db);
      console.log(
        `settle: ${left!.settlements} settlements for ${CAMPAIGNS} campaigns; ledger check ${ledger.balanced ? 'balanced' : 'NOT balanced'} (${ledger.transfers} transfers, ${ledger.unbalancedTransfers} unbalanced, ${ledger.driftedAccounts} drifted, ${ledger.negativeBalances} negative)`,
      );
      if (!ledger.balanced || left!.settlements !== CAMPAIGNS || left!.settled !== CAMPAIGNS)
        throw new Error('the settlement benchmark left campaigns unsettled or the ledger unbalanced');
      return { ms, run, open: left!.open, settled: left!.settled, unbalancedTransfers: ledger.unbalancedTransfers };
    } finally {
      await app.close();
      await handle.close();
    }
  } finally {
    await dropDatabase(database);
  }
}
