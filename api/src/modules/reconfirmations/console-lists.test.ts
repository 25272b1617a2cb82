import { complianceSettings, investments } from '@cf/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCaller, listUrl, totalOf, useStaff, useTestApp } from '../../../test/app';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';

const ctx = useTestApp();
const admin = useStaff(ctx);
const db = () => ctx.handle.db;
const call = apiCaller(ctx);
const DAY = 86_400_000;

const setRegime = (jurisdiction: 'us-reg-cf' | 'none') =>
  db()
    .insert(complianceSettings)
    .values({ id: 1, jurisdiction })
    .onConflictDoUpdate({ target: complianceSettings.id, set: { jurisdiction } });

/** A live USD campaign with one paid investment per amount (no regime while paying, so no limit applies). */
async function campaignWith(amounts: number[]) {
  await setRegime('none');
  const { campaign } = await equityCampaign(ctx);
  const investors = [];
  for (const amount of amounts) {
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, amount);
    const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount });
    expect(res.statusCode, res.body).toBe(201);
    investors.push({ ...investor, investmentId: res.json().data.data.id as string });
  }
  return { campaign, investors };
}

type Row = Record<string, unknown>;
const rowsOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Row[];
};
const list = (resource: string, filter: Row, sort?: [string, string]) =>
  admin.client.get(listUrl(resource, { filter, sort, range: [0, 49] }));

describe('console: reconfirmations asked after a Reg CF material change', () => {
  afterEach(async () => {
    await setRegime('none');
  });

  it('lists each asked investment with investor, campaign, money and deadline; reconfirmed ones leave the pending list', async () => {
    const { campaign, investors } = await campaignWith([300_00, 200_00]);
    const [one, two] = investors as [(typeof investors)[0], (typeof investors)[0]];
    const other = await campaignWith([150_00]);
    await setRegime('us-reg-cf');
    for (const id of [campaign.id, other.campaign.id]) {
      const res = await admin.client.post(`/api/v1/console/campaigns/${id}/material-change`, { description: `Change of ${id}` });
      expect(res.statusCode, res.body).toBe(201);
    }

    const pending = await list('reconfirmations', { campaignId: campaign.id });
    const rows = rowsOf(pending);
    expect(totalOf(pending)).toBe(2);
    const [change] = await db().select().from(investments).where(eq(investments.id, one.investmentId));
    expect(rows.find((r) => r.id === one.investmentId)).toEqual({
      id: one.investmentId,
      campaignId: campaign.id,
      campaignTitle: expect.any(String),
      investorId: one.id,
      investorName: expect.stringMatching(/^Test User\d+$/),
      investorEmail: one.email,
      amount: 300_00,
      currency: 'USD',
      description: `Change of ${campaign.id}`,
      askedAt: expect.any(String),
      reconfirmBy: change!.reconfirmBy!.toISOString(),
      reconfirmedAt: null,
      status: 'pending',
    });
    // No status filter means pending; the other campaign's investor is there too until filtered out.
    const all = rowsOf(await list('reconfirmations', {}));
    expect(all.map((r) => r.id)).toEqual(expect.arrayContaining([one.investmentId, two.investmentId, other.investors[0]!.investmentId]));
    expect(all.every((r) => r.status === 'pending')).toBe(true);

    // The investor reconfirms: out of pending, into reconfirmed.
    expect((await call('POST', `/my-investment/${one.investmentId}/reconfirm`, one.token)).statusCode).toBe(200);
    expect(rowsOf(await list('reconfirmations', { campaignId: campaign.id })).map((r) => r.id)).toEqual([two.investmentId]);
    const kept = rowsOf(await list('reconfirmations', { campaignId: campaign.id, status: 'reconfirmed' }));
    expect(kept.map((r) => [r.id, r.status])).toEqual([[one.investmentId, 'reconfirmed']]);
    expect(kept[0]!.reconfirmedAt).toEqual(expect.any(String));

    // A refunded one is cancelled.
    await db().update(investments).set({ status: 'refunded' }).where(eq(investments.id, two.investmentId));
    expect(rowsOf(await list('reconfirmations', { campaignId: campaign.id, status: 'cancelled' })).map((r) => r.id)).toEqual([
      two.investmentId,
    ]);
    expect(rowsOf(await list('reconfirmations', { campaignId: campaign.id }))).toEqual([]);
  });

  it('sorts by deadline, soonest first, and pages with Content-Range', async () => {
    const { campaign, investors } = await campaignWith([100_00, 100_00, 100_00]);
    await setRegime('us-reg-cf');
    expect((await admin.client.post(`/api/v1/console/campaigns/${campaign.id}/material-change`, { description: 'x' })).statusCode).toBe(
      201,
    );
    // Deadlines spread out, in the opposite order of creation.
    for (const [i, investor] of investors.entries()) {
      await db()
        .update(investments)
        .set({ reconfirmBy: new Date(Date.now() + (3 - i) * DAY) })
        .where(eq(investments.id, investor.investmentId));
    }
    const ids = investors.map((i) => i.investmentId).reverse();
    expect(rowsOf(await list('reconfirmations', { campaignId: campaign.id })).map((r) => r.id)).toEqual(ids);
    expect(rowsOf(await list('reconfirmations', { campaignId: campaign.id }, ['reconfirmBy', 'DESC'])).map((r) => r.id)).toEqual(
      [...ids].reverse(),
    );
    const page = await admin.client.get(listUrl('reconfirmations', { filter: { campaignId: campaign.id }, range: [1, 1] }));
    expect(rowsOf(page).map((r) => r.id)).toEqual([ids[1]]);
    expect(page.headers['content-range']).toBe('reconfirmations 1-1/3');
  });

  it('refuses a bad filter with 400 and anyone but staff with 401/403', async () => {
    expect((await list('reconfirmations', { status: 'lost' })).statusCode).toBe(400);
    expect((await list('reconfirmations', { campaignId: 'abc' })).statusCode).toBe(400);
    expect((await list('reflection-periods', { campaignId: -1 })).statusCode).toBe(400);
    const investor = await readyInvestor(ctx);
    for (const resource of ['reconfirmations', 'reflection-periods']) {
      expect((await call('GET', `/console/${resource}`)).statusCode).toBe(401);
      expect((await call('GET', `/console/${resource}`, investor.token)).statusCode).toBe(403);
    }
  });
});

