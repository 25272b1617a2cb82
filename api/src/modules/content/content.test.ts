import { contentPages, helpCategories, sliders } from '@cf/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, staffClient, staffToken, useTestApp } from '../../../test/app';

type Obj = Record<string, unknown>;
const SLUGS = ['about-us', 'how-it-works', 'terms', 'privacy-policy', 'raise-capital', 'project-guidelines'];

describe('public content (content pages, FAQs, help centre, sliders)', () => {
  const ctx = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/admin/${url}`, headers });
  let token = '';

  beforeAll(async () => {
    token = await staffToken(ctx);
  });

  describe('content-page/pages', () => {
    it('lists the published pages of a language in order', async () => {
      const en = dataOf<Obj[]>(await get('content-page/pages?language=en'));
      expect(en.map((p) => p.slug)).toEqual(SLUGS);
      expect(en[0]).toEqual({ slug: 'about-us', title: 'About us', showInFooter: true, lang: 'en' });
      expect(en.find((p) => p.slug === 'raise-capital')).toMatchObject({ showInFooter: false });
      const fr = dataOf<Obj[]>(await get('content-page/pages?language=fr'));
      expect(fr.map((p) => p.title)).toContain('À propos');
      expect(fr.every((p) => p.lang === 'fr')).toBe(true);
    });

    it('falls back to English for a language with no pages', async () => {
      const de = dataOf<Obj[]>(await get('content-page/pages?language=de'));
      expect(de.map((p) => p.slug)).toEqual(SLUGS);
      expect(de.every((p) => p.lang === 'en')).toBe(true);
    });
  });

  describe('content-page/pages/:slug', () => {
    it('gives one page with its body as HTML', async () => {
      const page = dataOf<Obj>(await get('content-page/pages/about-us'));
      expect(page).toMatchObject({ slug: 'about-us', lang: 'en', title: 'About us' });
      expect(page.bodyHtml).toContain('<h2>Who we are</h2>');
      expect(Object.keys(page).sort()).toEqual(['bodyHtml', 'lang', 'metaDescription', 'metaTitle', 'slug', 'title', 'updatedAt']);
      expect(new Date(String(page.updatedAt)).getTime()).not.toBeNaN();
    });

    it('gives French with ?language=fr or Accept-Language: fr, English for a language without content', async () => {
      expect(dataOf<Obj>(await get('content-page/pages/about-us?language=fr'))).toMatchObject({ lang: 'fr', title: 'À propos' });
      expect(dataOf<Obj>(await get('content-page/pages/about-us', { 'accept-language': 'fr' }))).toMatchObject({ lang: 'fr' });
      expect(dataOf<Obj>(await get('content-page/pages/about-us?language=de'))).toMatchObject({ lang: 'en', title: 'About us' });
    });

    it('answers an unknown slug with the 404 envelope, in the asked language', async () => {
      const res = await get('content-page/pages/no-such-page');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'fail', message: 'No records found.' });
      const fr = await get('content-page/pages/no-such-page?language=fr');
      expect(fr.statusCode).toBe(404);
      expect(fr.json().message).not.toBe('No records found.');
    });

    it('hides an unpublished page', async () => {
      const guidelines = and(eq(contentPages.slug, 'project-guidelines'), eq(contentPages.lang, 'en'));
      await ctx.handle.db.update(contentPages).set({ published: false }).where(guidelines);
      ctx.app.publicCache.clearLocal();
      try {
        expect((await get('content-page/pages/project-guidelines')).statusCode).toBe(404);
        expect(dataOf<Obj[]>(await get('content-page/pages')).map((p) => p.slug)).not.toContain('project-guidelines');
      } finally {
        await ctx.handle.db.update(contentPages).set({ published: true }).where(guidelines);
        ctx.app.publicCache.clearLocal();
      }
    });

    it('serves sanitised HTML for a page staff wrote with script and javascript: links', async () => {
      const staff = staffClient(ctx, () => token);
      const res = await staff.post('/api/v1/console/content-pages', {
        // French, so that the English lists other tests check stay as seeded.
        lang: 'fr',
        slug: 'xss-check',
        title: 'XSS check',
        body: '# Hello\n\n<script>alert(1)</script>\n\n[click](javascript:alert(2)) <img src=x onerror="alert(3)"> [ok](https://example.com)',
      });
      expect(res.statusCode, res.body).toBe(201);
      const page = dataOf<Obj>(await get('content-page/pages/xss-check?language=fr'));
      const html = String(page.bodyHtml);
      expect(html).toContain('<h1>Hello</h1>');
      expect(html).not.toMatch(/<script|javascript:|onerror/i);
      expect(html).toContain('href="https://example.com"');
      expect(html).toContain('rel="noopener noreferrer"');
    });
  });

  describe('FAQs', () => {
    it('content-page/faqs/front lists every FAQ of the language', async () => {
      const en = dataOf<Obj[]>(await get('content-page/faqs/front'));
      expect(en).toHaveLength(4);
      expect(en[0]).toMatchObject({ lang: 'en', question: 'Who can invest?', showInFooter: true });
      expect(Object.keys(en[0]!).sort()).toEqual(['answer', 'id', 'lang', 'question', 'showInFooter']);
      const fr = dataOf<Obj[]>(await get('content-page/faqs/front?language=fr'));
      expect(fr[0]).toMatchObject({ lang: 'fr', question: 'Qui peut investir ?' });
      const de = dataOf<Obj[]>(await get('content-page/faqs/front?language=de'));
      expect(de.map((f) => f.lang)).toEqual(['en', 'en', 'en', 'en']);
    });

    it('front-faqs/front lists only the footer FAQs', async () => {
      for (const lang of ['en', 'fr', 'ar']) {
        const list = dataOf<Obj[]>(await get(`front-faqs/front?language=${lang}`));
        expect(list).toHaveLength(3);
        expect(list.every((f) => f.showInFooter === true && f.lang === lang)).toBe(true);
      }
    });
  });

  describe('help centre', () => {
    it('lists categories with question titles only, in the asked language', async () => {
      const en = dataOf<{ slug: string; name: string; questions: Obj[] }[]>(await get('help-center/categories/front'));
      expect(en.map((c) => c.slug)).toEqual(['getting-started', 'investing', 'raising']);
      expect(en[0]!.name).toBe('Getting started');
      expect(en[0]!.questions).toHaveLength(2);
      expect(Object.keys(en[0]!.questions[0]!).sort()).toEqual(['id', 'question']);
      const fr = dataOf<{ name: string }[]>(await get('help-center/categories/front?language=fr'));
      expect(fr[0]!.name).toBe('Premiers pas');
      const de = dataOf<{ lang: string }[]>(await get('help-center/categories/front?language=de'));
      expect(de.map((c) => c.lang)).toEqual(['en', 'en', 'en']);
    });

    it('gives one category with answers, 404 for an unknown slug', async () => {
      const cat = dataOf<{ slug: string; questions: Obj[] }>(await get('help-center/categories/investing/front?language=fr'));
      expect(cat).toMatchObject({ slug: 'investing', name: 'Investir', lang: 'fr' });
      expect(cat.questions[0]).toMatchObject({ question: 'Quels moyens de paiement puis-je utiliser ?' });
      expect(cat.questions[0]!.answer).toEqual(expect.stringContaining('PayPal'));
      expect(dataOf<Obj>(await get('help-center/categories/investing/front?language=de'))).toMatchObject({ lang: 'en', name: 'Investing' });
      const missing = await get('help-center/categories/nothing-here/front');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ status: 'fail' });
    });

    it('lists every question with its answer, by category, in the asked language', async () => {
      const all = dataOf<{ slug: string; questions: { id: number; answer: string }[] }[]>(await get('help-center/questions/front'));
      const titles = dataOf<{ slug: string; questions: { id: number }[] }[]>(await get('help-center/categories/front'));
      expect(all.map((c) => c.slug)).toEqual(titles.map((c) => c.slug));
      expect(all.flatMap((c) => c.questions.map((q) => q.id))).toEqual(titles.flatMap((c) => c.questions.map((q) => q.id)));
      expect(all.flatMap((c) => c.questions).every((q) => q.answer.length > 0)).toBe(true);
      const fr = dataOf<{ lang: string }[]>(await get('help-center/questions/front?language=fr'));
      expect(fr.every((c) => c.lang === 'fr')).toBe(true);
    });

    it('gives one question with its category; unknown id 404, non-numeric id 400', async () => {
      const [category] = await ctx.handle.db
        .select({ id: helpCategories.id })
        .from(helpCategories)
        .where(and(eq(helpCategories.slug, 'raising'), eq(helpCategories.lang, 'en')));
      const cat = dataOf<{ questions: { id: number }[] }>(await get('help-center/categories/raising/front'));
      const id = cat.questions[0]!.id;
      const q = dataOf<Obj>(await get(`help-center/questions/${id}/front`));
      expect(q).toMatchObject({
        id,
        question: 'How long does the review take?',
        category: { id: category!.id, slug: 'raising', name: 'Raising capital', lang: 'en' },
      });
      expect((await get('help-center/questions/999999/front')).statusCode).toBe(404);
      // Beyond the integer column: the caller's mistake, not a server error.
      expect((await get('help-center/questions/99999999999/front')).statusCode).toBeLessThan(500);
      const bad = await get('help-center/questions/abc/front');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ status: 'fail', errors: [{ field: 'id' }] });
    });
  });

  describe('sliders/front-sliders', () => {
    it('status=yes leaves out inactive slides; status=no includes them', async () => {
      const before = dataOf<Obj[]>(await get('sliders/front-sliders?status=yes'));
      expect(before.map((s) => s.title)).toEqual(['Own a piece of what you love', 'Raise from your community']);
      await ctx.handle.db
        .update(sliders)
        .set({ active: false })
        .where(and(eq(sliders.lang, 'en'), eq(sliders.title, 'Raise from your community')));
      ctx.app.publicCache.clearLocal();
      const active = dataOf<Obj[]>(await get('sliders/front-sliders?status=yes'));
      expect(active.map((s) => s.title)).toEqual(['Own a piece of what you love']);
      expect(Object.keys(active[0]!).sort()).toEqual(['buttonText', 'buttonUrl', 'description', 'id', 'image', 'lang', 'title']);
      const all = dataOf<Obj[]>(await get('sliders/front-sliders?status=no'));
      expect(all).toHaveLength(2);
      const fr = dataOf<Obj[]>(await get('sliders/front-sliders?status=yes&language=fr'));
      expect(fr[0]).toMatchObject({ lang: 'fr', title: 'Devenez actionnaire de ce que vous aimez' });
      expect((await get('sliders/front-sliders?status=maybe')).statusCode).toBe(400);
    });
  });
});
