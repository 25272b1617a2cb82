import { auditLog, contactInquiries } from '@cf/db';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listUrl, type StaffClient, staffClient, staffToken, totalOf, useTestApp } from '../../test/app';
import { consoleResources } from './routes';

type Row = Record<string, unknown>;
type Case = [description: string, change: (record: Row) => Row, field: string];

const long = (n: number) => 'x'.repeat(n);
const JS_URL = 'javascript:alert(1)';
const set =
  (values: Row) =>
  (r: Row): Row => ({ ...r, ...values });
const item =
  (values: Row, position?: string) =>
  (r: Row): Row => ({
    ...r,
    ...(position ? { position } : {}),
    items: [{ ...(r.items as Row[])[0], ...values }],
  });

/**
 * Each writable console resource with invalid bodies: every one must be a 400 naming the field, and
 * leave the database as it was. Bodies start from a real record, as react-admin's forms do.
 */
const CASES: Record<string, Case[]> = {
  'site-settings': [
    ['empty site name', set({ siteName: '   ' }), 'siteName'],
    ['over-long site name', set({ siteName: long(81) }), 'siteName'],
    ['a colour that is not #rrggbb', set({ sitePrimaryColor: 'red' }), 'sitePrimaryColor'],
    ['a colour with a bad digit', set({ siteSecondaryColor: '#12345g' }), 'siteSecondaryColor'],
    ['an unknown time zone', set({ timezone: 'Mars/Olympus' }), 'timezone'],
    ['a bad address in the exempt list', set({ exceptIP: '203.0.113.5, not-an-ip' }), 'exceptIP'],
    ['script instead of an analytics id', set({ googleAnalyticsCode: '<script>alert(1)</script>' }), 'googleAnalyticsCode'],
    ['a javascript: logo', set({ siteLogo: JS_URL }), 'siteLogo'],
    ['a bad contact e-mail', set({ contactEmail: 'nope' }), 'contactEmail'],
    ['a string for a boolean', set({ walletModule: 'yes' }), 'walletModule'],
    ['a word for the currency id', set({ currencyId: 'abc' }), 'currencyId'],
    ['a currency that does not exist', set({ currencyId: 99_999 }), 'currencyId'],
    ['a bad country code', set({ restrictMapCountryList: ['usa'] }), 'restrictMapCountryList.0'],
    ['a bad default language', set({ defaultLanguage: 'english' }), 'defaultLanguage'],
    ['a default language that does not exist', set({ defaultLanguage: 'de' }), 'defaultLanguage'],
  ],
  'investment-settings': [
    ['no grace at all is fine, but not a negative one', set({ closingGraceDays: -1 }), 'closingGraceDays'],
    ['a reservation under five minutes', set({ reservationMinutes: 1 }), 'reservationMinutes'],
    ['a fractional withdrawal limit', set({ withdrawalMaxMajor: 10.5 }), 'withdrawalMaxMajor'],
    ['a string for a switch', set({ kycRequired: 'yes' }), 'kycRequired'],
    ['a saved investment kept over a year', set({ savedInvestmentExpiryDays: 366 }), 'savedInvestmentExpiryDays'],
  ],
  'revenue-settings': [
    ['a fee over 100%', set({ fixedSuccessFeeBps: 10_001 }), 'fixedSuccessFeeBps'],
    ['a negative flat fee', set({ topUpFlatFee: -1 }), 'topUpFlatFee'],
    ['a fractional fee', set({ flexibleFailFeeBps: 12.5 }), 'flexibleFailFeeBps'],
    ['a word for a fee', set({ topUpFeeBps: 'ten' }), 'topUpFeeBps'],
  ],
  'campaign-settings': [
    ['maxGoal below minGoal', (r) => ({ ...r, minGoal: 5_000, maxGoal: 4_000 }), 'maxGoal'],
    ['maxTermMonths below minTermMonths', (r) => ({ ...r, minTermMonths: 24, maxTermMonths: 12 }), 'maxTermMonths'],
    ['more than 365 days', set({ maxCampaignDays: 366 }), 'maxCampaignDays'],
    ['an equity share over 100%', set({ minEquityPercent: 101 }), 'minEquityPercent'],
    ['a string for a boolean', set({ requireCampaignApproval: 'yes' }), 'requireCampaignApproval'],
    ['a missing goal', set({ minGoal: undefined }), 'minGoal'],
  ],
  'captcha-settings': [
    ['an unknown provider', set({ provider: 'hcaptcha' }), 'provider'],
    ['a string for a switch', set({ contactUs: 'on' }), 'contactUs'],
    ['an over-long site key', set({ recaptchaSiteKey: long(201) }), 'recaptchaSiteKey'],
  ],
  'meta-settings': [
    ['an empty title', set({ metaTitle: '' }), 'metaTitle'],
    ['a bad language code', set({ lang: 'english' }), 'lang'],
    ['a javascript: image', set({ ogImage: JS_URL }), 'ogImage'],
    ['a bad Twitter handle', set({ twitterHandle: '@@not a handle' }), 'twitterHandle'],
    ['an over-long description', set({ metaDescription: long(301) }), 'metaDescription'],
  ],
  'taxonomy-settings': [
    ['an empty word', set({ projectSingular: '' }), 'projectSingular'],
    ['an over-long word', set({ investorPlural: long(41) }), 'investorPlural'],
    ['a number for a word', set({ ownerPlural: 42 }), 'ownerPlural'],
  ],
  'social-signup-settings': [
    ['an unknown provider', set({ provider: 'myspace' }), 'provider'],
    ['a string for a boolean', set({ enabled: 'yes' }), 'enabled'],
    ['an over-long client id', set({ clientId: long(301) }), 'clientId'],
  ],
  languages: [
    ['a bad code', set({ code: 'english' }), 'code'],
    ['an unknown direction', set({ direction: 'up' }), 'direction'],
    ['an empty name', set({ name: '' }), 'name'],
    ['an over-long native name', set({ nativeName: long(41) }), 'nativeName'],
  ],
  currencies: [
    ['a two-letter code', set({ code: 'US' }), 'code'],
    ['an unknown display format', set({ displayFormat: 'middle' }), 'displayFormat'],
    ['five decimals', set({ decimals: 5 }), 'decimals'],
    ['an over-long symbol', set({ symbol: long(9) }), 'symbol'],
  ],
  menus: [
    ['an unknown position', set({ position: 'sidebar' }), 'position'],
    ['an over-long title', set({ title: long(61) }), 'title'],
    ['a javascript: item URL', item({ linkType: 'custom', customUrl: JS_URL }), 'items.0.customUrl'],
    ['a protocol-relative item URL', item({ linkType: 'custom', customUrl: '//evil.test/x' }), 'items.0.customUrl'],
    ['a custom link without a URL', item({ linkType: 'custom', customUrl: '' }), 'items.0.customUrl'],
    ['a page link without a page', item({ linkType: 'page', contentPageSlug: null }), 'items.0.contentPageSlug'],
    [
      'a social link without an icon',
      item({ linkType: 'custom', customUrl: 'https://x.com/', socialIcon: null }, 'social'),
      'items.0.socialIcon',
    ],
    ['an unknown social icon', item({ socialIcon: 'myspace' }), 'items.0.socialIcon'],
    ['a language that does not exist', set({ lang: 'de' }), 'lang'],
  ],
  'content-pages': [
    ['a slug with spaces and capitals', set({ slug: 'Not A Slug' }), 'slug'],
    ['an empty body', set({ body: '' }), 'body'],
    ['an over-long title', set({ title: long(121) }), 'title'],
    ['a string for a boolean', set({ published: 'yes' }), 'published'],
    ['a negative sort order', set({ sortOrder: -1 }), 'sortOrder'],
  ],
  faqs: [
    ['an empty question', set({ question: '' }), 'question'],
    ['an over-long question', set({ question: long(301) }), 'question'],
    ['a bad language code', set({ lang: 'xx-yy' }), 'lang'],
    ['a string for a boolean', set({ showInFooter: 'true' }), 'showInFooter'],
    ['a word for the sort order', set({ sortOrder: 'first' }), 'sortOrder'],
  ],
  'help-categories': [
    ['a bad slug', set({ slug: 'bad slug' }), 'slug'],
    ['an empty name', set({ name: '' }), 'name'],
    ['an over-long description', set({ description: long(301) }), 'description'],
  ],
  'help-questions': [
    ['a word for the category', set({ categoryId: 'abc' }), 'categoryId'],
    ['a category that does not exist', set({ categoryId: 999_999 }), 'categoryId'],
    ['an empty question', set({ question: '' }), 'question'],
  ],
  sliders: [
    ['a javascript: image', set({ image: JS_URL }), 'image'],
    ['a plain-http image', set({ image: 'http://insecure.test/a.png' }), 'image'],
    ['a javascript: button link', set({ buttonUrl: JS_URL }), 'buttonUrl'],
    ['a data: button link', set({ buttonUrl: 'data:text/html,<script>alert(1)</script>' }), 'buttonUrl'],
    ['an empty title', set({ title: '' }), 'title'],
  ],
  'custom-images': [
    ['a bad slot', set({ slot: 'Bad Slot' }), 'slot'],
    ['a data: image', set({ image: 'data:image/png;base64,AAAA' }), 'image'],
    ['an empty title', set({ title: '' }), 'title'],
  ],
  lookups: [
    ['an unknown type', set({ type: 'colours' }), 'type'],
    ['names without English', set({ names: { fr: 'Seulement' } }), 'names.en'],
    ['a blank English name', set({ names: { en: '  ', fr: 'Vide' } }), 'names.en'],
    ['a bad slug', set({ slug: 'Bad' }), 'slug'],
    ['an over-long code', set({ code: long(21) }), 'code'],
  ],
  'contact-inquiries': [
    ['a string for handled', set({ handled: 'yes' }), 'handled'],
    ['an over-long note', set({ staffNote: long(2001) }), 'staffNote'],
  ],
  'campaign-faq-templates': [
    ['an empty question', set({ question: '   ' }), 'question'],
    ['an over-long question', set({ question: long(301) }), 'question'],
    ['an unknown investing type', set({ investingType: 'shares' }), 'investingType'],
    ['a string for a boolean', set({ isRequired: 'yes' }), 'isRequired'],
    ['a negative order', set({ sortOrder: -1 }), 'sortOrder'],
  ],
};

