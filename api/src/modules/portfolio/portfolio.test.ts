import { campaigns, currencies, investments, ledgerAccounts, ledgerEntries, ledgerTransfers } from '@cf/db';
import { CAMPAIGN_STATUS } from '@cf/domain';
import type {
  MyInvestment,
  MyInvestmentDetail,
  PortfolioDashboard,
  PortfolioMonth,
  PortfolioOverview,
  PortfolioSlice,
} from '@cf/domain/schemas/portfolio';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, useStaff, useTestApp } from '../../../test/app';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';
import { runCloseCampaigns } from '../../jobs/close-campaigns';
import { checkLedger } from '../ledger/index';
import { closedYesterday, transferByKey } from '../settlement/testing';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const call = apiCaller(ctx);

type Page<T> = { data: T[]; total: number; page: number; limit: number };
const body = <T>(res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
};
const get = async <T>(url: string, token: string) => body<{ data: T }>(await call('GET', url, token)).data;
const list = async (url: string, token: string) => body<Page<MyInvestment>>(await call('GET', url, token));

/** A small seeded generator: a failure names its seed, and the same seed replays the same series. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pays an investment from a wallet funded for it; its id. */
async function paid(token: string, userId: string, campaignId: number, amount: number, currency: string) {
  await fundWallet(ctx, userId, amount, currency);
  const res = await invest(ctx, token, { campaignId, amount });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { data: { id: string } } }).data.data.id;
}

/** What the ledger alone says of the investor's money in a currency: into escrow, and back out. */
async function ledgerTotals(ids: string[]) {
  let paidIn = 0;
  let refunded = 0;
  for (const id of ids) {
    paidIn += (await transferByKey(db(), `investment:${id}`)).entries.campaign_escrow ?? 0;
    for (const key of [`investment:${id}:refund`, `investment:${id}:admin-refund`])
      refunded -= (await transferByKey(db(), key)).entries.campaign_escrow ?? 0;
  }
  return { paidIn, refunded };
}

/** The ledger's distribution credits to the investor's wallet in a currency. */
async function distributionsOf(userId: string, currency: string) {
  const [row] = await db()
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(
      and(
        eq(ledgerAccounts.kind, 'investor_wallet'),
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerTransfers.kind, 'distribution_credit'),
      ),
    );
  return Number(row!.total);
}

