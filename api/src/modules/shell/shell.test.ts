import { siteSettings } from '@cf/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, useTestApp } from '../../../test/app';

type Shell = {
  lang: string;
  settings: Record<string, unknown>;
  languages: { code: string }[];
  menus: { position: string; title: string }[];
  hasFooterFaqs: boolean;
  footerPages: { slug: string; title: string }[];
  meta: { lang: string; metaTitle: string };
  taxonomy: { lang: string; projectSingular: string };
  captcha: { contactUs: boolean };
  socialSignup: { provider: string }[];
  customImages: { slot: string; title: string; image: string }[];
};

describe('GET /api/v1/site/shell', () => {
  const ctx = useTestApp();
  const get = (query = '') => ctx.app.inject({ method: 'GET', url: `/api/v1/site/shell${query}` });

  beforeAll(async () => {
    await ctx.handle.db.update(siteSettings).set({ exceptIP: '198.51.100.23' });
    ctx.app.publicCache.clearLocal();
  });

  it('gives everything the layout needs for one language in one answer', async () => {
    const res = await get('?language=fr');
    const shell = dataOf<Shell>(res);
    expect(Object.keys(shell).sort()).toEqual(
      [
        'captcha',
        'customImages',
        'footerPages',
        'hasFooterFaqs',
        'lang',
        'languages',
        'menus',
        'meta',
        'settings',
        'socialSignup',
        'taxonomy',
      ].sort(),
    );
    expect(shell.lang).toBe('fr');
    expect(shell.settings).toMatchObject({ siteName: 'Fundright', maintainanceMode: false });
    expect(shell.languages.map((l) => l.code)).toEqual(['en', 'fr', 'ar']);
    expect(shell.menus.map((m) => [m.position, m.title])).toEqual([
      ['header', 'Menu principal'],
      ['footer', 'À propos'],
      ['social', 'Suivez-nous'],
    ]);
    expect(shell.hasFooterFaqs).toBe(true);
    expect(shell.footerPages.map((p) => p.slug)).toEqual(['about-us', 'how-it-works', 'terms', 'privacy-policy']);
    expect(shell.footerPages[0]).toEqual({ slug: 'about-us', title: 'À propos' });
    expect(shell.meta).toMatchObject({ lang: 'fr' });
    expect(shell.taxonomy).toMatchObject({ lang: 'fr', projectSingular: 'Campagne' });
    expect(shell.captcha).toMatchObject({ contactUs: true });
    expect(shell.socialSignup.map((s) => s.provider)).toEqual(['facebook', 'google', 'linkedin']);
    expect(shell.customImages).toContainEqual({ slot: 'home-hero', title: 'Home page hero', image: '/demo/hero.svg' });
    expect(res.body).not.toContain('198.51.100.23');
    expect(res.body).not.toMatch(/exceptIP|secret/i);
  });

  it('falls back to English content for a language without any, keeping the asked code', async () => {
    const shell = dataOf<Shell>(await get('?language=de'));
    expect(shell.lang).toBe('de');
    expect(shell.menus[0]).toMatchObject({ title: 'Main menu' });
    expect(shell.meta.lang).toBe('en');
    expect(shell.footerPages[0]).toEqual({ slug: 'about-us', title: 'About us' });
  });

  it('uses Accept-Language when no language is asked', async () => {
    const shell = dataOf<Shell>(await ctx.app.inject({ method: 'GET', url: '/api/v1/site/shell', headers: { 'accept-language': 'ar' } }));
    expect(shell.lang).toBe('ar');
    expect(shell.taxonomy.projectSingular).toBe('حملة');
  });
});
