import { contactInquiries, faqs, newsletterSubscribers } from '@cf/db';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listUrl, type StaffClient, staffClient, staffToken, totalOf, useTestApp } from '../../test/app';

type Row = Record<string, unknown> & { id: number };

const CONSOLE_ORIGIN = 'https://console.example.test';

describe('console protocol (ra-data-simple-rest)', () => {
  const ctx = useTestApp({ corsOrigins: [CONSOLE_ORIGIN] });
  let token = '';
  let staff: StaffClient;
  const faqCount = async (lang?: string) =>
    Number(
      (
        await ctx.handle.db
          .select({ n: count() })
          .from(faqs)
          .where(lang ? eq(faqs.lang, lang) : undefined)
      )[0]!.n,
    );

  beforeAll(async () => {
    token = await staffToken(ctx);
    staff = staffClient(ctx, () => token);
  });

  describe('list', () => {
    it('sorts by sort=["field","DESC"]', async () => {
      const res = await staff.get(listUrl('faqs', { sort: ['question', 'DESC'], filter: { lang: 'en' } }));
      expect(res.statusCode).toBe(200);
      const rows = res.json() as Row[];
      expect(rows.slice(0, 4).map((r) => r.question)).toEqual([
        'Who can invest?',
        'What happens if a campaign does not reach its goal?',
        'How much can I invest?',
        'Are there fees for investors?',
      ]);
      const asc = (await staff.get(listUrl('faqs', { sort: ['question', 'ASC'], filter: { lang: 'en' } }))).json() as Row[];
      expect(asc[0]!.question).toBe('Are there fees for investors?');
    });

    it('pages with range=[0,1]: two rows and Content-Range "faqs 0-1/<total>"', async () => {
      const total = await faqCount();
      const res = await staff.get(listUrl('faqs', { range: [0, 1], sort: ['id', 'ASC'] }));
      expect(res.json()).toHaveLength(2);
      expect(res.headers['content-range']).toBe(`faqs 0-1/${total}`);
      const next = await staff.get(listUrl('faqs', { range: [2, 3], sort: ['id', 'ASC'] }));
      expect(next.headers['content-range']).toBe(`faqs 2-3/${total}`);
      const ids = [...(res.json() as Row[]), ...(next.json() as Row[])].map((r) => r.id);
      expect(new Set(ids).size).toBe(4);
      const beyond = await staff.get(listUrl('faqs', { range: [9000, 9009] }));
      expect(beyond.json()).toEqual([]);
      expect(beyond.headers['content-range']).toBe(`faqs 9000-9000/${total}`);
    });

    it('exposes Content-Range to the allowed origin (CORS), and nothing to another origin', async () => {
      const url = listUrl('faqs', { range: [0, 0] });
      const allowed = await ctx.app.inject({ method: 'GET', url, headers: { origin: CONSOLE_ORIGIN, authorization: `Bearer ${token}` } });
      expect(allowed.headers['access-control-allow-origin']).toBe(CONSOLE_ORIGIN);
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      expect(String(allowed.headers['access-control-expose-headers'])).toContain('Content-Range');
      const other = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { origin: 'https://evil.example.test', authorization: `Bearer ${token}` },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('uses the default page of 25 without a range and caps a page at 1000 rows', async () => {
      const res = await staff.get(listUrl('lookups'));
      expect(res.json()).toHaveLength(25);
      expect(res.headers['content-range']).toMatch(/^lookups 0-24\/\d+$/);
      const big = await staff.get(listUrl('lookups', { range: [0, 100_000] }));
      expect((big.json() as Row[]).length).toBe(totalOf(big));
    });

    it('filters with filter={"lang":"fr"} and searches with filter={"q":...}', async () => {
      const fr = await staff.get(listUrl('faqs', { filter: { lang: 'fr' } }));
      const rows = fr.json() as Row[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.lang === 'fr')).toBe(true);
      expect(totalOf(fr)).toBe(await faqCount('fr'));

      const q = await staff.get(listUrl('faqs', { filter: { q: 'ACCREDITED' } }));
      expect((q.json() as Row[]).map((r) => r.question)).toEqual(['Who can invest?']);
      // LIKE wildcards typed by staff are searched for literally.
      const wildcard = await staff.get(listUrl('faqs', { filter: { q: '%' } }));
      expect(wildcard.json()).toEqual([]);
      // Filters the resource does not know are ignored (react-admin sends UI-only ones).
      const unknown = await staff.get(listUrl('faqs', { filter: { lang: 'fr', colour: 'blue' } }));
      expect(totalOf(unknown)).toBe(totalOf(fr));
    });

    it('searches lookups by their names in every language as well as the slug', async () => {
      const byName = await staff.get(listUrl('lookups', { filter: { q: 'Royaume' } }));
      expect((byName.json() as Row[]).map((r) => r.slug)).toEqual(['united-kingdom']);
      const bySlug = await staff.get(listUrl('lookups', { filter: { q: 'series-', type: 'investing-round' } }));
      expect((bySlug.json() as Row[]).map((r) => r.slug).sort()).toEqual(['series-a', 'series-b']);
      const wildcard = await staff.get(listUrl('lookups', { filter: { q: '_' } }));
      expect(wildcard.json()).toEqual([]);
      // The language keys of the names are not searched: "en" is in no name or slug of these two.
      const keys = await staff.get(listUrl('lookups', { filter: { q: 'en', type: 'types' } }));
      expect(keys.json()).toEqual([]);
      const countries = await staff.get(listUrl('lookups', { filter: { type: 'countries' }, sort: ['slug', 'ASC'] }));
      expect((countries.json() as Row[]).every((r) => r.type === 'countries')).toBe(true);
    });

    it('getMany: filter={"id":[a,b]} returns exactly those records', async () => {
      const [a, b] = (await staff.get(listUrl('faqs', { range: [0, 1], sort: ['id', 'ASC'] }))).json() as Row[];
      const res = await staff.get(listUrl('faqs', { filter: { id: [b!.id, a!.id] } }));
      expect((res.json() as Row[]).map((r) => r.id).sort()).toEqual([a!.id, b!.id].sort());
      expect(res.headers['content-range']).toBe('faqs 0-1/2');
      // Ids that cannot exist give nothing, not an error.
      const none = await staff.get(listUrl('faqs', { filter: { id: ['abc', -1] } }));
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual([]);
      const users = await staff.get(listUrl('users', { filter: { id: ['not-a-uuid'] } }));
      expect(users.json()).toEqual([]);
    });

    it.each([
      ['sort', 'sort=not-json'],
      ['sort', 'sort=["question","SIDEWAYS"]'],
      ['range', 'range=[0'],
      ['range', 'range=[5,1]'],
      ['range', 'range=[-1,3]'],
      ['range', 'range={"a":1}'],
      ['filter', 'filter={lang:fr}'],
      ['filter', 'filter=[1,2]'],
    ])('refuses a malformed %s (%s) with 400, not 500', async (field, query) => {
      const res = await staff.get(`/api/v1/console/faqs?${query.replace(/[[\]{}"]/g, encodeURIComponent)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'fail', errors: [{ field, message: 'Please enter valid format.' }] });
    });

    it.each([
      ['help-questions', { categoryId: 'abc' }],
      ['help-questions', { categoryId: 99_999_999_999 }],
      ['audit-log', { actorId: 'not-a-uuid' }],
      ['faqs', { showInFooter: 'maybe' }],
      ['faqs', { lang: { $ne: 'en' } }],
      ['faqs', { lang: ['en', { x: 1 }] }],
    ])('refuses a filter value the column cannot hold (%s %j) with 400, not 500', async (resource, filter) => {
      const res = await staff.get(listUrl(resource, { filter }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'fail', errors: [{ field: 'filter' }] });
    });

    it('a range beyond what the database can count is a 400, not a 500', async () => {
      const res = await staff.get(listUrl('faqs', { range: [1e19, 1e19 + 10] }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'fail' });
    });

    it('ignores a sort on a column that cannot be sorted (falls back to the default order)', async () => {
      const res = await staff.get(listUrl('faqs', { sort: ['answer; drop table faqs', 'ASC'], range: [0, 0] }));
      expect(res.statusCode).toBe(200);
      expect(await faqCount()).toBeGreaterThan(0);
    });
  });

  describe('one record', () => {
    it('GET /:id gives the record; unknown id 404; non-numeric id 404', async () => {
      const [first] = (await staff.get(listUrl('faqs', { range: [0, 0], sort: ['id', 'ASC'] }))).json() as Row[];
      const one = await staff.get(`/api/v1/console/faqs/${first!.id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ id: first!.id, lang: first!.lang, question: first!.question, answer: expect.any(String) });
      for (const id of ['999999', 'abc', '1.5', '-1', '12345678901']) {
        const res = await staff.get(`/api/v1/console/faqs/${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ status: 'fail', message: 'No records found.' });
      }
      expect((await staff.get('/api/v1/console/users/not-a-uuid')).statusCode).toBe(404);
      expect((await staff.put('/api/v1/console/faqs/999999', { lang: 'en', question: 'Q', answer: 'A' })).statusCode).toBe(404);
      expect((await staff.put('/api/v1/console/faqs/abc', { lang: 'en', question: 'Q', answer: 'A' })).statusCode).toBe(404);
      expect((await staff.delete('/api/v1/console/faqs/999999')).statusCode).toBe(404);
      expect((await staff.delete('/api/v1/console/faqs/abc')).statusCode).toBe(404);
    });

    it('create (201), update, delete', async () => {
      const before = await faqCount();
      const created = await staff.post('/api/v1/console/faqs', { lang: 'fr', question: '  Une question ?  ', answer: 'Une réponse.' });
      expect(created.statusCode).toBe(201);
      const record = created.json() as Row;
      expect(record).toMatchObject({ id: expect.any(Number), lang: 'fr', question: 'Une question ?', showInFooter: false, sortOrder: 0 });
      expect(await faqCount()).toBe(before + 1);

      const updated = await staff.put(`/api/v1/console/faqs/${record.id}`, {
        ...record,
        question: 'Une autre question ?',
        showInFooter: true,
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ id: record.id, question: 'Une autre question ?', showInFooter: true });
      expect(new Date(String((updated.json() as Row).updatedAt)).getTime()).toBeGreaterThanOrEqual(
        new Date(String(record.updatedAt)).getTime(),
      );
      expect((await staff.get(`/api/v1/console/faqs/${record.id}`)).json()).toMatchObject({ question: 'Une autre question ?' });

      const deleted = await staff.delete(`/api/v1/console/faqs/${record.id}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toMatchObject({ id: record.id, question: 'Une autre question ?' });
      expect((await staff.get(`/api/v1/console/faqs/${record.id}`)).statusCode).toBe(404);
      expect(await faqCount()).toBe(before);
    });

    it('a lookup round-trips: create with names per language, update, delete', async () => {
      const created = await staff.post('/api/v1/console/lookups', {
        type: 'categories',
        slug: 'space',
        names: { en: 'Space', fr: 'Espace' },
        code: '',
      });
      expect(created.statusCode).toBe(201);
      const record = created.json() as Row;
      expect(record).toMatchObject({ type: 'categories', slug: 'space', names: { en: 'Space', fr: 'Espace' }, code: null, active: true });
      const saved = await staff.put(`/api/v1/console/lookups/${record.id}`, {
        ...record,
        names: { en: 'Space', fr: 'Espace', ar: 'الفضاء' },
      });
      expect(saved.json()).toMatchObject({ names: { ar: 'الفضاء' } });
      expect((await staff.delete(`/api/v1/console/lookups/${record.id}`)).statusCode).toBe(200);
    });
  });

  describe('records staff may read but not see everything of', () => {
    it('users never show a password hash or a two-factor secret', async () => {
      const res = await staff.get(listUrl('users', { filter: { isAdmin: true } }));
      const rows = res.json() as Row[];
      expect(rows.map((r) => r.email)).toContain('admin@demo.test');
      expect(rows.every((r) => r.isAdmin === true)).toBe(true);
      expect(res.body).not.toMatch(/passwordHash|twoFactorSecret|\$argon2/);
      const one = await staff.get(`/api/v1/console/users/${rows[0]!.id}`);
      expect(one.json()).not.toHaveProperty('passwordHash');
    });

    it('social sign-up and captcha secrets are write-only: shown as a flag, kept when the form leaves them empty', async () => {
      const [google] = (await staff.get(listUrl('social-signup-settings', { filter: {} }))).json() as Row[];
      const put = (body: Row) => staff.put(`/api/v1/console/social-signup-settings/${google!.id}`, body);
      const first = await put({ ...google!, enabled: true, clientId: 'cid', clientSecret: 'top-secret-1' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ clientSecret: null, hasClientSecret: true });
      expect(first.body).not.toContain('top-secret-1');
      const kept = await put({ ...(first.json() as Row), clientSecret: '' });
      expect(kept.json()).toMatchObject({ hasClientSecret: true });
      expect((await staff.get(listUrl('social-signup-settings'))).body).not.toContain('top-secret-1');

      const captcha = (await staff.get('/api/v1/console/captcha-settings/1')).json() as Row;
      const withKey = await staff.put('/api/v1/console/captcha-settings/1', { ...captcha, recaptchaSecretKey: 'recaptcha-secret-2' });
      expect(withKey.json()).toMatchObject({ recaptchaSecretKey: null, hasRecaptchaSecret: true });
      expect(withKey.body).not.toContain('recaptcha-secret-2');
    });

    it('marking a contact inquiry handled stamps the time once', async () => {
      const [row] = await ctx.handle.db
        .insert(contactInquiries)
        .values({ name: 'A', email: 'a@example.test', category: 'press', subject: 'Press', description: 'D' })
        .returning();
      const handled = await staff.put(`/api/v1/console/contact-inquiries/${row!.id}`, { handled: true, staffNote: 'Answered' });
      expect(handled.statusCode).toBe(200);
      const first = handled.json() as Row;
      expect(first).toMatchObject({ handled: true, staffNote: 'Answered', handledAt: expect.any(String) });
      const again = await staff.put(`/api/v1/console/contact-inquiries/${row!.id}`, { handled: true, staffNote: 'Still answered' });
      expect((again.json() as Row).handledAt).toBe(first.handledAt);
      const reopened = await staff.put(`/api/v1/console/contact-inquiries/${row!.id}`, { handled: false, staffNote: null });
      expect(reopened.json()).toMatchObject({ handled: false, handledAt: null });
      expect((await staff.post('/api/v1/console/contact-inquiries', { handled: true })).statusCode).toBe(404);
    });

    it('exports newsletter subscribers as CSV with formulas defused', async () => {
      await ctx.handle.db.insert(newsletterSubscribers).values([
        { email: 'plain@example.test', lang: 'fr' },
        { email: '=HYPERLINK("http://evil.test")@example.test', lang: 'en' },
      ]);
      const res = await staff.get('/api/v1/console/newsletter-subscribers/export.csv');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toContain('attachment');
      const lines = res.body.trim().split('\r\n');
      expect(lines[0]).toBe('email,language,subscribedAt');
      expect(lines).toContainEqual(expect.stringMatching(/^"plain@example\.test","fr","\d{4}-\d{2}-\d{2}T/));
      expect(lines).toContainEqual(expect.stringMatching(/^"'=HYPERLINK\(""http:\/\/evil\.test""\)@example\.test","en",/));
    });
  });
});
