import { campaigns, DEMO_LOGINS, DEMO_PASSWORD, savedCampaigns } from '@cf/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createUser, insertUser, login, staffToken, useTestApp } from '../../../test/app';
import { insertCampaign } from '../../../test/campaigns-public';

describe('saving (following) campaigns', () => {
  const ctx = useTestApp();
  const call = apiCaller(ctx);
  let user = { id: '', token: '' };
  let ownerId = '';
  let campaignId = 0;

  beforeAll(async () => {
    user = await createUser(ctx, { userType: 'investor' });
    ownerId = (await insertUser(ctx, { userType: 'campaign-owner' })).id;
    campaignId = (await insertCampaign(ctx, { ownerId })).id;
  });

  it('refuses visitors (401) on every route', async () => {
    for (const [method, url] of [
      ['GET', '/saved-campaigns'],
      ['POST', '/saved-campaigns'],
      ['DELETE', `/saved-campaigns/${campaignId}`],
      ['GET', `/saved-campaigns/get-users/${campaignId}`],
    ] as const) {
      const res = await call(method, url, undefined, method === 'POST' ? { campaignId } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('saves once however often it is asked, and counts savers on the card and the page', async () => {
    const first = await call('POST', '/saved-campaigns', user.token, { campaignId });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.data).toEqual({ campaignId, saved: true, savedCount: 1 });
    const again = await call('POST', '/saved-campaigns', user.token, { campaignId });
    expect(again.json().data.data).toEqual({ campaignId, saved: true, savedCount: 1 });
    const other = await createUser(ctx);
    expect((await call('POST', '/saved-campaigns', other.token, { campaignId })).json().data.data.savedCount).toBe(2);

    const [row] = await ctx.handle.db.select({ slug: campaigns.slug }).from(campaigns).where(eq(campaigns.id, campaignId));
    const page = (await call('GET', `/campaigns/equities/front/${row!.slug}`, user.token)).json().data.data;
    expect(page).toMatchObject({ savedCount: 2, isSaved: true });
    const cards = (await call('GET', '/campaigns/equities/front?q=test')).json().data.data as { id: number; savedCount: number }[];
    expect(cards.find((c) => c.id === campaignId)?.savedCount).toBe(2);
  });

  it('lists the caller’s saved campaigns as cards, last saved first', async () => {
    const second = await insertCampaign(ctx, { ownerId, status: 4 });
    await call('POST', '/saved-campaigns', user.token, { campaignId: second.id });
    const res = await call('GET', '/saved-campaigns', user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total: 2, page: 1, limit: 9 });
    expect(res.json().data.data.map((c: { id: number }) => c.id)).toEqual([second.id, campaignId]);
    // A campaign hidden after it was saved drops out of the list.
    await ctx.handle.db.update(campaigns).set({ status: 6 }).where(eq(campaigns.id, second.id));
    expect((await call('GET', '/saved-campaigns', user.token)).json().data.total).toBe(1);
  });

  it('unsaves idempotently', async () => {
    const first = await call('DELETE', `/saved-campaigns/${campaignId}`, user.token);
    expect(first.json().data.data).toEqual({ campaignId, saved: false, savedCount: 1 });
    const again = await call('DELETE', `/saved-campaigns/${campaignId}`, user.token);
    expect(again.json().data.data).toEqual({ campaignId, saved: false, savedCount: 1 });
    const rows = await ctx.handle.db
      .select()
      .from(savedCampaigns)
      .where(and(eq(savedCampaigns.userId, user.id), eq(savedCampaigns.campaignId, campaignId)));
    expect(rows).toEqual([]);
  });

  it('cannot save a campaign visitors cannot see, or one that does not exist (404)', async () => {
    for (const status of [0, 1, 3, 6, 7] as const) {
      const hidden = await insertCampaign(ctx, { ownerId, status });
      expect((await call('POST', '/saved-campaigns', user.token, { campaignId: hidden.id })).statusCode, String(status)).toBe(404);
    }
    expect((await call('POST', '/saved-campaigns', user.token, { campaignId: 99_999_999 })).statusCode).toBe(404);
    expect((await call('POST', '/saved-campaigns', user.token, { campaignId: 'x' })).statusCode).toBe(400);
    expect((await call('DELETE', '/saved-campaigns/99999999', user.token)).statusCode).toBe(404);
  });

  it('lists who saved a campaign to its owner and staff only', async () => {
    const ownerToken = await login(ctx, DEMO_LOGINS.owner, DEMO_PASSWORD);
    const [solar] = await ctx.handle.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.slug, 'solarnest-home-batteries'));
    const res = await call('GET', `/saved-campaigns/get-users/${solar!.id}`, ownerToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(3);
    const people = res.json().data.data as Record<string, unknown>[];
    expect(Object.keys(people[0]!).sort()).toEqual(['firstName', 'id', 'lastName', 'photo', 'savedAt', 'slug']);
    expect((await call('GET', `/saved-campaigns/get-users/${solar!.id}`, await staffToken(ctx))).statusCode).toBe(200);
    expect((await call('GET', `/saved-campaigns/get-users/${solar!.id}`, user.token)).statusCode).toBe(404);
  });
});
