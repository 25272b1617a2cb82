import { createHash, randomUUID } from 'node:crypto';
import { captchaChallenges, captchaSettings, invites, userTokens, users } from '@cf/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/crypto';
import { freshEmail, linkIn, outboxFor, post, signupBody } from '../../../test/accounts';
import { insertUser, nextIp, useTestApp } from '../../../test/app';

describe('sign-up', () => {
  const ctx = useTestApp();
  const signup = (body: Record<string, unknown>, headers: Record<string, string> = {}) => post(ctx, '/users/signup', body, headers);
  const userByEmail = async (email: string) => (await ctx.handle.db.select().from(users).where(eq(users.email, email)))[0];

  describe('POST /users/signup', () => {
    it('creates an inactive account (201), hashed with argon2id, and e-mails the activation link in the request language', async () => {
      const body = signupBody({ email: freshEmail('Ada').replace('ada', 'ADA') });
      const res = await signup(body);
      expect(res.statusCode).toBe(201);
      const user = res.json().data.data;
      expect(user).toMatchObject({
        email: body.email.toLowerCase(),
        firstName: 'Ada',
        lastName: 'Lovelace',
        userType: 'investor',
        status: 'inactive',
      });
      expect(res.body).not.toMatch(/passwordHash|argon2|Tr1cky/);

      const row = await userByEmail(body.email.toLowerCase());
      expect(row).toMatchObject({ status: 'inactive', phoneNumber: '+33612345678', notificationLanguage: 'en', emailVerifiedAt: null });
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row!.slug).toMatch(/^ada-lovelace(-\d+)?$/);

      const [mail] = await outboxFor(ctx, row!.email);
      expect(mail).toMatchObject({
        to: row!.email,
        template: 'activation',
        lang: 'en',
        userId: row!.id,
        subject: 'Activate your Fundright account',
      });
      const link = linkIn(mail!.text);
      const match = new RegExp(`^http://localhost/activate-account/${row!.id}/([A-Za-z0-9_-]{40,})/email$`).exec(link);
      expect(match).not.toBeNull();
      expect(mail!.html).toContain(link);
      // Only the hash of the token is stored; it lasts 48 hours.
      const [token] = await ctx.handle.db.select().from(userTokens).where(eq(userTokens.userId, row!.id));
      expect(token).toMatchObject({ purpose: 'activation', tokenHash: sha256(match![1]!), usedAt: null });
      const hours = (token!.expiresAt.getTime() - Date.now()) / 3600_000;
      expect(hours).toBeGreaterThan(47.9);
      expect(hours).toBeLessThanOrEqual(48);
    });

    it('gives each account a unique slug made from the name', async () => {
      const a = await signup(signupBody({ firstName: 'Zoë', lastName: 'Brontë-Smith' }));
      const b = await signup(signupBody({ firstName: 'Zoë', lastName: 'Brontë-Smith' }));
      const c = await signup(signupBody({ firstName: 'عبد', lastName: 'الله' }));
      const slugs = [a, b, c].map((r) => r.json().data.data.slug);
      expect(slugs[0]).toBe('zoe-bronte-smith');
      expect(slugs[1]).toBe('zoe-bronte-smith-2');
      expect(slugs[2]).toMatch(/^user(-\d+)?$/);
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      ['no first name', { firstName: '' }, 'firstName', 'This field is required.'],
      ['a last name over 20 characters', { lastName: 'L'.repeat(21) }, 'lastName', 'Must be at most 20 characters.'],
      ['a name with digits', { firstName: 'R2D2' }, 'firstName', 'Use letters, hyphens and parentheses, with single spaces between words.'],
      ['no e-mail', { email: '' }, 'email', 'This field is required.'],
      ['an invalid e-mail', { email: 'ada@@example' }, 'email', 'Email is invalid.'],
      ['a short password', { password: 'Ab1!', confirmPassword: 'Ab1!' }, 'password', 'Must be at least 8 characters.'],
      [
        'a password without a special character',
        { password: 'Tr1ckyPassage', confirmPassword: 'Tr1ckyPassage' },
        'password',
        'Use at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character.',
      ],
      ['a confirmation that differs', { confirmPassword: 'Tr1cky!Passages' }, 'confirmPassword', 'Passwords do not match.'],
      ['no phone', { phoneNumber: '' }, 'phoneNumber', 'This field is required.'],
      ['an invalid phone', { phoneNumber: '12-34' }, 'phoneNumber', 'Please enter a valid phone number.'],
      ['no user type', { userType: undefined }, 'userType', 'This field is required.'],
      ['an unknown user type', { userType: 'staff' }, 'userType', 'Please choose one of the options.'],
      ['terms not accepted', { acceptTerms: false }, 'acceptTerms', 'Please accept terms of use.'],
    ])('refuses %s (400, the field and its message)', async (_name, change, field, message) => {
      const res = await signup(signupBody(change));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'fail', message, errors: [{ field, message }] });
    });

    it.each<[string, string, Record<string, unknown>, string]>([
      ['fr', 'terms', { acceptTerms: false }, 'Veuillez accepter les conditions d’utilisation.'],
      ['fr', 'mismatch', { confirmPassword: 'Other!Passw0rd' }, 'Les mots de passe ne correspondent pas.'],
      ['fr', 'phone', { phoneNumber: 'abc' }, 'Veuillez saisir un numéro de téléphone valide.'],
      ['ar', 'terms', { acceptTerms: false }, 'يرجى قبول شروط الاستخدام.'],
      ['ar', 'name', { lastName: 'Love  lace' }, 'استخدم الحروف والشرطات والأقواس، مع مسافة واحدة بين الكلمات.'],
    ])('answers in %s (%s)', async (lang, _rule, change, message) => {
      const res = await signup(signupBody(change), { 'accept-language': lang });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('refuses an e-mail already used, whatever its case (409 on the email field)', async () => {
      const existing = await insertUser(ctx);
      const res = await signup(signupBody({ email: existing.email.toUpperCase() }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        status: 'fail',
        message: 'An account with this email already exists.',
        errors: [{ field: 'email', message: 'An account with this email already exists.' }],
      });
    });

    it.each([
      ['a very common password in another case (p@ssw0rd)', 'P@ssW0rd', 'This password is too common. Please choose another one.'],
      ['another common one (Pa$$w0rd)', 'Pa$$w0rd', 'This password is too common. Please choose another one.'],
      [
        'a common one with digits and a symbol appended (Password1!)',
        'Password1!',
        'This password is too common. Please choose another one.',
      ],
      ['a common one with a symbol appended (Passw0rd!)', 'Passw0rd!', 'This password is too common. Please choose another one.'],
      ['a common one with more appended (Sunshine2024!!)', 'Sunshine2024!!', 'This password is too common. Please choose another one.'],
    ])('refuses %s', async (_name, password, message) => {
      const res = await signup(signupBody({ password, confirmPassword: password }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'password', message }]);
    });

    it('refuses a weak password and one containing the e-mail', async () => {
      const weak = await signup(signupBody({ password: 'password', confirmPassword: 'password' }));
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors[0].field).toBe('password');
      const local = `curie${Date.now() % 1_000_000}`;
      const password = `X1!${local.toUpperCase()}-radium`;
      const withEmail = await signup(signupBody({ email: `${local}@example.test`, password, confirmPassword: password }));
      expect(withEmail.statusCode).toBe(400);
      expect(withEmail.json().errors).toEqual([{ field: 'password', message: 'The password must not contain your email address.' }]);
    });

    it('accepts a 128-character password (and a 200-character one), which then logs in', async () => {
      for (const length of [128, 200]) {
        const password = `Aa1!${'correct horse battery staple '.repeat(8)}`.slice(0, length);
        const body = signupBody({ password, confirmPassword: password });
        const res = await signup(body);
        expect(res.statusCode).toBe(201);
        await ctx.handle.db.update(users).set({ status: 'active' }).where(eq(users.email, body.email));
        const login = await post(ctx, '/users/login', { email: body.email, password });
        expect(login.statusCode).toBe(200);
      }
    });

    it('asks for the captcha when frontSignup is on', async () => {
      await ctx.handle.db.update(captchaSettings).set({ frontSignup: true });
      try {
        const missing = await signup(signupBody());
        expect(missing.statusCode).toBe(400);
        expect(missing.json().errors).toEqual([{ field: 'captchaText', message: 'Please enter the captcha text.' }]);
        const id = randomUUID();
        const answerHash = createHash('sha256').update(`${id}:abcde`).digest('hex');
        await ctx.handle.db.insert(captchaChallenges).values({ id, answerHash, expiresAt: new Date(Date.now() + 60_000) });
        const wrong = await signup(signupBody({ captchaId: id, captchaText: 'zzzzz' }));
        expect(wrong.json().message).toBe('Captcha does not match.');
        const id2 = randomUUID();
        await ctx.handle.db.insert(captchaChallenges).values({
          id: id2,
          answerHash: createHash('sha256').update(`${id2}:abcde`).digest('hex'),
          expiresAt: new Date(Date.now() + 60_000),
        });
        expect((await signup(signupBody({ captchaId: id2, captchaText: 'ABCDE' }))).statusCode).toBe(201);
      } finally {
        await ctx.handle.db.update(captchaSettings).set({ frontSignup: false });
      }
    });

    it('marks the invitations to this address accepted', async () => {
      const inviter = await insertUser(ctx);
      const email = freshEmail('invited');
      await ctx.handle.db.insert(invites).values({ inviterId: inviter.id, email });
      const res = await signup(signupBody({ email, inviteToken: 'from-the-invite-link' }));
      expect(res.statusCode).toBe(201);
      const [invite] = await ctx.handle.db.select().from(invites).where(eq(invites.email, email));
      expect(invite!.acceptedAt).toBeInstanceOf(Date);
    });

    it.each([
      ['fr', 'Activez votre compte Fundright', 'Activer mon compte'],
      ['ar', 'فعّل حسابك في Fundright', 'تفعيل حسابي'],
    ])('sends the activation e-mail in %s to a visitor signing up in that language', async (lang, subject, action) => {
      const body = signupBody();
      expect((await signup(body, { 'accept-language': lang })).statusCode).toBe(201);
      expect((await userByEmail(body.email))!.notificationLanguage).toBe(lang);
      const [mail] = await outboxFor(ctx, body.email);
      expect(mail).toMatchObject({ template: 'activation', lang, subject });
      expect(mail!.html).toContain(action);
      expect(mail!.html).toContain(lang === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
      expect(linkIn(mail!.text)).toMatch(/\/activate-account\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+\/email$/);
    });
  });

  describe('activation', () => {
    /** Signs up and returns the user id and the token of the e-mailed link. */
    async function signedUp(body = signupBody()) {
      const res = await signup(body);
      expect(res.statusCode).toBe(201);
      const [mail] = await outboxFor(ctx, body.email);
      const [, userId, token] = /activate-account\/([^/]+)\/([^/]+)\/email/.exec(linkIn(mail!.text))!;
      return { body, userId: userId!, token: token! };
    }
    const activate = (userId: string, token: string, headers: Record<string, string> = {}) =>
      post(ctx, '/users/activeAccount', { userId, token }, headers);

    it('activates the account once: the link then says it was used, and the user can log in', async () => {
      const { body, userId, token } = await signedUp();
      const before = await post(ctx, '/users/login', { email: body.email, password: body.password });
      expect(before.statusCode).toBe(401);
      expect(before.json().showResendLink).toBe(true);

      const res = await activate(userId, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', data: { data: { activated: true } } });
      const row = await userByEmail(body.email);
      expect(row).toMatchObject({ status: 'active' });
      expect(row!.emailVerifiedAt).toBeInstanceOf(Date);

      const again = await activate(userId, token);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('This activation link has already been used. You can log in.');
      expect((await post(ctx, '/users/login', { email: body.email, password: body.password })).statusCode).toBe(200);
    });

    it('refuses a token for another user, an unknown token and a malformed user id', async () => {
      const { userId, token } = await signedUp();
      const other = await signedUp();
      expect((await activate(other.userId, token)).json().message).toBe('This activation link is not valid.');
      expect((await activate(userId, 'not-the-token')).json().message).toBe('This activation link is not valid.');
      const bad = await activate('42', token);
      expect(bad.statusCode).toBe(400);
      expect((await activate(userId, token)).statusCode).toBe(200);
    });

    it('refuses an expired link (after 48 hours), in French too', async () => {
      const { userId, token } = await signedUp();
      await ctx.handle.db
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'activation')));
      const res = await activate(userId, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This activation link has expired. Please ask for a new one.');
      expect((await activate(userId, token, { 'accept-language': 'fr' })).json().message).toBe(
        'Ce lien d’activation a expiré. Veuillez en demander un nouveau.',
      );
      expect((await userByEmail((await ctx.handle.db.select().from(users).where(eq(users.id, userId)))[0]!.email))!.status).toBe(
        'inactive',
      );
    });
  });

  describe('POST /users/resendUserActivationLink', () => {
    const resend = (email: string) => post(ctx, '/users/resendUserActivationLink', { email });

    it('sends a new working link to an inactive account, in its language', async () => {
      const body = signupBody();
      await signup(body, { 'accept-language': 'fr' });
      const res = await resend(body.email.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', data: { data: null } });
      const mails = await outboxFor(ctx, body.email);
      expect(mails).toHaveLength(2);
      expect(mails[0]).toMatchObject({ template: 'activation', lang: 'fr' });
      const [, userId, token] = /activate-account\/([^/]+)\/([^/]+)\/email/.exec(linkIn(mails[0]!.text))!;
      expect((await post(ctx, '/users/activeAccount', { userId, token })).statusCode).toBe(200);
    });

    it('answers 200 but sends nothing for an unknown address or an active account', async () => {
      const unknown = freshEmail('nobody');
      expect((await resend(unknown)).statusCode).toBe(200);
      expect(await outboxFor(ctx, unknown)).toHaveLength(0);
      const active = await insertUser(ctx);
      expect((await resend(active.email)).statusCode).toBe(200);
      expect(await outboxFor(ctx, active.email)).toHaveLength(0);
    });

    it('sends at most 3 activation e-mails an hour to one account, and is rate-limited per address', async () => {
      const body = signupBody();
      await signup(body);
      for (let i = 0; i < 4; i++) expect((await resend(body.email)).statusCode).toBe(200);
      expect(await outboxFor(ctx, body.email)).toHaveLength(3);

      const ip = nextIp();
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await post(ctx, '/users/resendUserActivationLink', { email: freshEmail() }, {}, ip)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });
});
