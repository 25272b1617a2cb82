import { complianceOutcomes, complianceSettings, exchangeRates, investments, investorProfiles } from '@cf/db';
import { desc, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createUser, latestAudit, listUrl, nextIp, totalOf, useStaff, useTestApp } from '../../../test/app';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';
import { checkLedger } from '../ledger/index';
import { rateOn } from './rates';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;

const OVER_LIMIT = (amount: string) =>
  `This investment is over your 12-month limit for crowdfunding investments. You can invest up to ${amount} more.`;

const setJurisdiction = (jurisdiction: 'us-reg-cf' | 'none') => db().update(complianceSettings).set({ jurisdiction });

/** A KYC-approved investor with a funded wallet whose profile gives the $2,500 Reg CF minimum (5% of $40,000 < $2,500). */
async function smallInvestor(options: { accredited?: boolean; funds?: number; currency?: string } = {}) {
  const investor = await readyInvestor(ctx, { accredited: options.accredited });
  await db().insert(investorProfiles).values({ userId: investor.id, yearlyIncome: 40_000_00, netWorth: 30_000_00 });
  await fundWallet(ctx, investor.id, options.funds ?? 10_000_00, options.currency ?? 'USD');
  return investor;
}

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/compliance/me', headers: bearer(token), remoteAddress: nextIp() });
const outcomesOf = (userId: string) =>
  db().select().from(complianceOutcomes).where(eq(complianceOutcomes.userId, userId)).orderBy(desc(complianceOutcomes.createdAt));

afterEach(async () => {
  await setJurisdiction('none');
  expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
});

describe('console compliance settings', () => {
  const url = '/api/v1/console/compliance-settings/1';

  it('lets staff only read and change them', async () => {
    const investor = await createUser(ctx, { userType: 'investor' });
    const visitor = await ctx.app.inject({ method: 'GET', url, remoteAddress: nextIp() });
    expect(visitor.statusCode).toBe(401);
    const asInvestor = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: bearer(investor.token),
      remoteAddress: nextIp(),
      payload: { jurisdiction: 'none' },
    });
    expect(asInvestor.statusCode).toBe(403);
    const read = await staff.client.get(url);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      id: 1,
      jurisdiction: 'none',
      regCfThreshold: 124_000_00,
      regCfMinimum: 2_500_00,
      regCfLowPercentBps: 500,
      regCfHighPercentBps: 1000,
      regCfCap: 124_000_00,
      regCfCancelHours: 48,
      ecspWarnMinimum: 1_000_00,
      ecspWarnPercentBps: 500,
      ecspReflectionDays: 4,
      ecspLossCapacityBps: 1000,
      fcaCoolingOffHours: 24,
      fcaRestrictedPercentBps: 1000,
      cancelHoursBeforeClose: 48,
    });
  });

  it('round-trips the figures with an audit entry, and keeps the figures a PUT leaves out', async () => {
    const put = await staff.client.put(url, { jurisdiction: 'us-reg-cf', regCfThreshold: 125_000_00, regCfCap: 125_000_00, id: 1 });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      jurisdiction: 'us-reg-cf',
      regCfThreshold: 125_000_00,
      regCfCap: 125_000_00,
      regCfMinimum: 2_500_00,
    });
    expect((await staff.client.get(url)).json()).toMatchObject({ jurisdiction: 'us-reg-cf', regCfThreshold: 125_000_00 });
    const audit = await latestAudit(ctx, 'compliance-settings', '1');
    expect(audit).toMatchObject({ action: 'update', actorId: staff.id });
    expect((audit!.after as Record<string, unknown>).regCfThreshold).toBe(125_000_00);
    await staff.client.put(url, { jurisdiction: 'none', regCfThreshold: 124_000_00, regCfCap: 124_000_00 });
  });

  it.each<[string, Record<string, unknown>, string, string, string]>([
    ['an unknown jurisdiction', { jurisdiction: 'mars' }, 'en', 'jurisdiction', 'Please choose one of the options.'],
    ['a negative amount', { jurisdiction: 'none', regCfMinimum: -1 }, 'en', 'regCfMinimum', ''],
    ['over 100%', { jurisdiction: 'none', regCfLowPercentBps: 10_001 }, 'fr', 'regCfLowPercentBps', ''],
    ['a minimum above the cap', { jurisdiction: 'none', regCfMinimum: 5_000_00, regCfCap: 1_000_00 }, 'ar', 'regCfCap', ''],
  ])('refuses %s with a field message in the caller’s language', async (_, body, lang, field, english) => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { ...bearer(staff.token), 'accept-language': lang },
      remoteAddress: nextIp(),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(400);
    const error = (res.json().errors as { field: string; message: string }[]).find((e) => e.field === field);
    expect(error?.message).toBeTruthy();
    if (english) expect(error!.message).toBe(english);
    if (lang === 'ar') expect(error!.message).toMatch(/[\u0600-\u06FF]/);
    expect((await staff.client.get(url)).json().jurisdiction).toBe('none');
  });
});

