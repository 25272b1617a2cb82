import { auditLog, investmentSettings, savedInvestments } from '@cf/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiCaller, createUser, dataOf, listUrl, totalOf, useStaff, useTestApp } from '../../../test/app';
import { equityCampaign, readyInvestor } from '../../../test/money';
import { runExpireSavedInvestments } from '../../jobs/expire-saved-investments';
import { removeSavedInvestmentsOf } from './index';

const ctx = useTestApp();
const staff = useStaff(ctx);
const call = apiCaller(ctx);
const db = () => ctx.handle.db;

type Saved = { id: string; campaignId: number; amount: number; shares: number | null; paymentType: string | null; expiresAt: string };

const save = (token: string, body: Record<string, unknown>) => call('POST', '/save-investment', token, body);
const check = async (token: string, campaignId: number) =>
  dataOf<Saved | null>(await call('GET', `/save-investment/check-saved-investment?campaignId=${campaignId}`, token));
const rowsOf = (userId: string) => db().select().from(savedInvestments).where(eq(savedInvestments.userId, userId));

describe('saved investments', () => {
  it('saves an ask checked by the investing rules, lists it with its campaign, and a second save replaces it', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const before = Date.now();
    const first = dataOf<Saved>(await save(investor.token, { campaignId: campaign.id, amount: 200_00, paymentType: 'wallet' }));
    expect(first).toMatchObject({ campaignId: campaign.id, amount: 200_00, shares: 8, paymentType: 'wallet' });
    // The expiry is the setting's number of days (30 by default) after saving.
    const days = (new Date(first.expiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);

    const second = dataOf<Saved>(await save(investor.token, { campaignId: campaign.id, shares: 10 }));
    expect(second).toMatchObject({ id: first.id, amount: 250_00, shares: 10, paymentType: null });
    expect(await rowsOf(investor.id)).toHaveLength(1);

    const list = dataOf<(Saved & { campaign: { slug: string }; currency: { code: string } })[]>(
      await call('GET', '/save-investment', investor.token),
    );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: first.id, campaign: { slug: campaign.slug }, currency: { code: 'USD' }, shares: 10 });
    expect(await check(investor.token, campaign.id)).toMatchObject({ id: first.id });
    const other = await equityCampaign(ctx);
    expect(await check(investor.token, other.campaign.id)).toBeNull();
  });

  it('follows the expiry setting', async () => {
    await db().update(investmentSettings).set({ savedInvestmentExpiryDays: 3 });
    try {
      const { campaign } = await equityCampaign(ctx);
      const investor = await readyInvestor(ctx);
      const saved = dataOf<Saved>(await save(investor.token, { campaignId: campaign.id, amount: 100_00 }));
      const days = (new Date(saved.expiresAt).getTime() - Date.now()) / 86_400_000;
      expect(Math.round(days)).toBe(3);
    } finally {
      await db().update(investmentSettings).set({ savedInvestmentExpiryDays: 30 });
    }
  });

  it('refuses a closed campaign, an amount outside its limits and bad input with a 4xx and a message', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const below = await save(investor.token, { campaignId: campaign.id, amount: 50_00 });
    expect(below.statusCode).toBe(400);
    expect(below.json().errors[0]).toMatchObject({ field: 'amount', message: expect.stringContaining('$100.00') });
    const above = await save(investor.token, { campaignId: campaign.id, amount: 6_000_00 });
    expect(above.statusCode).toBe(400);
    expect(above.json().errors[0].field).toBe('amount');
    const both = await save(investor.token, { campaignId: campaign.id, amount: 100_00, shares: 4 });
    expect(both.statusCode).toBe(400);

    const closed = await equityCampaign(ctx, { status: 4 });
    const refused = await save(investor.token, { campaignId: closed.campaign.id, amount: 100_00 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/\w/);
    const french = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/save-investment',
      headers: { authorization: `Bearer ${investor.token}`, 'accept-language': 'fr' },
      payload: { campaignId: campaign.id, amount: 50_00 },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().errors[0].message).not.toBe(below.json().errors[0].message);
    expect(await rowsOf(investor.id)).toHaveLength(0);
    expect((await save('', { campaignId: campaign.id, amount: 100_00 })).statusCode).toBe(401);
  });

  it('deletes only the caller’s own: another user’s id is a 404', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const intruder = await createUser(ctx, { userType: 'investor' });
    const saved = dataOf<Saved>(await save(investor.token, { campaignId: campaign.id, amount: 100_00 }));
    const url = `/save-investment/delete-saved-investment-user/${saved.id}`;
    expect((await call('DELETE', url, intruder.token)).statusCode).toBe(404);
    expect(await check(intruder.token, campaign.id)).toBeNull();
    expect(await rowsOf(investor.id)).toHaveLength(1);
    expect(dataOf(await call('DELETE', url, investor.token))).toEqual({ id: saved.id, deleted: true });
    expect(await rowsOf(investor.id)).toHaveLength(0);
    expect((await call('DELETE', url, investor.token)).statusCode).toBe(404);
  });

  it('staff list and delete any saved investment in the console, audited', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const saved = dataOf<Saved>(await save(investor.token, { campaignId: campaign.id, amount: 100_00 }));
    const list = await staff.client.get(listUrl('saved-investments', { filter: { userId: investor.id } }));
    expect(list.statusCode).toBe(200);
    expect(totalOf(list)).toBe(1);
    expect(list.json()[0]).toMatchObject({ id: saved.id, userEmail: investor.email, campaignSlug: campaign.slug, amount: 100_00 });
    expect((await call('GET', '/console/saved-investments', investor.token)).statusCode).toBe(403);
    expect((await staff.client.delete(`/api/v1/console/saved-investments/${saved.id}`)).statusCode).toBe(200);
    expect(await rowsOf(investor.id)).toHaveLength(0);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'saved-investments'), eq(auditLog.recordId, saved.id)));
    expect(audit).toMatchObject({ action: 'delete', actorId: staff.id });
  });

  it('the expiry job removes only what expired, and running it again removes nothing', async () => {
    const { campaign } = await equityCampaign(ctx);
    const [a, b] = [await readyInvestor(ctx), await readyInvestor(ctx)];
    await save(a.token, { campaignId: campaign.id, amount: 100_00 });
    await save(b.token, { campaignId: campaign.id, amount: 100_00 });
    const now = new Date();
    await db()
      .update(savedInvestments)
      .set({ expiresAt: new Date(now.getTime() - 1000) })
      .where(eq(savedInvestments.userId, a.id));
    const first = await runExpireSavedInvestments({ db: db() }, now);
    expect(first.removed).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(a.id)).toHaveLength(0);
    expect(await rowsOf(b.id)).toHaveLength(1);
    expect(await runExpireSavedInvestments({ db: db() }, now)).toEqual({ removed: 0 });
    expect(await rowsOf(b.id)).toHaveLength(1);
  });

  it('goes when its campaign settles, successful or not; another campaign keeps its own', async () => {
    const closing = await equityCampaign(ctx, { minimumRaise: 100_00 });
    const failing = await equityCampaign(ctx, { minimumRaise: 1_000_00 });
    const other = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    for (const { campaign } of [closing, failing, other]) await save(investor.token, { campaignId: campaign.id, amount: 100_00 });
    const closeNow = (id: number) => staff.client.post(`/api/v1/console/campaigns/${id}/close`, {});
    expect((await closeNow(closing.campaign.id)).statusCode).toBe(200);
    expect((await closeNow(failing.campaign.id)).statusCode).toBe(200);
    expect((await rowsOf(investor.id)).map((r) => r.campaignId)).toEqual([other.campaign.id]);
    // The same work from a transaction of its own: one campaign only.
    expect(await db().transaction((tx) => removeSavedInvestmentsOf(tx, other.campaign.id))).toBe(1);
    expect(await rowsOf(investor.id)).toEqual([]);
  });

  it('the header flag is on while the user has one', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const flag = async () => dataOf<{ header: { hasSavedInvestments: boolean } }>(await call('GET', '/users/me', investor.token)).header;
    expect((await flag()).hasSavedInvestments).toBe(false);
    const saved = dataOf<Saved>(await save(investor.token, { campaignId: campaign.id, amount: 100_00 }));
    expect((await flag()).hasSavedInvestments).toBe(true);
    await call('DELETE', `/save-investment/delete-saved-investment-user/${saved.id}`, investor.token);
    expect((await flag()).hasSavedInvestments).toBe(false);
  });
});
