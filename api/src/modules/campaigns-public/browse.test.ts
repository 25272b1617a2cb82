import { campaigns, savedCampaigns } from '@cf/db';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser, nextIp, useTestApp } from '../../../test/app';
import { dayFromToday, insertCampaign, insertCategory } from '../../../test/campaigns-public';
import { invalidateBrowse, prefixQuery } from './browse';

type Card = {
  id: number;
  slug: string;
  status: number;
  campaignName: string;
  currency: { code: string; symbol: string; displayFormat: string; decimals: number } | null;
  percentRaised: number;
  daysLeft: number | null;
  savedCount: number;
  featured: boolean;
  accreditedOnly: boolean;
  raisedAmount: number;
};
type Page = { data: Card[]; total: number; page: number; limit: number };

describe('browsing campaigns', () => {
  const ctx = useTestApp();
  const get = async (query = '') => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/campaigns/equities/front${query}`, remoteAddress: nextIp() });
    return res;
  };
  const page = async (query = ''): Promise<Page> => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { status: string; data: Page };
    expect(body.status).toBe('success');
    return body.data;
  };
  let ownerId = '';

  beforeAll(async () => {
    ownerId = (await insertUser(ctx, { userType: 'campaign-owner' })).id;
  });

  it('lists active campaigns only, 9 a page, with the total; page 2 continues without overlap', async () => {
    const [active] = await ctx.handle.db.select({ n: count() }).from(campaigns).where(eq(campaigns.status, 2));
    const first = await page();
    expect(first).toMatchObject({ total: Number(active!.n), page: 1, limit: 9 });
    expect(first.data).toHaveLength(9);
    expect(first.data.every((c) => c.status === 2)).toBe(true);
    const second = await page('?page=2');
    expect(second.data.length).toBe(Math.min(9, Number(active!.n) - 9));
    expect(second.data.some((c) => first.data.some((f) => f.id === c.id))).toBe(false);
  });

  it('status=4 lists successful campaigns; other statuses are refused', async () => {
    const successful = await page('?status=4');
    expect(successful.total).toBeGreaterThan(0);
    expect(successful.data.every((c) => c.status === 4)).toBe(true);
    expect((await page('?status=5')).data.every((c) => c.status === 5)).toBe(true);
    for (const status of [0, 1, 3, 6, 7, 9]) expect((await get(`?status=${status}`)).statusCode, String(status)).toBe(400);
  });

  it('never shows drafts, pending, declined, hidden or inactive campaigns, even when searched by name', async () => {
    const categoryId = await insertCategory(ctx);
    for (const status of [0, 1, 3, 6, 7] as const)
      await insertCampaign(ctx, { ownerId, status, categoryId, campaignName: `Xylophonic hidden ${status}` });
    for (const status of [2, 4, 5]) expect((await page(`?q=xylophonic&status=${status}`)).total).toBe(0);
    expect((await page(`?categoryId=${categoryId}`)).total).toBe(0);
  });

  it('cards carry the currency in its display format, percentage, days left, saved count and badges', async () => {
    const categoryId = await insertCategory(ctx);
    const saver = await insertUser(ctx);
    const card = await insertCampaign(ctx, {
      ownerId,
      categoryId,
      currencyCode: 'AED',
      goal: 200_000_00,
      raisedAmount: 50_000_00,
      closingDate: dayFromToday(10),
      featured: true,
      campaignAccreditation: 'accredited',
    });
    await ctx.handle.db.insert(savedCampaigns).values({ userId: saver.id, campaignId: card.id });
    invalidateBrowse(ctx.app);
    const [found] = (await page(`?categoryId=${categoryId}`)).data;
    expect(found).toMatchObject({
      id: card.id,
      slug: card.slug,
      currency: { code: 'AED', symbol: 'د.إ', displayFormat: 'leftSpaceCode', decimals: 2 },
      goal: 200_000_00,
      raisedAmount: 50_000_00,
      percentRaised: 25,
      daysLeft: 10,
      savedCount: 1,
      featured: true,
      accreditedOnly: true,
      investingType: 'equity',
      companyTagLine: 'A test tagline',
    });
  });

  it('filters by investing type and category', async () => {
    const categoryId = await insertCategory(ctx);
    const equity = await insertCampaign(ctx, { ownerId, categoryId, investingType: 'equity' });
    const debt = await insertCampaign(ctx, { ownerId, categoryId, investingType: 'debt' });
    expect((await page(`?categoryId=${categoryId}`)).data.map((c) => c.id).sort()).toEqual([equity.id, debt.id].sort());
    expect((await page(`?categoryId=${categoryId}&investingType=debt`)).data.map((c) => c.id)).toEqual([debt.id]);
    expect((await page(`?categoryId=${categoryId}&investingType=equity`)).data.map((c) => c.id)).toEqual([equity.id]);
    const all = await page('?investingType=debt');
    expect(all.data.every((c) => 'investingType' in c && c.investingType === 'debt')).toBe(true);
    expect((await get('?investingType=shares')).statusCode).toBe(400);
    expect((await get('?categoryId=abc')).statusCode).toBe(400);
  });

  it('sorts by newest, recent investment (never-invested last), percentage and amount, with the id breaking ties', async () => {
    const categoryId = await insertCategory(ctx);
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
    const a = await insertCampaign(ctx, {
      ownerId,
      categoryId,
      createdAt: at(3),
      lastInvestmentAt: at(1),
      goal: 1000_00,
      raisedAmount: 500_00,
    });
    const b = await insertCampaign(ctx, { ownerId, categoryId, createdAt: at(1), lastInvestmentAt: null, goal: 1000_00, raisedAmount: 0 });
    const c = await insertCampaign(ctx, {
      ownerId,
      categoryId,
      createdAt: at(2),
      lastInvestmentAt: at(0.5),
      goal: 10_000_00,
      raisedAmount: 900_00,
    });
    // Same creation time and amounts as c: the higher id comes first.
    const d = await insertCampaign(ctx, {
      ownerId,
      categoryId,
      createdAt: at(2),
      lastInvestmentAt: null,
      goal: 10_000_00,
      raisedAmount: 900_00,
    });
    const ids = async (sort: string) => (await page(`?categoryId=${categoryId}&sort=${sort}`)).data.map((x) => x.id);
    expect(await ids('newest')).toEqual([b.id, d.id, c.id, a.id]);
    expect(await page(`?categoryId=${categoryId}`)).toMatchObject({ data: [{ id: b.id }, { id: d.id }, { id: c.id }, { id: a.id }] });
    expect(await ids('recent-investment')).toEqual([c.id, a.id, d.id, b.id]);
    expect(await ids('percentage')).toEqual([a.id, d.id, c.id, b.id]);
    expect(await ids('amount')).toEqual([d.id, c.id, a.id, b.id]);
    expect((await get('?sort=popular')).statusCode).toBe(400);
  });

  it('pages with limit and page, and reports the page asked for', async () => {
    const categoryId = await insertCategory(ctx);
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await insertCampaign(ctx, { ownerId, categoryId, createdAt: new Date(Date.now() - i * 60_000) }));
    const one = await page(`?categoryId=${categoryId}&limit=2&page=2`);
    expect(one).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(one.data.map((c) => c.id)).toEqual([made[2]!.id, made[3]!.id]);
    expect((await page(`?categoryId=${categoryId}&limit=2&page=4`)).data).toEqual([]);
    expect((await get('?limit=500')).statusCode).toBe(400);
    expect((await get('?page=0')).statusCode).toBe(400);
  });

  describe('search', () => {
    let categoryId = 0;
    let zephyr = 0;
    let tagline = 0;
    beforeAll(async () => {
      categoryId = await insertCategory(ctx);
      zephyr = (
        await insertCampaign(ctx, { ownerId, categoryId, campaignName: 'Zephyrine Orchards', companyName: 'Quillfeather Holdings' })
      ).id;
      tagline = (await insertCampaign(ctx, { ownerId, categoryId, companyTagLine: 'Zephyrine-powered lamps for night markets' })).id;
    });

    it('matches word prefixes in the campaign name, company name and tagline', async () => {
      expect((await page('?q=zephyr')).data.map((c) => c.id).sort()).toEqual([zephyr, tagline].sort());
      expect((await page('?q=Quillfeath')).data.map((c) => c.id)).toEqual([zephyr]);
      expect((await page('?q=night%20mark')).data.map((c) => c.id)).toEqual([tagline]);
      expect((await page('?q=zephyrine%20orchards')).data.map((c) => c.id)).toEqual([zephyr]);
      expect((await page('?q=zephyrine%20nothinglikethis')).total).toBe(0);
    });

    it('combines with filters and sorts, and reads the demo campaigns too', async () => {
      expect((await page(`?q=zephyr&categoryId=${categoryId}&sort=amount`)).total).toBe(2);
      expect((await page('?q=solarnest')).data.map((c) => c.slug)).toEqual(['solarnest-home-batteries']);
    });

    it('treats tsquery syntax and SQL as plain words, never as an error', async () => {
      for (const q of ["it's", '&|!:*()', "'; drop table campaigns; --", 'zephyr:* | a', '   ', 'Ünïcödé ß', 'a'.repeat(100)]) {
        const res = await get(`?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, q).toBe(200);
      }
      expect((await page(`?q=${encodeURIComponent('zephyr:* | solarnest')}`)).total).toBe(0);
      expect((await get(`?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
    });

    it('builds a prefix query of letters and digits only', () => {
      expect(prefixQuery('Solar  nest!')).toBe("'solar':* & 'nest':*");
      expect(prefixQuery("'); drop")).toBe("'drop':*");
      expect(prefixQuery('&|!')).toBeNull();
      expect(prefixQuery(undefined)).toBeNull();
      expect(prefixQuery('Café 24h')).toBe("'café':* & '24h':*");
    });
  });

  it('serves repeated first pages from a short-lived cache, dropped after a change', async () => {
    const categoryId = await insertCategory(ctx);
    await insertCampaign(ctx, { ownerId, categoryId });
    expect((await page(`?categoryId=${categoryId}`)).total).toBe(1);
    await ctx.handle.db.insert(campaigns).values({ ownerId, slug: `cache-${Date.now()}`, investingType: 'equity', status: 2, categoryId });
    // Still the cached answer until the cache is dropped (or a few seconds pass).
    expect((await page(`?categoryId=${categoryId}`)).total).toBe(1);
    invalidateBrowse(ctx.app);
    expect((await page(`?categoryId=${categoryId}`)).total).toBe(2);
  });

  describe('featured', () => {
    it('lists up to 6 featured active campaigns for the home page', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/campaigns/equities/front/featured' });
      expect(res.statusCode).toBe(200);
      const cards = res.json().data.data as Card[];
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.length).toBeLessThanOrEqual(6);
      expect(cards.every((c) => c.featured && c.status === 2)).toBe(true);
    });

    it('leaves out featured campaigns that are not active', async () => {
      const hidden = await insertCampaign(ctx, { ownerId, status: 6, featured: true, createdAt: new Date(Date.now() + 60_000) });
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/campaigns/equities/front/featured' });
      expect((res.json().data.data as Card[]).some((c) => c.id === hidden.id)).toBe(false);
      const featuredActive = await ctx.handle.db
        .select({ n: count() })
        .from(campaigns)
        .where(and(eq(campaigns.featured, true), inArray(campaigns.status, [2])));
      expect((res.json().data.data as Card[]).length).toBe(Math.min(6, Number(featuredActive[0]!.n)));
    });
  });
});
