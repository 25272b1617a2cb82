import { users } from '@cf/db';
import { ACCOUNT_RULES, emailPreferencesInput, ForbiddenError } from '@cf/domain';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { errorResponses } from '../lib/envelope';
import {
  authErrorResponses,
  issueSession,
  meOut,
  passwordLoginInput,
  passwordLoginLimit,
  pickMe,
  recordLoginAttempt,
  revokeSession,
  signDeviceToken,
  throttledCredentials,
  withRetryAfter,
} from '../modules/auth/index';
import { acceptCodeOrRecovery, wrongCode } from '../modules/two-factor/index';
import { checkCaptcha } from '../modules/captcha/index';
import { updatePreferences } from '../modules/email-preferences/service';
import { consoleCookieName } from '../plugins/auth';
import type { App } from '../types';

const tags = ['console'];

type ConsoleCookie = { name: string; options: CookieSerializeOptions };

/**
 * The console's cookies. Behind https they carry the `__Host-` prefix, which browsers accept only
 * with Secure, Path=/ and no Domain: no sibling host or plain-http page can plant or replace them.
 * Over plain http (the local demo) they keep a plain name, scoped to the console API.
 */
export function consoleCookies(config: Pick<AppConfig, 'publicUrl' | 'sessionLifetimeSeconds'>): {
  session: ConsoleCookie;
  device: ConsoleCookie;
} {
  const secure = config.publicUrl.startsWith('https://');
  const base = { httpOnly: true, sameSite: 'strict' as const, secure };
  return {
    session: {
      name: consoleCookieName(config.publicUrl),
      options: { ...base, path: secure ? '/' : '/api/v1/console', maxAge: config.sessionLifetimeSeconds },
    },
    // The device token (ACCOUNT_RULES.lockout): only the sign-in route reads it.
    device: {
      name: consoleCookieName(config.publicUrl, '_device'),
      options: { ...base, path: secure ? '/' : '/api/v1/console/session', maxAge: ACCOUNT_RULES.lockout.deviceTokenSeconds },
    },
  };
}

/**
 * Staff sign in to the console here. The token goes into an httpOnly, SameSite=Strict cookie
 * that lives as long as the token, so no script on the page can read it. The sign-in throttle is
 * the site's; the console keeps its device token in a cookie of its own.
 */
export default async function consoleSessionRoutes(app: App) {
  const cookies = consoleCookies(app.config);

  app.post(
    '/session',
    {
      config: passwordLoginLimit,
      schema: {
        tags,
        summary: 'Staff login: captcha when its setting is on, the sign-in throttle of the site, and the two-factor code when enabled',
        body: passwordLoginInput.omit({ deviceToken: true }).extend({ code: z.string().trim().max(20).optional() }),
        response: { 200: z.union([meOut, z.object({ twoFactorRequired: z.literal(true) })]), ...authErrorResponses },
      },
    },
    async (request, reply) => {
      const { code, ...input } = request.body;
      const captchaDone = await checkCaptcha(app.db, 'adminLogin', { ...input, remoteIp: request.clientIp });
      const deviceToken = request.cookies[cookies.device.name];
      const ip = request.clientIp;
      const { user, gate } = await withRetryAfter(reply, () => throttledCredentials(app, { ...input, deviceToken }, ip, captchaDone));
      if (!user.isAdmin) throw new ForbiddenError('errors.staffOnly');
      const attempt = { email: gate.email, ip, device: gate.device };
      // Staff with two-factor send the code with the password; without it the console asks for it.
      if (user.enableTwoFactorAuth) {
        if (!code) return { twoFactorRequired: true as const };
        if (!(await acceptCodeOrRecovery(app, user, code))) {
          await recordLoginAttempt(app.db, { ...attempt, success: false });
          throw wrongCode();
        }
      }
      await recordLoginAttempt(app.db, { ...attempt, success: true });
      const session = await issueSession(app.db, {
        userId: user.id,
        secret: app.config.jwtSecret,
        lifetimeSeconds: app.config.sessionLifetimeSeconds,
        ip,
        userAgent: request.headers['user-agent'],
      });
      reply.setCookie(cookies.session.name, session.token, { ...cookies.session.options, expires: session.expiresAt });
      reply.setCookie(cookies.device.name, await signDeviceToken(app.config.jwtSecret, user.email), cookies.device.options);
      return pickMe(user);
    },
  );

  /** What the console shows of the signed-in staff member, with the language it starts in. */
  const staffOut = meOut.pick({ id: true, email: true, firstName: true, lastName: true, isAdmin: true, notificationLanguage: true });

  app.get(
    '/session',
    {
      preHandler: app.requireStaff,
      schema: { tags, summary: 'The signed-in staff member and their saved language', response: { 200: staffOut, ...errorResponses } },
    },
    async (request) => {
      const { id, email, firstName, lastName, isAdmin } = request.user!;
      const [saved] = await app.db.select({ notificationLanguage: users.notificationLanguage }).from(users).where(eq(users.id, id));
      return { id, email, firstName, lastName, isAdmin, notificationLanguage: saved!.notificationLanguage };
    },
  );

  app.patch(
    '/session',
    {
      preHandler: app.requireStaff,
      schema: {
        tags,
        summary: 'Save the language picked in the console as the staff member’s language (an active site language)',
        body: emailPreferencesInput.pick({ notificationLanguage: true }).required(),
        response: { 200: staffOut.pick({ notificationLanguage: true }), ...errorResponses },
      },
    },
    async (request) => {
      // The account's language is one setting: the site's e-mail preferences rule saves it (checks, activity).
      const { id } = request.user!;
      const { notificationLanguage } = await updatePreferences(app.db, id, id, request.body, request.clientIp);
      return { notificationLanguage };
    },
  );

  app.delete(
    '/session',
    {
      // Only a signed-in staff member has a session to end; a visitor is told so (401).
      preHandler: app.requireStaff,
      schema: {
        tags,
        summary: 'Staff logout: revokes the token and clears the cookie (the device token stays: it is no credential)',
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses },
      },
    },
    async (request, reply) => {
      await revokeSession(app.db, request.user!.sessionId);
      const { maxAge: _maxAge, ...options } = cookies.session.options;
      reply.clearCookie(cookies.session.name, options);
      return { ok: true as const };
    },
  );
}