/** What react-admin would send to create a record like this one. */
const createBody = ({ id: _id, createdAt: _c, updatedAt: _u, ...rest }: Row): Row => rest;

describe('console writes refuse bad input with field errors and change nothing', () => {
  const ctx = useTestApp();
  let staff: StaffClient;
  let token = '';
  const audits = async () => Number((await ctx.handle.db.select({ n: count() }).from(auditLog))[0]!.n);

  beforeAll(async () => {
    token = await staffToken(ctx);
    staff = staffClient(ctx, () => token);
    // The inbox starts empty: one inquiry to edit.
    await ctx.handle.db
      .insert(contactInquiries)
      .values({ name: 'N', email: 'n@example.test', category: 'general', subject: 'S', description: 'D' });
  });

  it('every resource with an input schema is covered here', () => {
    const writable = consoleResources.filter((r) => r.input).map((r) => r.name);
    expect(Object.keys(CASES).sort()).toEqual(writable.sort());
  });

  describe.each(Object.entries(CASES))('%s', (resource, cases) => {
    const def = consoleResources.find((r) => r.name === resource)!;
    const canCreate = !def.singleton && def.allow?.create !== false;

    it.each(cases.map(([d, change, field]) => [d, field, change] as const))(
      'refuses %s (field %s)',
      async (_description, field, change) => {
        const list = await staff.get(listUrl(resource, { sort: ['id', 'ASC'], range: [0, 0] }));
        const total = totalOf(list);
        const [record] = list.json() as Row[];
        expect(record, `${resource} has a record to edit`).toBeDefined();
        const auditsBefore = await audits();

        const put = await staff.put(`/api/v1/console/${resource}/${String(record!.id)}`, change(record!));
        expect(put.statusCode, put.body).toBe(400);
        expect(put.json()).toMatchObject({ status: 'fail' });
        expect(put.json().errors).toContainEqual({ field, message: expect.any(String) });

        if (canCreate) {
          const post = await staff.post(`/api/v1/console/${resource}`, createBody(change(record!)));
          expect(post.statusCode, post.body).toBe(400);
          expect(post.json().errors).toContainEqual({ field, message: expect.any(String) });
        }

        const after = await staff.get(`/api/v1/console/${resource}/${String(record!.id)}`);
        expect(after.json()).toEqual(record);
        expect(totalOf(await staff.get(listUrl(resource, { range: [0, 0] })))).toBe(total);
        expect(await audits()).toBe(auditsBefore);
      },
    );

    it('saves a record sent back unchanged (what an untouched react-admin form sends)', async () => {
      const [record] = (await staff.get(listUrl(resource, { sort: ['id', 'ASC'], range: [0, 0] }))).json() as Row[];
      const res = await staff.put(`/api/v1/console/${resource}/${String(record!.id)}`, record);
      expect(res.statusCode, res.body).toBe(200);
      // Menu items are replaced on save, so their ids are new; everything else is as it was.
      const comparable = ({ updatedAt: _u, ...r }: Row) =>
        Array.isArray(r.items) ? { ...r, items: (r.items as Row[]).map(({ id: _id, ...i }) => i) } : r;
      expect(comparable(res.json() as Row)).toEqual(comparable(record!));
    });
  });

  describe('messages', () => {
    it('are translated into the caller language', async () => {
      const fr = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/console/faqs?language=fr',
        headers: { authorization: `Bearer ${token}` },
        payload: { lang: 'fr', question: '', answer: 'R' },
      });
      expect(fr.statusCode).toBe(400);
      expect(fr.json().errors).toEqual([{ field: 'question', message: 'Ce champ est obligatoire.' }]);
    });

    it('name the limits', async () => {
      const res = await staff.post('/api/v1/console/faqs', { lang: 'en', question: long(301), answer: 'A' });
      expect(res.json().errors).toEqual([{ field: 'question', message: 'Must be at most 300 characters.' }]);
      const colour = await staff.put('/api/v1/console/site-settings/1', {
        ...((await staff.get('/api/v1/console/site-settings/1')).json() as Row),
        sitePrimaryColor: 'blue',
      });
      expect(colour.json().errors).toEqual([{ field: 'sitePrimaryColor', message: 'Use a colour such as #1a73e8.' }]);
      const goal = await staff.put('/api/v1/console/campaign-settings/1', {
        ...((await staff.get('/api/v1/console/campaign-settings/1')).json() as Row),
        minGoal: 10,
        maxGoal: 5,
      });
      expect(goal.json().errors).toEqual([{ field: 'maxGoal', message: 'The maximum must not be below the minimum.' }]);
    });
  });

  describe('unique values and records in use', () => {
    it.each([
      ['content-pages', { lang: 'en', slug: 'about-us', title: 'Again', body: 'Body' }, 'slug'],
      ['languages', { code: 'en', name: 'English again', nativeName: 'English', direction: 'ltr' }, 'code'],
      ['currencies', { code: 'usd', name: 'Dollar again', symbol: '$', displayFormat: 'leftSymbol', decimals: 2 }, 'code'],
      ['meta-settings', { lang: 'en', metaTitle: 'T', metaDescription: 'D' }, 'lang'],
      [
        'taxonomy-settings',
        {
          lang: 'fr',
          projectSingular: 'a',
          projectPlural: 'b',
          investorSingular: 'c',
          investorPlural: 'd',
          ownerSingular: 'e',
          ownerPlural: 'f',
        },
        'lang',
      ],
      ['help-categories', { lang: 'en', slug: 'investing', name: 'Investing again' }, 'slug'],
      ['custom-images', { slot: 'home-hero', title: 'Hero again', image: '/demo/hero.svg' }, 'slot'],
      ['lookups', { type: 'categories', slug: 'technology', names: { en: 'Tech again' } }, 'slug'],
    ])('a second %s with the same key is a 409 naming the field', async (resource, body, field) => {
      const total = totalOf(await staff.get(listUrl(resource, { range: [0, 0] })));
      const res = await staff.post(`/api/v1/console/${resource}`, body);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({
        status: 'fail',
        message: 'A record with this value already exists.',
        errors: [{ field, message: 'A record with this value already exists.' }],
      });
      expect(totalOf(await staff.get(listUrl(resource, { range: [0, 0] })))).toBe(total);
    });

    it('renaming a record onto an existing key is a 409 too', async () => {
      const [terms] = (await staff.get(listUrl('content-pages', { filter: { lang: 'en', q: 'terms' } }))).json() as Row[];
      const res = await staff.put(`/api/v1/console/content-pages/${String(terms!.id)}`, { ...terms, slug: 'about-us' });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual([{ field: 'slug', message: 'A record with this value already exists.' }]);
      expect((await staff.get(`/api/v1/console/content-pages/${String(terms!.id)}`)).json()).toMatchObject({ slug: 'terms' });
    });

    it('deleting English is a 409 and English stays', async () => {
      const [en] = (await staff.get(listUrl('languages', { filter: { q: 'English' } }))).json() as Row[];
      expect(en).toMatchObject({ code: 'en' });
      const res = await staff.delete(`/api/v1/console/languages/${String(en!.id)}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        status: 'fail',
        message: 'English is the fallback language: its code cannot change and it cannot be deleted.',
      });
      expect((await staff.get(`/api/v1/console/languages/${String(en!.id)}`)).statusCode).toBe(200);
    });

    it('renaming English is a 409 on the code: it is every list fallback', async () => {
      const [en] = (await staff.get(listUrl('languages', { filter: { q: 'English' } }))).json() as Row[];
      const res = await staff.put(`/api/v1/console/languages/${String(en!.id)}`, { ...en, code: 'xx' });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual([
        { field: 'code', message: 'English is the fallback language: its code cannot change and it cannot be deleted.' },
      ]);
      expect((await staff.get(`/api/v1/console/languages/${String(en!.id)}`)).json()).toMatchObject({ code: 'en' });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/content-page/pages/about-us' })).statusCode).toBe(200);
    });

    it('deleting a language that content is written in is a 409; an unused one can go', async () => {
      const [fr] = (await staff.get(listUrl('languages', { filter: { q: 'French' } }))).json() as Row[];
      const res = await staff.delete(`/api/v1/console/languages/${String(fr!.id)}`);
      expect(res.statusCode).toBe(409);
      expect((await staff.get(`/api/v1/console/languages/${String(fr!.id)}`)).statusCode).toBe(200);

      const created = await staff.post('/api/v1/console/languages', {
        code: 'es',
        name: 'Spanish',
        nativeName: 'Español',
        direction: 'ltr',
      });
      expect(created.statusCode).toBe(201);
      expect((await staff.delete(`/api/v1/console/languages/${String((created.json() as Row).id)}`)).statusCode).toBe(200);
    });

    it('the default language cannot be unset or deactivated: it can only move to another language', async () => {
      const [en] = (await staff.get(listUrl('languages', { filter: { q: 'English' } }))).json() as Row[];
      for (const change of [{ isDefault: false }, { active: false }]) {
        const res = await staff.put(`/api/v1/console/languages/${String(en!.id)}`, { ...en, ...change });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('Choose another default language first: the site always needs an active default language.');
      }
      expect((await staff.get(`/api/v1/console/languages/${String(en!.id)}`)).json()).toMatchObject({ isDefault: true, active: true });
    });

    it('making another language the default moves the flag: there is one default', async () => {
      const created = await staff.post('/api/v1/console/languages', {
        code: 'pt',
        name: 'Portuguese',
        nativeName: 'Português',
        direction: 'ltr',
        isDefault: true,
      });
      expect(created.statusCode, created.body).toBe(201);
      try {
        const defaults = (await staff.get(listUrl('languages', { range: [0, 99] }))).json() as Row[];
        expect(defaults.filter((l) => l.isDefault).map((l) => l.code)).toEqual(['pt']);
        // The default language cannot be deleted either.
        expect((await staff.delete(`/api/v1/console/languages/${String((created.json() as Row).id)}`)).statusCode).toBe(409);
      } finally {
        const [en] = (await staff.get(listUrl('languages', { filter: { q: 'English' } }))).json() as Row[];
        await staff.put(`/api/v1/console/languages/${String(en!.id)}`, { ...en, isDefault: true });
        await staff.delete(`/api/v1/console/languages/${String((created.json() as Row).id)}`);
      }
    });

    it('singletons cannot be created or deleted', async () => {
      const record = (await staff.get('/api/v1/console/site-settings/1')).json() as Row;
      expect((await staff.post('/api/v1/console/site-settings', createBody(record))).statusCode).toBe(404);
      expect((await staff.delete('/api/v1/console/site-settings/1')).statusCode).toBe(404);
      expect((await staff.get('/api/v1/console/site-settings/1')).statusCode).toBe(200);
    });
  });
});
