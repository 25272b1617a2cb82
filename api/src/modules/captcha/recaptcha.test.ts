import { captchaSettings, DEMO_LOGINS, DEMO_PASSWORD } from '@cf/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { freshEmail, post, signupBody } from '../../../test/accounts';
import { dataOf, insertUser, nextIp, useTestApp } from '../../../test/app';
import { type FakeRecaptcha, startFakeRecaptcha } from '../../../test/fake-recaptcha';

const contact = { name: 'Grace Hopper', email: 'grace@example.test', category: 'general', subject: 'A question', description: 'Hello' };
const ON = { adminLogin: true, frontLogin: true, frontSignup: true, contactUs: true, newsletter: true };

describe('reCAPTCHA (the second captcha provider), against a fake siteverify', () => {
  // The fake's address is filled in once it listens: the app keeps this object.
  const recaptcha: AppConfig['recaptcha'] = { verifyUrl: 'http://127.0.0.1:9/unused' };
  const ctx = useTestApp({ recaptcha });
  let fake: FakeRecaptcha;
  const settings = (values: Partial<typeof captchaSettings.$inferInsert>) => ctx.handle.db.update(captchaSettings).set(values);

  beforeAll(async () => {
    fake = await startFakeRecaptcha();
    recaptcha.verifyUrl = fake.verifyUrl;
  });
  afterAll(async () => fake?.close());

  describe('with reCAPTCHA selected and both keys given', () => {
    beforeEach(async () => {
      recaptcha.verifyUrl = fake.verifyUrl;
      await settings({ provider: 'recaptcha', recaptchaSiteKey: 'site-key-1', recaptchaSecretKey: fake.secret, ...ON });
      ctx.app.publicCache.clearLocal();
    });

    it('the public settings name the provider and the site key, never the secret', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/recaptcha/front' });
      expect(dataOf(res)).toMatchObject({ provider: 'recaptcha', recaptchaSiteKey: 'site-key-1', contactUs: true });
      expect(res.body).not.toContain(fake.secret);
      const challenge = await ctx.app.inject({ method: 'GET', url: '/api/v1/captcha', remoteAddress: nextIp() });
      expect(dataOf(challenge)).toEqual({ provider: 'recaptcha', siteKey: 'site-key-1' });
    });

    it('contact-us: a good token passes once, with the secret and the token sent to siteverify', async () => {
      const token = fake.issue();
      const ok = await post(ctx, '/contact-us', { ...contact, captchaToken: token });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(Object.fromEntries(fake.calls.at(-1)!)).toMatchObject({
        secret: fake.secret,
        response: token,
        remoteip: expect.stringMatching(/^10\.77\./),
      });

      const reused = await post(ctx, '/contact-us', { ...contact, captchaToken: token });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toMatchObject({
        message: 'Captcha does not match.',
        errors: [{ field: 'captchaText', message: 'Captcha does not match.' }],
      });
    });

    it('contact-us: a token the fake never issued, or none, is a 400 with the translated message', async () => {
      const bad = await post(ctx, '/contact-us?language=fr', { ...contact, captchaToken: 'forged-token' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([{ field: 'captchaText', message: 'Le captcha ne correspond pas.' }]);

      const none = await post(ctx, '/contact-us', { ...contact, captchaId: '7d5b1b1e-4a43-4b0e-9a3b-1f1f1f1f1f1f', captchaText: 'abcde' });
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual([{ field: 'captchaText', message: 'Please tick “I’m not a robot”.' }]);
    });

    it('sign-up and sign-in pass with a good token and refuse a reused one', async () => {
      const token = fake.issue();
      const signup = await post(ctx, '/users/signup', { ...signupBody({ email: freshEmail('recaptcha') }), captchaToken: token });
      expect(signup.statusCode, signup.body).toBe(201);
      const again = await post(ctx, '/users/signup', { ...signupBody({ email: freshEmail('recaptcha2') }), captchaToken: token });
      expect(again.statusCode).toBe(400);

      const user = await insertUser(ctx);
      const login = await post(ctx, '/users/login', { email: user.email, password: user.password, captchaToken: fake.issue() });
      expect(login.statusCode, login.body).toBe(200);
      const forged = await post(ctx, '/users/login', { email: user.email, password: user.password, captchaToken: 'forged' });
      expect(forged.statusCode).toBe(400);
    });

    it('the console sign-in checks the token too', async () => {
      const session = (captchaToken: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/console/session',
          payload: { email: DEMO_LOGINS.admin, password: DEMO_PASSWORD, captchaToken },
          remoteAddress: nextIp(),
        });
      expect((await session('forged')).statusCode).toBe(400);
      const ok = await session(fake.issue());
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('siteverify unreachable, or refusing the secret key, is a clear 503, never a 500 nor a "does not match"', async () => {
      recaptcha.verifyUrl = 'http://127.0.0.1:9/recaptcha/api/siteverify';
      const down = await post(ctx, '/contact-us', { ...contact, captchaToken: fake.issue() });
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toBe('The captcha check is not available right now. Please try again in a moment.');

      recaptcha.verifyUrl = fake.verifyUrl;
      await settings({ recaptchaSecretKey: 'a-wrong-secret' });
      const wrongKey = await post(ctx, '/contact-us', { ...contact, captchaToken: fake.issue() });
      expect(wrongKey.statusCode).toBe(503);
    });
  });

  describe('with the built-in image captcha (the default)', () => {
    beforeEach(async () => {
      await settings({ provider: 'svg', recaptchaSiteKey: 'site-key-1', recaptchaSecretKey: fake.secret, ...ON });
      ctx.app.publicCache.clearLocal();
    });

    it('asks for the image text and never calls siteverify, even with a token', async () => {
      const calls = fake.calls.length;
      const res = await post(ctx, '/contact-us', { ...contact, captchaToken: fake.issue() });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'captchaText', message: 'Please enter the captcha text.' }]);
      expect(fake.calls.length).toBe(calls);
      const challenge = await ctx.app.inject({ method: 'GET', url: '/api/v1/captcha', remoteAddress: nextIp() });
      expect(dataOf(challenge)).toEqual({ captchaId: expect.any(String), svg: expect.stringContaining('<svg') });
    });

    it('reCAPTCHA chosen without its secret key stays on the image captcha, also in the public settings', async () => {
      await settings({ provider: 'recaptcha', recaptchaSecretKey: null });
      ctx.app.publicCache.clearLocal();
      const flags = dataOf<{ provider: string }>(await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/recaptcha/front' }));
      expect(flags.provider).toBe('svg');
      const res = await post(ctx, '/contact-us', { ...contact, captchaToken: fake.issue() });
      expect(res.json().errors).toEqual([{ field: 'captchaText', message: 'Please enter the captcha text.' }]);
    });
  });
});
