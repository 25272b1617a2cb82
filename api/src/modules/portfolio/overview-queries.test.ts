import { campaigns, type Database, investments } from '@cf/db';
import * as schema from '@cf/db/schema/index';
import { CAMPAIGN_STATUS, PAGE_SIZE } from '@cf/domain';
import type { MyInvestment, PortfolioDashboard, PortfolioOverview, PortfolioTotals } from '@cf/domain/schemas/portfolio';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, useStaff, useTestApp } from '../../../test/app';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';
import { checkLedger } from '../ledger/index';
import { portfolioOverview } from './overview';
import { withDistributions } from './rows';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const call = apiCaller(ctx);

const dataOf = <T>(res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { data: T } }).data.data;
};

type Seeded = { id: string; token: string; usd: number[]; eur: number; payer: number };

/**
 * An investor with `n` investments taken in turn in two USD campaigns and a EUR one; in each
 * campaign the 2nd of every 4 is refunded by staff and the 3rd left pending (an offline payment),
 * the others paid by wallet. Then the first USD campaign pays a dividend through the ledger and
 * schedules another, and the EUR campaign returns some principal and schedules interest.
 */
async function seedInvestor(n: number): Promise<Seeded> {
  const investor = await readyInvestor(ctx);
  const big = { maximumRaise: 500_000_00, availableShares: 40_000, equityAvailable: 10 };
  const usd = [(await equityCampaign(ctx, big)).campaign.id, (await equityCampaign(ctx, big)).campaign.id];
  const eur = (await equityCampaign(ctx, { ...big, currencyCode: 'EUR' })).campaign.id;
  for (let i = 0; i < n; i++) {
    const campaignId = [usd[0]!, usd[1]!, eur][i % 3]!;
    const currency = campaignId === eur ? 'EUR' : 'USD';
    const turn = Math.floor(i / 3) % 4;
    // Uneven amounts, so that a campaign's distributions split with a remainder.
    const amount = (4 + ((i * 7) % 23)) * 25_00;
    if (turn === 2) {
      const res = await invest(ctx, investor.token, { campaignId, amount, paymentType: 'offline' });
      expect(res.statusCode, res.body).toBe(201);
      continue;
    }
    await fundWallet(ctx, investor.id, amount, currency);
    const res = await invest(ctx, investor.token, { campaignId, amount });
    expect(res.statusCode, res.body).toBe(201);
    if (turn === 1) {
      const id = (res.json() as { data: { data: { id: string } } }).data.data.id;
      const refund = await staff.client.post(`/api/v1/console/investments/${id}/refund`, { reason: 'Investor asked' });
      expect(refund.statusCode, refund.body).toBe(200);
    }
  }
  const payer = usd[0]!;
  await db()
    .update(campaigns)
    .set({ status: CAMPAIGN_STATUS.successful })
    .where(inArray(campaigns.id, [payer, eur]));
  for (const [campaignId, kind, amount, creditNow, dueDate] of [
    [payer, 'dividend', 333_33, true, '2026-01-15'],
    [payer, 'dividend', 100_00, false, '2099-06-30'],
    [eur, 'return_of_investment', 150_01, true, '2026-02-01'],
    [eur, 'interest', 20_00, false, '2098-01-31'],
  ] as const) {
    const res = await staff.client.post('/api/v1/console/repayments', { campaignId, kind, amount, dueDate, creditNow });
    expect(res.statusCode, res.body).toBe(201);
  }
  return { ...investor, usd, eur, payer };
}

