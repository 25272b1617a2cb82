import { createHash, randomUUID } from 'node:crypto';
import { captchaChallenges, contactInquiries, newsletterSubscribers } from '@cf/db';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, dataOf, nextIp, staffClient, staffToken, useTestApp } from '../../../test/app';

const validContact = {
  name: 'Grace Hopper',
  email: 'grace@example.test',
  category: 'general',
  subject: 'A question',
  description: 'How do I raise capital?',
};

/**
 * A challenge with a known answer, stored the way the captcha service stores it (a hash of id and
 * lower-cased text). The SVG's text itself is never readable, which is the point of the captcha.
 */
async function knownChallenge(ctx: ReturnType<typeof useTestApp>, text: string, expiresInMs = 60_000) {
  const id = randomUUID();
  const answerHash = createHash('sha256').update(`${id}:${text.toLowerCase()}`).digest('hex');
  await ctx.handle.db.insert(captchaChallenges).values({ id, answerHash, expiresAt: new Date(Date.now() + expiresInMs) });
  return id;
}

describe('public writes: contact form, newsletter, captcha', () => {
  const ctx = useTestApp();
  let token = '';
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers, remoteAddress: nextIp() });
  const inquiries = async () => Number((await ctx.handle.db.select({ n: count() }).from(contactInquiries))[0]!.n);
  const setContactCaptcha = async (on: boolean) => {
    const staff = staffClient(ctx, () => token);
    const current = (await staff.get('/api/v1/console/captcha-settings/1')).json() as Record<string, unknown>;
    const res = await staff.put('/api/v1/console/captcha-settings/1', { ...current, contactUs: on });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    token = await staffToken(ctx);
  });

  describe('POST /api/v1/contact-us', () => {
    it('refuses a missing subject and a 201-character description with field errors, storing nothing', async () => {
      const before = await inquiries();
      const { subject: _s, ...noSubject } = validContact;
      const res = await post('/contact-us', { ...noSubject, description: 'x'.repeat(201) });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.status).toBe('fail');
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { field: 'subject', message: 'This field is required.' },
          { field: 'description', message: 'Must be at most 200 characters.' },
        ]),
      );
      expect(await inquiries()).toBe(before);
    });

    it('accepts exactly 200 characters (the limit is inclusive) as far as validation goes', async () => {
      const res = await post('/contact-us', { ...validContact, description: 'y'.repeat(200) });
      // Validation passed; the captcha (on in the demo data) is what is missing.
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'captchaText', message: 'Please enter the captcha text.' }]);
    });

    it('translates the messages: Accept-Language: fr and ?language=fr', async () => {
      const bad = { ...validContact, subject: '   ', email: 'not-an-email', category: 'gossip' };
      for (const [url, headers] of [
        ['/contact-us', { 'accept-language': 'fr-FR,fr;q=0.9' }],
        ['/contact-us?language=fr', {}],
      ] as const) {
        const res = await post(url, bad, headers);
        expect(res.statusCode).toBe(400);
        const body = res.json();
        expect(body.message).toBe(body.errors[0].message);
        expect(body.errors).toEqual(
          expect.arrayContaining([
            { field: 'subject', message: 'Ce champ est obligatoire.' },
            { field: 'email', message: 'L’adresse e-mail est invalide.' },
            { field: 'category', message: 'Ce champ est obligatoire.' },
          ]),
        );
      }
    });

    it('refuses a javascript: link and accepts an empty optional link', async () => {
      const res = await post('/contact-us', { ...validContact, extraLink: 'javascript:alert(1)' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'extraLink', message: 'Please enter a valid URL.' }]);
      const empty = await post('/contact-us', { ...validContact, extraLink: '' });
      expect(empty.json().errors).toEqual([{ field: 'captchaText', message: 'Please enter the captcha text.' }]);
    });

    it('while the captcha is on: asks for it, refuses a wrong answer, and never accepts a challenge twice', async () => {
      const before = await inquiries();
      const missing = await post('/contact-us', validContact);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ errors: [{ field: 'captchaText', message: 'Please enter the captcha text.' }] });

      const challenge = await ctx.app.inject({ method: 'GET', url: '/api/v1/captcha', remoteAddress: nextIp() });
      expect(challenge.headers['cache-control']).toBe('no-store');
      const { captchaId, svg } = dataOf<{ captchaId: string; svg: string }>(challenge);
      expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
      const wrong = await post('/contact-us', { ...validContact, captchaId, captchaText: 'zzzzz' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: 'Captcha does not match.', errors: [{ field: 'captchaText' }] });

      const notAnId = await post('/contact-us', { ...validContact, captchaId: 'abc', captchaText: 'zzzzz' });
      expect(notAnId.statusCode).toBe(400);
      expect(notAnId.json().errors).toEqual([{ field: 'captchaId', message: 'Please enter the captcha text.' }]);
      expect(await inquiries()).toBe(before);
    });

    it('accepts the right answer once (any case), then refuses the same challenge', async () => {
      const captchaId = await knownChallenge(ctx, 'k7mxp');
      const before = await inquiries();
      const ok = await post('/contact-us?language=fr', { ...validContact, captchaId, captchaText: ' K7MXP ' });
      expect(ok.statusCode, ok.body).toBe(201);
      const created = ok.json().data.data as { id: number; createdAt: string };
      expect(await inquiries()).toBe(before + 1);
      const [row] = await ctx.handle.db.select().from(contactInquiries).where(eq(contactInquiries.id, created.id));
      expect(row).toMatchObject({ subject: 'A question', lang: 'fr', handled: false, userId: null });

      const again = await post('/contact-us', { ...validContact, captchaId, captchaText: 'k7mxp' });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('Captcha does not match.');
      expect(await inquiries()).toBe(before + 1);
    });

    it('refuses an expired challenge', async () => {
      const captchaId = await knownChallenge(ctx, 'abcde', -1000);
      const res = await post('/contact-us', { ...validContact, captchaId, captchaText: 'abcde' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Captcha does not match.');
    });

    it('succeeds without a captcha once staff switch it off for the contact form', async () => {
      await setContactCaptcha(false);
      try {
        const flags = dataOf<{ contactUs: boolean }>(await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/recaptcha/front' }));
        expect(flags.contactUs).toBe(false);
        const user = await createUser(ctx);
        const res = await post(
          '/contact-us',
          { ...validContact, subject: 'Signed in', extraLink: 'https://example.com/deck' },
          bearer(user.token),
        );
        expect(res.statusCode, res.body).toBe(201);
        const body = res.json();
        expect(body).toMatchObject({ status: 'success', data: { data: { id: expect.any(Number), createdAt: expect.any(String) } } });
        const [row] = await ctx.handle.db.select().from(contactInquiries).where(eq(contactInquiries.id, body.data.data.id));
        expect(row).toMatchObject({ subject: 'Signed in', userId: user.id, extraLink: 'https://example.com/deck', lang: 'en' });
      } finally {
        await setContactCaptcha(true);
      }
    });
  });

  describe('POST /api/v1/newsletter/subscribe', () => {
    it('subscribes an address once; the same address in another case is a 409 with the spec message', async () => {
      const res = await post('/newsletter/subscribe', { email: 'News.Reader@Example.test' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ status: 'success', data: { data: { id: expect.any(Number), email: 'news.reader@example.test' } } });

      const again = await post('/newsletter/subscribe', { email: 'NEWS.READER@example.TEST' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        status: 'fail',
        message: 'This email is already subscribed.',
        errors: [{ field: 'email', message: 'This email is already subscribed.' }],
      });
      const fr = await post('/newsletter/subscribe?language=fr', { email: 'news.reader@example.test' });
      expect(fr.json().message).toBe('Cette adresse e-mail est déjà inscrite.');
      const rows = await ctx.handle.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, 'news.reader@example.test'));
      expect(rows).toHaveLength(1);
    });

    it('refuses an invalid address with the field', async () => {
      const res = await post('/newsletter/subscribe', { email: 'nope' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'fail', errors: [{ field: 'email', message: 'Email is invalid.' }] });
      const missing = await post('/newsletter/subscribe', {});
      expect(missing.json()).toMatchObject({ errors: [{ field: 'email', message: 'This field is required.' }] });
    });

    it('subscribes the signed-in user through current-user-newsletter-subscribe', async () => {
      const user = await createUser(ctx);
      const url = '/api/v1/users/current-user-newsletter-subscribe';
      const first = await ctx.app.inject({ method: 'POST', url, headers: bearer(user.token), remoteAddress: nextIp() });
      expect(first.statusCode).toBe(201);
      expect(first.json().data.data.email).toBe(user.email.toLowerCase());
      const second = await ctx.app.inject({ method: 'POST', url, headers: bearer(user.token), remoteAddress: nextIp() });
      expect(second.statusCode).toBe(409);
      expect((await ctx.app.inject({ method: 'POST', url, remoteAddress: nextIp() })).statusCode).toBe(401);
    });

    it('limits writes per address (20 per 10 minutes) with a 429 envelope', async () => {
      const ip = nextIp();
      const send = (i: number) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/newsletter/subscribe',
          payload: { email: `flood${i}@example.test` },
          remoteAddress: ip,
        });
      for (let i = 0; i < 20; i++) expect((await send(i)).statusCode).toBe(201);
      const limited = await send(20);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ status: 'fail', message: 'Too many requests. Please wait a moment and try again.' });
    });
  });

  describe('malformed requests are 4xx, never 500', () => {
    const raw = (payload: string, contentType: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/newsletter/subscribe',
        payload,
        headers: { 'content-type': contentType },
        remoteAddress: nextIp(),
      });

    it('broken JSON is a 400 envelope', async () => {
      const res = await raw('{"email":', 'application/json');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'fail', message: 'Please correct the highlighted fields.' });
    });

    it('an empty JSON body, a JSON array, plain text and an unknown content type are refused', async () => {
      expect((await raw('', 'application/json')).statusCode).toBe(400);
      const array = await raw('[1,2]', 'application/json');
      expect(array.statusCode).toBe(400);
      expect((await raw('email=a@b.test', 'text/plain')).statusCode).toBe(400);
      const xml = await raw('<email>a@b.test</email>', 'application/xml');
      expect(xml.statusCode).toBe(415);
      expect(xml.json()).toMatchObject({ status: 'fail' });
    });

    it('a body over 1 MB is a 413', async () => {
      const res = await raw(JSON.stringify({ email: 'a@b.test', pad: 'x'.repeat(1_100_000) }), 'application/json');
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ status: 'fail' });
    });
  });
});
