import { activityLog, sessions, userTokens, users } from '@cf/db';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/crypto';
import { freshEmail, linkIn, outboxFor, patch, post } from '../../../test/accounts';
import { bearer, createUser, insertUser, login, nextIp, useTestApp } from '../../../test/app';

const NEW_PASSWORD = 'N3w!Horizon-Line';

describe('passwords', () => {
  const ctx = useTestApp();
  const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token), remoteAddress: nextIp() });
  const forgot = (email: string, headers: Record<string, string> = {}) => post(ctx, '/users/forgotPassword', { email }, headers);
  const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password, headers: Record<string, string> = {}) =>
    patch(ctx, `/users/resetPassword/${encodeURIComponent(token)}`, { password, confirmPassword }, headers);

  /** Asks for a reset and returns the token of the e-mailed link. */
  async function resetToken(email: string): Promise<string> {
    expect((await forgot(email)).statusCode).toBe(200);
    const [mail] = await outboxFor(ctx, email);
    const link = linkIn(mail!.text);
    expect(link).toMatch(/^http:\/\/localhost\/reset-password\?token=[A-Za-z0-9_-]+$/);
    return new URL(link).searchParams.get('token')!;
  }

  describe('forgot and reset', () => {
    it('e-mails a reset link (1 hour, stored hashed), in the user language', async () => {
      const user = await insertUser(ctx, { notificationLanguage: 'fr' });
      const token = await resetToken(user.email);
      const [mail] = await outboxFor(ctx, user.email);
      expect(mail).toMatchObject({ template: 'password-reset', lang: 'fr', subject: 'Réinitialisez votre mot de passe Fundright' });
      const [row] = await ctx.handle.db
        .select()
        .from(userTokens)
        .where(eq(userTokens.tokenHash, sha256(token)));
      expect(row).toMatchObject({ userId: user.id, purpose: 'password-reset', usedAt: null });
      const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(59);
      expect(minutes).toBeLessThanOrEqual(60);
    });

    it.each([
      ['en', 'Reset your Fundright password'],
      ['ar', 'أعد تعيين كلمة مرورك في Fundright'],
    ])('the reset e-mail exists in %s', async (lang, subject) => {
      const user = await insertUser(ctx, { notificationLanguage: lang });
      await resetToken(user.email);
      expect((await outboxFor(ctx, user.email))[0]).toMatchObject({ lang, subject });
    });

    it('answers 200 and sends nothing for an unknown address or an account not active', async () => {
      const unknown = freshEmail('nobody');
      expect((await forgot(unknown)).json()).toEqual({ status: 'success', data: { data: null } });
      expect(await outboxFor(ctx, unknown)).toHaveLength(0);
      const inactive = await insertUser(ctx, { status: 'inactive' });
      expect((await forgot(inactive.email)).statusCode).toBe(200);
      expect(await outboxFor(ctx, inactive.email)).toHaveLength(0);
    });

    it('sets the new password once, ends every session and records it', async () => {
      const user = await createUser(ctx);
      const token = await resetToken(user.email);
      const res = await reset(token);
      expect(res.statusCode).toBe(200);
      expect((await me(user.token)).statusCode).toBe(401);
      const open = await ctx.handle.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
      expect(open).toEqual([]);
      await expect(login(ctx, user.email, user.password)).rejects.toThrow();
      expect(await login(ctx, user.email, NEW_PASSWORD)).toEqual(expect.any(String));
      const activity = await ctx.handle.db.select().from(activityLog).where(eq(activityLog.userId, user.id));
      expect(activity.find((a) => a.messageKey === 'auth.activity.passwordReset')).toMatchObject({ type: 'security' });
      expect((await outboxFor(ctx, user.email))[0]).toMatchObject({ template: 'password-changed' });

      const again = await reset(token, 'An0ther!Horizon');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('This password reset link has already been used.');
    });

    it('refuses an expired link and an unknown one', async () => {
      const user = await insertUser(ctx);
      const token = await resetToken(user.email);
      await ctx.handle.db
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userTokens.tokenHash, sha256(token)));
      const expired = await reset(token);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe('This password reset link has expired. Please ask for a new one.');
      expect((await reset('made-up-token')).json().message).toBe('This password reset link is not valid.');
    });

    it('only the newest link works', async () => {
      const user = await insertUser(ctx);
      const first = await resetToken(user.email);
      const second = await resetToken(user.email);
      expect((await reset(first)).statusCode).toBe(400);
      expect((await reset(second)).statusCode).toBe(200);
    });

    it('applies the password rules; a refused password leaves the link usable', async () => {
      const user = await insertUser(ctx);
      const token = await resetToken(user.email);
      const weak = await reset(token, 'weakpass');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors[0]).toMatchObject({ field: 'password' });
      const mismatch = await reset(token, NEW_PASSWORD, 'Something!Else1');
      expect(mismatch.json().errors).toEqual([{ field: 'confirmPassword', message: 'Passwords do not match.' }]);
      for (const password of ['P@ssw0rd', 'Password1!', 'Passw0rd!']) {
        const common = await reset(token, password, password);
        expect(common.json().errors).toEqual([{ field: 'password', message: 'This password is too common. Please choose another one.' }]);
      }
      const withEmail = await reset(token, `Aa1!${user.email.split('@')[0]}`);
      expect(withEmail.json().errors).toEqual([{ field: 'password', message: 'The password must not contain your email address.' }]);
      expect((await reset(token)).statusCode).toBe(200);
    });
  });

  describe('PATCH /users/updateMyPassword', () => {
    const change = (token: string, body: Record<string, unknown>) => patch(ctx, '/users/updateMyPassword', body, bearer(token));

    it('checks the current password, then ends every session of the user (this one too)', async () => {
      const user = await createUser(ctx);
      const other = await login(ctx, user.email, user.password);
      const wrong = await change(user.token, { currentPassword: 'Wrong!Passw0rd', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([{ field: 'currentPassword', message: 'Your current password is not correct.' }]);
      expect((await me(user.token)).statusCode).toBe(200);

      const res = await change(user.token, { currentPassword: user.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      // The old tokens are refused at once.
      expect((await me(user.token)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(401);
      expect((await me(other)).json().message).toBe('Your session has expired. Please log in again.');
      expect(await login(ctx, user.email, NEW_PASSWORD)).toEqual(expect.any(String));
      const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      const activity = await ctx.handle.db.select().from(activityLog).where(eq(activityLog.userId, user.id));
      expect(activity.map((a) => a.messageKey)).toContain('auth.activity.passwordChanged');
    });

    it('applies the strength rule and needs a signed-in caller', async () => {
      const user = await createUser(ctx);
      const weak = await change(user.token, { currentPassword: user.password, password: 'abcdefgh', confirmPassword: 'abcdefgh' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toBe(
        'Use at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character.',
      );
      const anonymous = await patch(ctx, '/users/updateMyPassword', {
        currentPassword: 'x',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('refuses a common password with digits or symbols appended (Password1!, Passw0rd!)', async () => {
      const user = await createUser(ctx);
      for (const password of ['Password1!', 'Passw0rd!']) {
        const res = await change(user.token, { currentPassword: user.password, password, confirmPassword: password });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([{ field: 'password', message: 'This password is too common. Please choose another one.' }]);
      }
    });
  });
});