/** The totals of one currency, each by its own plain SQL over the ledger, the investments and the repayments. */
async function independentTotals(userId: string, code: string) {
  const one = async (query: ReturnType<typeof sql>) => {
    const rows = (await db().execute(query)) as unknown as Record<string, unknown>[];
    return rows[0]!;
  };
  // Escrow entries of the transfers whose key names one of the investor's investments.
  const escrow = await one(sql`
    select coalesce(sum(e.amount) filter (where t.kind = 'investment'), 0)::text as paid_in,
           coalesce(-sum(e.amount) filter (where t.kind <> 'investment'), 0)::text as refunded
    from investments i
    join ledger_transfers t on t.idempotency_key = 'investment:' || i.id::text
                            or t.idempotency_key like 'investment:' || i.id::text || ':%'
    join ledger_entries e on e.transfer_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.kind = 'campaign_escrow'
    where i.investor_id = ${userId} and i.currency = ${code}`);
  const counts = await one(sql`
    select count(*) filter (where status = 'success')::int as paid,
           count(*) filter (where status = 'pending')::int as pending,
           count(distinct campaign_id) filter (where status = 'success')::int as campaigns
    from investments where investor_id = ${userId} and currency = ${code}`);
  const credits = await one(sql`
    select coalesce(sum(e.amount), 0)::text as total
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transfers t on t.id = e.transfer_id
    where a.kind = 'investor_wallet' and a.user_id = ${userId} and a.currency = ${code} and t.kind = 'distribution_credit'`);
  const allocations = await one(sql`
    select coalesce(sum(ra.principal), 0)::text as principal, coalesce(sum(ra.amount), 0)::text as amount
    from repayment_allocations ra join repayments r on r.id = ra.repayment_id
    where ra.user_id = ${userId} and r.currency = ${code}`);
  const next = (await db().execute(sql`
    select r.id, r.due_date::text as due_date, r.kind, r.campaign_id,
           coalesce(nullif(c.campaign_name, ''), nullif(c.company_name, ''), c.slug) as campaign_name
    from repayments r join campaigns c on c.id = r.campaign_id
    where r.currency = ${code} and r.status in ('scheduled', 'processing', 'failed')
      and exists (select 1 from investments i where i.investor_id = ${userId} and i.status = 'success' and i.campaign_id = r.campaign_id)
    order by r.due_date, r.number limit 1`)) as unknown as {
    id: string;
    due_date: string;
    kind: string;
    campaign_id: number;
    campaign_name: string;
  }[];
  const paidIn = Number(escrow.paid_in);
  const refunded = Number(escrow.refunded);
  return {
    paidIn,
    refunded,
    invested: paidIn - refunded,
    investmentCount: Number(counts.paid),
    campaignCount: Number(counts.campaigns),
    pendingCount: Number(counts.pending),
    distributionsReceived: Number(credits.total),
    principalReturned: Number(allocations.principal),
    incomeReceived: Number(allocations.amount) - Number(allocations.principal),
    nextRepayment: next[0]
      ? {
          id: next[0].id,
          dueDate: next[0].due_date,
          kind: next[0].kind,
          campaignId: next[0].campaign_id,
          campaignName: next[0].campaign_name,
        }
      : null,
  };
}

/** A handle over the app's own connections that counts every statement sent through it. */
function countingDatabase() {
  const counter = { statements: 0 };
  const counting: Database = drizzle({
    client: Reflect.get(ctx.handle.db, '$client'),
    schema,
    logger: {
      logQuery: () => void counter.statements++,
    },
  });
  return { counting, counter };
}