describe('console: ECSP reflection periods still running', () => {
  it('lists paid investments still in their reflection period, soonest end first; ended and revoked ones are not listed', async () => {
    const { campaign, investors } = await campaignWith([100_00, 200_00, 300_00, 400_00]);
    const [soon, later, ended, revoked] = investors as [(typeof investors)[0], ...(typeof investors)[0][]];
    const endsAt = (id: string, at: Date) => db().update(investments).set({ reflectionEndsAt: at }).where(eq(investments.id, id));
    await endsAt(soon.investmentId, new Date(Date.now() + DAY));
    await endsAt(later!.investmentId, new Date(Date.now() + 3 * DAY));
    await endsAt(ended!.investmentId, new Date(Date.now() - 1_000));
    await endsAt(revoked!.investmentId, new Date(Date.now() + 2 * DAY));
    await db().update(investments).set({ status: 'refunded' }).where(eq(investments.id, revoked!.investmentId));

    const res = await list('reflection-periods', { campaignId: campaign.id });
    const rows = rowsOf(res);
    expect(totalOf(res)).toBe(2);
    expect(rows.map((r) => r.id)).toEqual([soon.investmentId, later!.investmentId]);
    const [row] = await db().select().from(investments).where(eq(investments.id, soon.investmentId));
    expect(rows[0]).toEqual({
      id: soon.investmentId,
      campaignId: campaign.id,
      campaignTitle: expect.any(String),
      investorId: soon.id,
      investorName: expect.stringMatching(/^Test User\d+$/),
      investorEmail: soon.email,
      amount: 100_00,
      currency: 'USD',
      status: 'success',
      createdAt: row!.createdAt.toISOString(),
      reflectionEndsAt: row!.reflectionEndsAt!.toISOString(),
    });
    // Unfiltered, the ended and revoked ones are still absent.
    const everyId = rowsOf(await list('reflection-periods', {})).map((r) => r.id);
    expect(everyId).toEqual(expect.arrayContaining([soon.investmentId, later!.investmentId]));
    expect(everyId).not.toContain(ended!.investmentId);
    expect(everyId).not.toContain(revoked!.investmentId);
  });
});