describe('the investor portfolio (my-investment/...)', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0, driftedAccounts: 0 });
  });

  const seed = Date.now() % 100_000;
  it(`dashboard totals equal the ledger's in each currency after random investments and refunds (seed ${seed})`, async () => {
    const next = random(seed);
    const investor = await readyInvestor(ctx);
    const big = { maximumRaise: 50_000_00, availableShares: 2_000, equityAvailable: 10 };
    const usd = [(await equityCampaign(ctx, big)).campaign, (await equityCampaign(ctx, big)).campaign];
    const eur = (await equityCampaign(ctx, { ...big, currencyCode: 'EUR' })).campaign;
    // A fixed campaign that will close below its minimum: the settlement's refund path.
    const failing = (await equityCampaign(ctx, { ...big, campaignType: 'fixed', minimumRaise: 40_000_00 })).campaign;
    const made: { id: string; currency: string }[] = [];
    for (let i = 0; i < 9; i++) {
      const campaign = [usd[0]!, usd[1]!, eur][Math.floor(next() * 3)]!;
      const currency = campaign.currencyCode!;
      const amount = (4 + Math.floor(next() * 30)) * 25_00;
      const id = await paid(investor.token, investor.id, campaign.id, amount, currency);
      made.push({ id, currency });
      if (next() < 0.35) {
        const res = await staff.client.post(`/api/v1/console/investments/${id}/refund`, { reason: 'Investor asked' });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    made.push({ id: await paid(investor.token, investor.id, failing.id, 500_00, 'USD'), currency: 'USD' });
    await closedYesterday(db(), failing.id);
    expect((await runCloseCampaigns(ctx.app)).ran).toBe(true);
    // A successful campaign pays a dividend through the ledger, and schedules another.
    const payer = usd[0]!;
    made.push({ id: await paid(investor.token, investor.id, payer.id, 1_000_00, 'USD'), currency: 'USD' });
    await db().update(campaigns).set({ status: CAMPAIGN_STATUS.successful }).where(eq(campaigns.id, payer.id));
    for (const [amount, creditNow, dueDate] of [
      [333_33, true, '2026-01-15'],
      [100_00, false, '2099-06-30'],
    ] as const) {
      const res = await staff.client.post('/api/v1/console/repayments', {
        campaignId: payer.id,
        kind: 'dividend',
        amount,
        dueDate,
        creditNow,
      });
      expect(res.statusCode, res.body).toBe(201);
    }

    // The only investor of that campaign receives the whole dividend.
    expect(await distributionsOf(investor.id, 'USD')).toBe(333_33);

    const dashboard = await get<PortfolioDashboard>('/my-investment/dashboard', investor.token);
    const codes = [...new Set(made.map((m) => m.currency))].sort();
    expect(dashboard.totals.map((t) => t.currency.code)).toEqual(codes);
    for (const code of codes) {
      const ids = made.filter((m) => m.currency === code).map((m) => m.id);
      const ledger = await ledgerTotals(ids);
      const stillPaid = await db()
        .select({ amount: investments.amount, campaignId: investments.campaignId })
        .from(investments)
        .where(and(eq(investments.investorId, investor.id), eq(investments.currency, code), eq(investments.status, 'success')));
      const totals = dashboard.totals.find((t) => t.currency.code === code)!;
      expect(totals).toMatchObject({
        paidIn: ledger.paidIn,
        refunded: ledger.refunded,
        invested: ledger.paidIn - ledger.refunded,
        investmentCount: stillPaid.length,
        campaignCount: new Set(stillPaid.map((r) => r.campaignId)).size,
        pendingCount: 0,
        distributionsReceived: await distributionsOf(investor.id, code),
        nextRepayment: code === 'USD' ? expect.objectContaining({ dueDate: '2099-06-30', campaignId: payer.id }) : null,
      });
      // The table splits each campaign's distributions over its paid investments: nothing lost or made up.
      const rows = await list(`/my-investment/?currencyCode=${code}&limit=100`, investor.token);
      expect(rows.data.reduce((a, r) => a + r.distributionsReceived, 0)).toBe(totals.distributionsReceived);
      // Each paid row of the paying campaign names its next repayment; other rows none.
      for (const r of rows.data)
        expect(r.nextRepayment?.dueDate ?? null).toBe(r.campaign.id === payer.id && r.status === 'success' ? '2099-06-30' : null);
      // The investments table agrees with the ledger.
      expect(totals.invested).toBe(stillPaid.reduce((a, r) => a + r.amount, 0));
      // The portfolio chart shares what stays invested, and its shares make exactly 100%.
      const slices = await get<PortfolioSlice[]>(`/my-investment/get-graph-data?currencyCode=${code}`, investor.token);
      expect(slices.reduce((a, s) => a + s.amount, 0)).toBe(totals.invested);
      if (slices.length) expect(slices.reduce((a, s) => a + s.shareBps, 0)).toBe(10_000);
      // Everything happened this month: the column chart's last month holds it all.
      const months = await get<PortfolioMonth[]>(`/my-investment/get-graph-by-transactions?currencyCode=${code}&months=3`, investor.token);
      expect(months).toHaveLength(3);
      expect(months.at(-1)).toMatchObject({
        currencyCode: code,
        invested: ledger.paidIn,
        refunded: ledger.refunded,
        distributions: totals.distributionsReceived,
      });
    }
    const unique = await get<{ code: string }[]>('/my-investment/get-unique-currency', investor.token);
    expect(unique.map((c) => c.code)).toEqual(codes);
  });

  describe('paging, currency filter and privacy', () => {
    const owner = { id: '', token: '' };
    const other = { id: '', token: '' };
    let ids: string[] = [];
    let eurId = '';

    beforeAll(async () => {
      Object.assign(owner, await readyInvestor(ctx));
      Object.assign(other, await readyInvestor(ctx));
      const { campaign } = await equityCampaign(ctx, { maximumRaise: 50_000_00, availableShares: 2_000, equityAvailable: 10 });
      const { campaign: euro } = await equityCampaign(ctx, { currencyCode: 'EUR' });
      ids = [];
      for (let i = 0; i < 12; i++) ids.push(await paid(owner.token, owner.id, campaign.id, (4 + i) * 25_00, 'USD'));
      eurId = await paid(owner.token, owner.id, euro.id, 200_00, 'EUR');
      await paid(other.token, other.id, campaign.id, 100_00, 'USD');
    });

    it('pages 10 at a time, newest first, in the currency asked by code or id', async () => {
      const first = await list('/my-investment/?currencyCode=USD', owner.token);
      expect(first).toMatchObject({ total: 12, page: 1, limit: 10 });
      expect(first.data.map((i) => i.id)).toEqual([...ids].reverse().slice(0, 10));
      const second = await list('/my-investment?currencyCode=USD&page=2', owner.token);
      expect(second.data.map((i) => i.id)).toEqual([ids[1], ids[0]]);
      // 4 shares of 2,000 offered for 10% of the company: 0.02%.
      expect(second.data.at(-1)).toMatchObject({
        amount: 100_00,
        shares: 4,
        ownershipPercent: 0.02,
        status: 'success',
        currencyCode: 'USD',
      });
      const [euro] = await db().select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'EUR'));
      const byId = await list(`/my-investment/?currencyId=${euro!.id}`, owner.token);
      expect(byId.data.map((i) => i.id)).toEqual([eurId]);
      expect((await list('/my-investment/?limit=5&page=3', owner.token)).data).toHaveLength(3);
      const unknown = await call('GET', '/my-investment/?currencyCode=XYZ', owner.token);
      expect(unknown.statusCode).toBe(400);
      expect((await call('GET', '/my-investment/?limit=0', owner.token)).statusCode).toBe(400);
      expect((await call('GET', '/my-investment/', undefined)).statusCode).toBe(401);
    });

    it('answers the whole /investments page in one call, equal to the separate calls; the caller’s own only', async () => {
      const whole = await get<PortfolioOverview>('/my-investment/overview?currencyCode=EUR', owner.token);
      expect(whole.currencies.map((c) => c.code)).toEqual(['EUR', 'USD']);
      expect(whole.current?.code).toBe('EUR');
      expect(whole.dashboard).toEqual(await get<PortfolioDashboard>('/my-investment/dashboard?currencyCode=EUR', owner.token));
      expect(whole.slices).toEqual(await get<PortfolioSlice[]>('/my-investment/get-graph-data?currencyCode=EUR', owner.token));
      expect(whole.months).toEqual(await get<PortfolioMonth[]>('/my-investment/get-graph-by-transactions?currencyCode=EUR', owner.token));
      expect(whole.investments).toEqual(await list('/my-investment/?currencyCode=EUR', owner.token));
      // A currency not held shows the first held; page 2 of USD holds the two oldest.
      const notHeld = await get<PortfolioOverview>('/my-investment/overview?currencyCode=GBP', owner.token);
      expect(notHeld.current?.code).toBe('EUR');
      const second = await get<PortfolioOverview>('/my-investment/overview?currencyCode=USD&page=2', owner.token);
      expect(second.investments?.data.map((i) => i.id)).toEqual([ids[1], ids[0]]);
      // Another investor sees only their own; a visitor is refused; bad paging is a 400.
      const theirs = await get<PortfolioOverview>('/my-investment/overview?currencyCode=USD', other.token);
      expect(theirs.investments?.total).toBe(1);
      expect((await call('GET', '/my-investment/overview', undefined)).statusCode).toBe(401);
      expect((await call('GET', '/my-investment/overview?page=0', owner.token)).statusCode).toBe(400);
      // An investor with no investments gets an empty page, not an error.
      const newcomer = await readyInvestor(ctx);
      expect(await get<PortfolioOverview>('/my-investment/overview', newcomer.token)).toEqual({
        currencies: [],
        current: null,
        dashboard: null,
        slices: [],
        months: [],
        investments: null,
      });
    });

    it('never shows one investor another’s investment: 404 on the detail and the change, absent from lists', async () => {
      const detail = await get<MyInvestmentDetail>(`/my-investment/${ids[0]}`, owner.token);
      expect(detail).toMatchObject({
        id: ids[0],
        amount: 100_00,
        currency: { code: 'USD' },
        contractAvailable: true,
        receiptAvailable: true,
        certificate: null,
        history: [{ kind: 'investment', amount: 100_00 }],
      });
      expect((await call('GET', `/my-investment/${ids[0]}`, other.token)).statusCode).toBe(404);
      expect((await call('PATCH', `/my-investment/${ids[0]}`, other.token, { anonymous: true })).statusCode).toBe(404);
      expect((await call('GET', '/my-investment/not-a-uuid', owner.token)).statusCode).toBe(400);
      const theirs = await list('/my-investment/', other.token);
      expect(theirs.total).toBe(1);
      expect(theirs.data.map((i) => i.id)).not.toContain(ids[0]);
      const totals = await get<PortfolioDashboard>('/my-investment/dashboard', other.token);
      expect(totals.totals.map((t) => [t.currency.code, t.invested])).toEqual([['USD', 100_00]]);
    });

    it('shows staff the same totals in the console (GET /console/portfolio/{userId}); never anyone else', async () => {
      const mine = await get<PortfolioDashboard>('/my-investment/dashboard', owner.token);
      const res = await staff.client.get(`/api/v1/console/portfolio/${owner.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id: owner.id, totals: mine.totals });
      expect(mine.totals.map((t) => [t.currency.code, t.investmentCount])).toEqual([
        ['EUR', 1],
        ['USD', 12],
      ]);
      expect((await call('GET', `/console/portfolio/${owner.id}`, other.token)).statusCode).toBe(403);
      expect((await staff.client.get('/api/v1/console/portfolio/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    });

    it('lets the investor hide their name on the campaign’s investors list', async () => {
      const res = await call('PATCH', `/my-investment/${ids[3]}`, owner.token, { anonymous: true });
      expect(body<{ data: { anonymous: boolean } }>(res).data.anonymous).toBe(true);
      const rows = await db().select({ anonymous: investments.anonymous }).from(investments).where(eq(investments.investorId, owner.id));
      // Every investment in that campaign follows; the euro one is another campaign.
      expect(rows.filter((r) => r.anonymous)).toHaveLength(12);
      expect((await call('PATCH', `/my-investment/${ids[3]}`, owner.token, { anonymous: 'yes' })).statusCode).toBe(400);
    });

    it('states a refunded investment’s ledger history: paid in, then back to the wallet', async () => {
      const id = ids[11]!;
      expect((await staff.client.post(`/api/v1/console/investments/${id}/refund`, { reason: 'Investor asked' })).statusCode).toBe(200);
      const detail = await get<MyInvestmentDetail>(`/my-investment/${id}`, owner.token);
      expect(detail).toMatchObject({ status: 'refunded', amount: 375_00, nextRepayment: null, distributionsReceived: 0 });
      expect(detail.history.map((h) => [h.kind, h.amount])).toEqual([
        ['investment', 375_00],
        ['wallet_refund', -375_00],
      ]);
      const totals = await get<PortfolioDashboard>('/my-investment/dashboard?currencyCode=USD', owner.token);
      expect(totals.totals[0]).toMatchObject({ refunded: 375_00, investmentCount: 11 });
    });
  });
});
