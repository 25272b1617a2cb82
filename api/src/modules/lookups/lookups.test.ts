import { lookups } from '@cf/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, useTestApp } from '../../../test/app';

type Lookup = { id: number; slug: string; name: string; code: string | null };
type Page = { status: string; data: { data: Lookup[]; total: number; page: number; limit: number } };

describe('public lookups', () => {
  const ctx = useTestApp();
  const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/admin/${url}` });

  beforeAll(async () => {
    const db = ctx.handle.db;
    // A category without a French name, and an inactive one.
    await db.insert(lookups).values({ type: 'categories', slug: 'only-english', names: { en: 'Only English' }, sortOrder: 50 });
    await db
      .update(lookups)
      .set({ active: false })
      .where(and(eq(lookups.type, 'categories'), eq(lookups.slug, 'health')));
    ctx.app.publicCache.clearLocal();
  });

  it('types/front lists the investing types', async () => {
    const list = dataOf<Lookup[]>(await get('types/front'));
    expect(list.map((l) => [l.slug, l.name])).toEqual([
      ['equity', 'Equity'],
      ['debt', 'Debt'],
    ]);
    expect(Object.keys(list[0]!).sort()).toEqual(['code', 'id', 'name', 'slug']);
  });

  it('categories/front lists active categories named in the asked language, English when a name is missing', async () => {
    const en = dataOf<Lookup[]>(await get('categories/front'));
    expect(en.map((l) => l.slug)).toEqual(['technology', 'real-estate', 'food-and-drink', 'energy', 'consumer', 'fintech', 'only-english']);
    const fr = dataOf<Lookup[]>(await get('categories/front?language=fr'));
    expect(fr.find((l) => l.slug === 'real-estate')!.name).toBe('Immobilier');
    expect(fr.find((l) => l.slug === 'only-english')!.name).toBe('Only English');
    const ar = dataOf<Lookup[]>(await get('categories/front?language=ar'));
    expect(ar[0]!.name).toBe('التكنولوجيا');
    const de = dataOf<Lookup[]>(await get('categories/front?language=de'));
    expect(de[0]!.name).toBe('Technology');
  });

  it('usertypes lists the sign-up user types', async () => {
    const list = dataOf<Lookup[]>(await get('usertypes?language=fr'));
    expect(list.map((l) => [l.slug, l.name])).toEqual([
      ['investor', 'Investisseur'],
      ['campaign-owner', 'Porteur de projet'],
    ]);
  });

  it.each([
    ['company-industry', 'software', 'Software'],
    ['team-member-type', 'founder', 'Founder'],
    ['campaign-stage', 'idea', 'Idea'],
    ['investing-round', 'pre-seed', 'Pre-seed'],
    ['investor-type', 'individual', 'Individual'],
    ['countries', 'united-states', 'United States'],
  ])('manage-options/%s lists its options', async (type, firstSlug, firstName) => {
    const list = dataOf<Lookup[]>(await get(`manage-options/${type}`));
    expect(list.length).toBeGreaterThan(1);
    expect(list[0]).toMatchObject({ slug: firstSlug, name: firstName });
  });

  it('manage-options/countries carries the ISO code', async () => {
    const list = dataOf<Lookup[]>(await get('manage-options/countries'));
    expect(list.find((l) => l.slug === 'united-kingdom')).toMatchObject({ code: 'GB' });
  });

  it('an unknown option list is a 404 envelope', async () => {
    const res = await get('manage-options/shoe-sizes');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'fail', message: 'There is nothing at this address.' });
  });

  describe('deal-types/front (paged)', () => {
    it('pages by 6 by default and gives total, page and limit', async () => {
      const res = await get('deal-types/front');
      expect(res.statusCode).toBe(200);
      const body = res.json() as Page;
      expect(body.status).toBe('success');
      expect(body.data).toMatchObject({ total: 4, page: 1, limit: 6 });
      expect(body.data.data.map((d) => d.slug)).toEqual(['equity', 'debt', 'convertible-note', 'revenue-share']);
      expect(body.data.data[0]).toMatchObject({ name: 'Equity', code: 'pie-chart' });
    });

    it('honours page and limit, in the asked language', async () => {
      const body = (await get('deal-types/front?page=2&limit=3&language=fr')).json() as Page;
      expect(body.data).toMatchObject({ total: 4, page: 2, limit: 3 });
      expect(body.data.data.map((d) => d.name)).toEqual(['Partage de revenus']);
      const beyond = (await get('deal-types/front?page=9&limit=3')).json() as Page;
      expect(beyond.data).toMatchObject({ data: [], total: 4, page: 9 });
    });

    it.each(['page=0', 'limit=0', 'limit=101', 'page=abc'])('refuses %s with 400 and the field', async (query) => {
      const res = await get(`deal-types/front?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'fail', errors: [{ field: query.split('=')[0] }] });
    });
  });
});