describe('GET my-investment/overview: few statements, the same totals as the ledger', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0, driftedAccounts: 0 });
  });

  let small: Seeded;
  let large: Seeded;
  beforeAll(async () => {
    small = await seedInvestor(9);
    large = await seedInvestor(60);
  }, 120_000);

  it('states every total as plain SQL over the same rows does, in both currencies', async () => {
    for (const investor of [small, large]) {
      for (const code of ['EUR', 'USD']) {
        const whole = dataOf<PortfolioOverview>(await call('GET', `/my-investment/overview?currencyCode=${code}`, investor.token));
        expect(whole.currencies.map((c) => c.code)).toEqual(['EUR', 'USD']);
        expect(whole.current?.code).toBe(code);
        const totals = whole.dashboard!.totals;
        expect(totals).toHaveLength(1);
        const { currency, ...rest } = totals[0]!;
        expect(currency).toEqual(whole.current);
        expect(rest).toEqual(await independentTotals(investor.id, code));
        expect(rest.nextRepayment?.dueDate).toBe(code === 'USD' ? '2099-06-30' : '2098-01-31');
        // Not all zero: the seeding did refund, leave pending and distribute in both currencies.
        expect(rest.refunded).toBeGreaterThan(0);
        expect(rest.pendingCount).toBeGreaterThan(0);
        expect(rest.distributionsReceived).toBeGreaterThan(0);
        if (code === 'EUR') expect(rest.principalReturned).toBe(150_01);
        if (code === 'USD') expect(rest.incomeReceived).toBe(333_33);

        // Every page of the list: each row's distributions as the per-campaign split computes them,
        // and over all rows exactly what the ledger credited.
        const all: MyInvestment[] = [];
        for (let page = 1; ; page++) {
          const res = dataOf<PortfolioOverview>(
            await call('GET', `/my-investment/overview?currencyCode=${code}&page=${page}`, investor.token),
          );
          expect(res.investments).toMatchObject({ page, limit: PAGE_SIZE.investments });
          if (res.investments!.data.length === 0) {
            expect(res.investments!.total).toBe(all.length);
            break;
          }
          all.push(...res.investments!.data);
        }
        const rows = await db()
          .select({ id: investments.id, status: investments.status, campaignId: investments.campaignId })
          .from(investments)
          .where(and(eq(investments.investorId, investor.id), eq(investments.currency, code)))
          .orderBy(desc(investments.createdAt), desc(investments.id));
        expect(all.map((r) => r.id)).toEqual(rows.map((r) => r.id));
        const split = await withDistributions(
          db(),
          investor.id,
          rows.map((r) => ({ id: r.id, status: r.status, campaign: { id: r.campaignId } })),
        );
        expect(all.map((r) => r.distributionsReceived)).toEqual(split.map((r) => r.distributionsReceived));
        expect(all.reduce((a, r) => a + r.distributionsReceived, 0)).toBe(rest.incomeReceived + rest.principalReturned);
        expect(rest.distributionsReceived).toBe(rest.incomeReceived + rest.principalReturned);
      }
    }
  });

  it('runs the same few statements for 9 investments as for 60', async () => {
    const count = async (investor: Seeded, code: string | undefined, page: number) => {
      const query = `/my-investment/overview?page=${page}${code ? `&currencyCode=${code}` : ''}`;
      // The API's answer first: it also puts the site's time zone in the public cache.
      const answer = dataOf<PortfolioOverview>(await call('GET', query, investor.token));
      const { counting, counter } = countingDatabase();
      const direct = await portfolioOverview({ db: counting, publicCache: ctx.app.publicCache }, investor.id, { currencyCode: code, page });
      // What was counted is what the API answers.
      expect(JSON.parse(JSON.stringify(direct))).toEqual(answer);
      return { statements: counter.statements, rows: answer.investments?.data.length ?? 0 };
    };
    const counts: number[] = [];
    for (const [investor, code, page] of [
      [small, 'USD', 1],
      [small, 'EUR', 1],
      [small, undefined, 1],
      [large, 'USD', 4],
      [large, 'EUR', 2],
      [large, undefined, 1],
    ] as const) {
      const { statements, rows } = await count(investor, code, page);
      expect(rows).toBeGreaterThan(0);
      counts.push(statements);
    }
    console.log(`overview statements (9 investments, then 60): ${counts.join(', ')}`);
    // Totals; then the latest, the slices, the months and the page with its distributions.
    expect(counts, 'statements per overview').toEqual(counts.map(() => 5));
    // A page past the last asks the count on its own: one more, still not one per investment.
    expect(await count(small, 'USD', 9)).toEqual({ statements: 6, rows: 0 });
    expect(await count(large, 'USD', 9)).toEqual({ statements: 6, rows: 0 });
  });

  it('gives the console the same totals as the investor’s dashboard', async () => {
    for (const investor of [small, large]) {
      const mine = dataOf<PortfolioDashboard>(await call('GET', '/my-investment/dashboard', investor.token));
      const res = await staff.client.get(`/api/v1/console/portfolio/${investor.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const totals = (res.json() as { totals: PortfolioTotals[] }).totals;
      expect(totals).toEqual(mine.totals);
      for (const { currency, ...rest } of totals) expect(rest).toEqual(await independentTotals(investor.id, currency.code));
    }
  });
});
