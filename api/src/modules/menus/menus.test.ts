import { menuItems, menus } from '@cf/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, listUrl, staffClient, staffToken, useTestApp } from '../../../test/app';

type Item = {
  id: number;
  title: string;
  linkType: string;
  url: string;
  urlTarget: string;
  contentPageSlug: string | null;
  socialIcon: string | null;
};
type Menu = { id: number; position: string; lang: string; title: string; items: Item[] };

describe('GET /api/v1/admin/menus', () => {
  const ctx = useTestApp();
  const get = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/admin/menus${query}` });
  let token = '';

  beforeAll(async () => {
    token = await staffToken(ctx);
  });

  it('gives the header, footer and social menus of a language with their items', async () => {
    const list = dataOf<Menu[]>(await get('?language=en'));
    expect(list.map((m) => [m.position, m.title])).toEqual([
      ['header', 'Main menu'],
      ['footer', 'About us'],
      ['social', 'Follow us'],
    ]);
    const header = list[0]!;
    expect(header.items.map((i) => i.title)).toEqual(['How it works', 'Raise capital', 'Help']);
    expect(Object.keys(header.items[0]!).sort()).toEqual(['contentPageSlug', 'id', 'linkType', 'socialIcon', 'title', 'url', 'urlTarget']);
  });

  it('gives page links the URL /content-page/<slug> and custom links their own URL', async () => {
    const [header] = dataOf<Menu[]>(await get('?language=en&position=header'));
    expect(header!.items[0]).toMatchObject({ linkType: 'page', contentPageSlug: 'how-it-works', url: '/content-page/how-it-works' });
    expect(header!.items[1]).toMatchObject({ linkType: 'custom', contentPageSlug: null, url: '/raise-capital', urlTarget: '_self' });
  });

  it('filters by position; social items carry their icon', async () => {
    const social = dataOf<Menu[]>(await get('?language=en&position=social'));
    expect(social).toHaveLength(1);
    expect(social[0]!.items.map((i) => i.socialIcon)).toEqual(['facebook', 'twitter', 'linkedin', 'youtube']);
    expect(social[0]!.items[0]).toMatchObject({ url: 'https://facebook.com/', urlTarget: '_blank' });
    const footer = dataOf<Menu[]>(await get('?position=footer'));
    expect(footer.map((m) => m.position)).toEqual(['footer']);
    const bad = await get('?position=sidebar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'fail', errors: [{ field: 'position' }] });
  });

  it('answers in French for fr and in English for a language with no menus', async () => {
    const fr = dataOf<Menu[]>(await get('?language=fr&position=header'));
    expect(fr[0]).toMatchObject({ lang: 'fr', title: 'Menu principal' });
    expect(fr[0]!.items[0]).toMatchObject({ title: 'Comment ça marche', url: '/content-page/how-it-works' });
    const de = dataOf<Menu[]>(await get('?language=de'));
    expect(de.map((m) => m.lang)).toEqual(['en', 'en', 'en']);
  });

  it('leaves out inactive items', async () => {
    const [footer] = await ctx.handle.db
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.lang, 'ar'), eq(menus.position, 'footer')));
    await ctx.handle.db
      .update(menuItems)
      .set({ active: false })
      .where(and(eq(menuItems.menuId, footer!.id), eq(menuItems.contentPageSlug, 'privacy-policy')));
    ctx.app.publicCache.clearLocal();
    const [menu] = dataOf<Menu[]>(await get('?language=ar&position=footer'));
    expect(menu!.items.map((i) => i.contentPageSlug)).toEqual(['about-us', 'how-it-works']);
  });

  it('shows a staff change at once: the cache is dropped when a menu is saved in the console', async () => {
    const staff = staffClient(ctx, () => token);
    const titles = async () => dataOf<Menu[]>(await get('?language=fr&position=header'))[0]!.items.map((i) => i.title);
    const shellUrl = '/api/v1/site/shell?language=fr';
    const shellTitles = async () =>
      dataOf<{ menus: Menu[] }>(await ctx.app.inject({ method: 'GET', url: shellUrl }))
        .menus.find((m) => m.position === 'header')!
        .items.map((i) => i.title);
    // Read twice, as the site would: the second answer comes from the cache.
    expect(await titles()).toEqual(['Comment ça marche', 'Lever des fonds', 'Aide']);
    expect(await titles()).toEqual(['Comment ça marche', 'Lever des fonds', 'Aide']);
    expect(await shellTitles()).toContain('Aide');

    const list = await staff.get(listUrl('menus', { filter: { lang: 'fr', position: 'header' } }));
    const [record] = list.json() as (Menu & Record<string, unknown>)[];
    const rename = (from: string, to: string) => ({
      ...record,
      items: record!.items.map((i) => (i.title === from ? { ...i, title: to } : i)),
    });
    const saved = await staff.put(`/api/v1/console/menus/${record!.id}`, rename('Aide', 'Centre d’aide'));
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      expect(await titles()).toEqual(['Comment ça marche', 'Lever des fonds', 'Centre d’aide']);
      // The shell, which embeds the menus, is refreshed too.
      expect(await shellTitles()).toContain('Centre d’aide');
    } finally {
      await staff.put(`/api/v1/console/menus/${record!.id}`, rename('Centre d’aide', 'Aide'));
    }
  });
});