describe('console exchange rates', () => {
  it('creates, lists, refuses bad ones and deletes an unused one; staff only', async () => {
    const investor = await createUser(ctx, { userType: 'investor' });
    const denied = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/console/exchange-rates',
      headers: bearer(investor.token),
      remoteAddress: nextIp(),
      payload: { baseCurrency: 'GBP', quoteCurrency: 'EUR', rate: '1.15', effectiveOn: '2026-01-01' },
    });
    expect(denied.statusCode).toBe(403);

    const created = await staff.client.post('/api/v1/console/exchange-rates', {
      baseCurrency: 'gbp',
      quoteCurrency: 'EUR',
      rate: '1.1534',
      effectiveOn: '2026-01-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      baseCurrency: 'GBP',
      quoteCurrency: 'EUR',
      rate: '1.1534000000',
      effectiveOn: '2026-01-01',
      enteredBy: staff.id,
    });
    const id = created.json().id as number;
    expect(await latestAudit(ctx, 'exchange-rates', String(id))).toMatchObject({ action: 'create', actorId: staff.id });

    const again = await staff.client.post('/api/v1/console/exchange-rates', {
      baseCurrency: 'GBP',
      quoteCurrency: 'EUR',
      rate: '1.2',
      effectiveOn: '2026-01-01',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A rate for this pair of currencies already exists on this day.');

    for (const [body, field] of [
      [{ baseCurrency: 'GBP', quoteCurrency: 'EUR', rate: '0', effectiveOn: '2026-01-02' }, 'rate'],
      [{ baseCurrency: 'GBP', quoteCurrency: 'EUR', rate: '-1.5', effectiveOn: '2026-01-02' }, 'rate'],
      [{ baseCurrency: 'GBP', quoteCurrency: 'EUR', rate: '1.00000000001', effectiveOn: '2026-01-02' }, 'rate'],
      [{ baseCurrency: 'GBP', quoteCurrency: 'GBP', rate: '1', effectiveOn: '2026-01-02' }, 'quoteCurrency'],
      [{ baseCurrency: 'GBP', quoteCurrency: 'EUR', rate: '1', effectiveOn: '2026-02-30' }, 'effectiveOn'],
      [{ baseCurrency: 'XYZ', quoteCurrency: 'EUR', rate: '1', effectiveOn: '2026-01-02' }, 'baseCurrency'],
    ] as const) {
      const res = await staff.client.post('/api/v1/console/exchange-rates', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }

    const list = await staff.client.get(listUrl('exchange-rates', { filter: { baseCurrency: 'GBP' } }));
    expect(list.statusCode).toBe(200);
    expect(totalOf(list)).toBe(1);
    const removed = await staff.client.delete(`/api/v1/console/exchange-rates/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(await db().select().from(exchangeRates).where(eq(exchangeRates.id, id))).toEqual([]);
    expect(await latestAudit(ctx, 'exchange-rates', String(id))).toMatchObject({ action: 'delete' });
  });

  it('uses the latest rate on or before the day, either way round', async () => {
    const enter = (rate: string, effectiveOn: string) =>
      db().insert(exchangeRates).values({ baseCurrency: 'GBP', quoteCurrency: 'AED', rate, effectiveOn }).returning();
    const [jan] = await enter('4.6', '2026-01-01');
    const [mar] = await enter('4.7', '2026-03-01');
    expect(await rateOn(db(), 'GBP', 'AED', '2025-12-31')).toBeNull();
    expect((await rateOn(db(), 'GBP', 'AED', '2026-01-01'))?.row.id).toBe(jan!.id);
    expect((await rateOn(db(), 'GBP', 'AED', '2026-02-28'))?.row.id).toBe(jan!.id);
    expect((await rateOn(db(), 'GBP', 'AED', '2026-03-01'))?.row.id).toBe(mar!.id);
    expect(await rateOn(db(), 'AED', 'GBP', '2026-03-15')).toMatchObject({ inverse: true, row: { id: mar!.id } });
    // PostgreSQL keeps the rules too: no zero rate, no second rate for the same day.
    await expect(enter('0', '2026-04-01')).rejects.toThrow();
    await expect(enter('4.8', '2026-03-01')).rejects.toThrow();
  });
});

describe('Reg CF 12-month limit', () => {
  it('lets an investor reach the limit exactly and refuses past it with what is left', async () => {
    await setJurisdiction('us-reg-cf');
    const { campaign } = await equityCampaign(ctx);
    const investor = await smallInvestor();
    expect((await me(investor.token)).json().data.data).toMatchObject({
      jurisdiction: 'us-reg-cf',
      accredited: false,
      limit12Months: 2_500_00,
      remaining12Months: 2_500_00,
    });
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 2_000_00 })).statusCode).toBe(201);
    const over = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 600_00 });
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json().message).toBe(OVER_LIMIT('$500.00'));
    expect(over.json().errors).toContainEqual({ field: 'amount', message: OVER_LIMIT('$500.00') });
    const [outcome] = await outcomesOf(investor.id);
    expect(outcome).toMatchObject({
      campaignId: campaign.id,
      ruleId: 'reg-cf.limit-12-months',
      outcome: 'refused',
      jurisdiction: 'us-reg-cf',
      amount: 600_00,
      currency: 'USD',
      regimeAmount: 600_00,
      limitAmount: 2_500_00,
      remainingAmount: 500_00,
      rateId: null,
    });
    const fr = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 600_00 }, { 'accept-language': 'fr' });
    expect(fr.json().message).toContain('500,00');
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 500_00 })).statusCode).toBe(201);
    expect((await me(investor.token)).json().data.data).toMatchObject({
      limit12Months: 2_500_00,
      remaining12Months: 0,
      invested12Months: 2_500_00,
    });
  });

  it('does not limit an accredited investor, nor anyone when no regime applies', async () => {
    await setJurisdiction('us-reg-cf');
    const { campaign } = await equityCampaign(ctx);
    const accredited = await smallInvestor({ accredited: true });
    expect((await invest(ctx, accredited.token, { campaignId: campaign.id, amount: 5_000_00 })).statusCode).toBe(201);
    expect((await me(accredited.token)).json().data.data).toMatchObject({ accredited: true, limit12Months: null, remaining12Months: null });
    await setJurisdiction('none');
    const other = await smallInvestor();
    expect((await invest(ctx, other.token, { campaignId: campaign.id, amount: 3_000_00 })).statusCode).toBe(201);
    expect((await me(other.token)).json().data.data).toEqual({ jurisdiction: 'none', canInvest: true, missing: [] });
    expect(await outcomesOf(other.id)).toEqual([]);
  });

  it('lets at most what fits through when ten investments race on several campaigns', async () => {
    await setJurisdiction('us-reg-cf');
    const investor = await smallInvestor();
    const campaigns = await Promise.all([1, 2, 3, 4, 5].map(() => equityCampaign(ctx)));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        invest(ctx, investor.token, { campaignId: campaigns[i % 5]!.campaign.id, amount: 1_000_00 }, { 'idempotency-key': randomUUID() }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(8);
    const [{ total }] = (await db().execute(
      sql`select coalesce(sum(amount), 0)::int as total from investments where investor_id = ${investor.id} and status in ('pending', 'success')`,
    )) as unknown as [{ total: number }];
    expect(total).toBe(2_000_00);
    expect(await outcomesOf(investor.id)).toHaveLength(8);
  });

  it('counts only the last 12 months', async () => {
    await setJurisdiction('us-reg-cf');
    const { campaign } = await equityCampaign(ctx);
    const investor = await smallInvestor();
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 2_000_00 })).statusCode).toBe(201);
    const lastYear = new Date(Date.now() - 366 * 24 * 3600_000);
    await db().update(investments).set({ createdAt: lastYear }).where(eq(investments.investorId, investor.id));
    expect((await me(investor.token)).json().data.data).toMatchObject({ remaining12Months: 2_500_00, invested12Months: 0 });
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 2_500_00 })).statusCode).toBe(201);
  });

  it('converts a EUR campaign with the recorded rate, and refuses without one', async () => {
    await setJurisdiction('us-reg-cf');
    const { campaign } = await equityCampaign(ctx, { currencyCode: 'EUR' });
    const investor = await smallInvestor({ currency: 'EUR' });
    const noRate = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 1_000_00 });
    expect(noRate.statusCode, noRate.body).toBe(409);
    expect(noRate.json().message).toMatch(/no exchange rate from EUR to USD/);

    const rate = await staff.client.post('/api/v1/console/exchange-rates', {
      baseCurrency: 'EUR',
      quoteCurrency: 'USD',
      rate: '1.25',
      effectiveOn: '2020-01-01',
    });
    expect(rate.statusCode, rate.body).toBe(201);
    const rateId = rate.json().id as number;
    // €1,000 at 1.25 is $1,250 of the $2,500.
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 1_000_00 })).statusCode).toBe(201);
    expect((await me(investor.token)).json().data.data).toMatchObject({
      invested12Months: 1_250_00,
      remaining12Months: 1_250_00,
      ratesUsed: [{ id: rateId, baseCurrency: 'EUR', quoteCurrency: 'USD', rate: '1.2500000000', effectiveOn: '2020-01-01' }],
    });
    // €1,025 is $1,281.25: over the $1,250 left.
    const over = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 1_025_00 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(OVER_LIMIT('$1,250.00'));
    expect((await outcomesOf(investor.id))[0]).toMatchObject({
      amount: 1_025_00,
      currency: 'EUR',
      regimeAmount: 1_281_25,
      rate: '1.2500000000',
      rateId,
    });
    // A rate a decision relied on stays.
    const del = await staff.client.delete(`/api/v1/console/exchange-rates/${rateId}`);
    expect(del.statusCode).toBe(409);
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 1_000_00 })).statusCode).toBe(201);
  });
});
