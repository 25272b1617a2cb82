import { complianceSettings, investorProfiles } from '@cf/db';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createUser, listUrl, nextIp, totalOf, useStaff, useTestApp } from '../../../test/app';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;

const setJurisdiction = (jurisdiction: 'us-reg-cf' | 'none') => db().update(complianceSettings).set({ jurisdiction });

/** An investor whose Reg CF limit is the $2,500 minimum (as in compliance.test.ts). */
async function smallInvestor() {
  const investor = await readyInvestor(ctx);
  await db().insert(investorProfiles).values({ userId: investor.id, yearlyIncome: 40_000_00, netWorth: 30_000_00 });
  await fundWallet(ctx, investor.id, 10_000_00, 'USD');
  return investor;
}

afterEach(async () => {
  await setJurisdiction('none');
});

describe('console compliance outcomes', () => {
  it('shows staff the refused Reg CF investments with investor and campaign, filtered and sorted; nobody else', async () => {
    await setJurisdiction('us-reg-cf');
    const { campaign } = await equityCampaign(ctx);
    const investor = await smallInvestor();
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 3_000_00 })).statusCode).toBe(409);
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 2_600_00 })).statusCode).toBe(409);

    const mine = await staff.client.get(listUrl('compliance-outcomes', { filter: { userId: investor.id }, sort: ['amount', 'ASC'] }));
    expect(mine.statusCode, mine.body).toBe(200);
    expect(totalOf(mine)).toBe(2);
    const rows = mine.json() as Record<string, unknown>[];
    expect(rows.map((r) => r.amount)).toEqual([2_600_00, 3_000_00]);
    expect(rows[0]).toMatchObject({
      userId: investor.id,
      userEmail: investor.email,
      campaignId: campaign.id,
      campaignName: campaign.companyName,
      ruleId: 'reg-cf.limit-12-months',
      outcome: 'refused',
      jurisdiction: 'us-reg-cf',
    });
    expect(String(rows[0]!.userName)).toMatch(/\S+ \S+/);
    const desc = await staff.client.get(listUrl('compliance-outcomes', { filter: { userId: investor.id }, sort: ['amount', 'DESC'] }));
    expect((desc.json() as Record<string, unknown>[]).map((r) => r.amount)).toEqual([3_000_00, 2_600_00]);

    const one = await staff.client.get(`/api/v1/console/compliance-outcomes/${String(rows[0]!.id)}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: rows[0]!.id, userEmail: investor.email, campaignName: campaign.companyName });

    const none = async (filter: Record<string, unknown>) =>
      totalOf(await staff.client.get(listUrl('compliance-outcomes', { filter: { userId: investor.id, ...filter } })));
    expect(await none({ outcome: 'flagged' })).toBe(0);
    expect(await none({ jurisdiction: 'eu-ecsp' })).toBe(0);
    expect(await none({ ruleId: 'reg-cf.limit-12-months' })).toBe(2);
    expect(await none({ createdAt_gte: new Date(Date.now() + 60_000).toISOString() })).toBe(0);
    expect(await none({ createdAt_lte: new Date(Date.now() + 60_000).toISOString() })).toBe(2);
    const badDate = await staff.client.get(listUrl('compliance-outcomes', { filter: { createdAt_gte: 'not a date' } }));
    expect(badDate.statusCode).toBe(400);
    const badUser = await staff.client.get(listUrl('compliance-outcomes', { filter: { userId: 'x' } }));
    expect(badUser.statusCode).toBe(400);

    const csv = await staff.client.get(
      `/api/v1/console/compliance-outcomes/export.csv?filter=${encodeURIComponent(JSON.stringify({ userId: investor.id }))}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const csvLines = csv.body.trim().split('\r\n');
    expect(csvLines).toHaveLength(3);
    expect(csvLines[0]).toMatch(/^createdAt,jurisdiction,ruleId,outcome,userEmail/);
    expect(csvLines[1]).toContain(`"${investor.email}"`);
    expect(csvLines.slice(1).map((l) => l.split(',')[7])).toEqual(['260000', '300000']); // newest first

    const visitor = await ctx.app.inject({ method: 'GET', url: listUrl('compliance-outcomes'), remoteAddress: nextIp() });
    expect(visitor.statusCode).toBe(401);
    const other = await createUser(ctx, { userType: 'investor' });
    for (const url of [
      listUrl('compliance-outcomes'),
      '/api/v1/console/compliance-outcomes/export.csv',
      `/api/v1/console/compliance-outcomes/${String(rows[0]!.id)}`,
    ]) {
      const asInvestor = await ctx.app.inject({ method: 'GET', url, headers: bearer(other.token), remoteAddress: nextIp() });
      expect(asInvestor.statusCode).toBe(403);
    }
    const write = await staff.client.delete(`/api/v1/console/compliance-outcomes/${String(rows[0]!.id)}`);
    expect(write.statusCode).toBeGreaterThanOrEqual(400);
    expect(write.statusCode).toBeLessThan(500);
  });
});
