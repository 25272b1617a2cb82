import { ForbiddenError, loginInput } from '@cf/domain';
import { z } from 'zod';
import { errorResponses } from '../lib/envelope';
import {
  assertNotLockedOut,
  checkCredentials,
  issueSession,
  loginLimit,
  meOut,
  pickMe,
  recordLoginAttempt,
  revokeSession,
} from '../modules/auth/index';
import { acceptCodeOrRecovery, wrongCode } from '../modules/two-factor/index';
import { checkCaptcha } from '../modules/captcha/index';
import { CONSOLE_COOKIE } from '../plugins/auth';
import type { App } from '../types';

const tags = ['console'];

/**
 * Staff sign in to the console here. The token goes into an httpOnly, SameSite=Strict cookie
 * scoped to the console API, so no script on the page can read it.
 */
export default async function consoleSessionRoutes(app: App) {
  const cookieOptions = {
    path: '/api/v1/console',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.publicUrl.startsWith('https://'),
  };

  app.post(
    '/session',
    {
      config: loginLimit,
      schema: {
        tags,
        summary: 'Staff login: captcha when its setting is on, the same lock-out as the site, and the two-factor code when enabled',
        body: loginInput.extend({ code: z.string().trim().max(20).optional() }),
        response: { 200: z.union([meOut, z.object({ twoFactorRequired: z.literal(true) })]), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email, password, captchaId, captchaText, code } = request.body;
      await checkCaptcha(app.db, 'adminLogin', { captchaId, captchaText });
      const attempt = { email: email.toLowerCase(), ip: request.clientIp };
      await assertNotLockedOut(app.db, attempt.email, attempt.ip);
      let user;
      try {
        user = await checkCredentials(app.db, email, password);
      } catch (err) {
        await recordLoginAttempt(app.db, { ...attempt, success: false });
        throw err;
      }
      if (!user.isAdmin) throw new ForbiddenError('errors.staffOnly');
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
        ip: request.clientIp,
        userAgent: request.headers['user-agent'],
      });
      reply.setCookie(CONSOLE_COOKIE, session.token, { ...cookieOptions, expires: session.expiresAt });
      return pickMe(user);
    },
  );

  app.get(
    '/session',
    {
      preHandler: app.requireStaff,
      schema: {
        tags,
        summary: 'The signed-in staff member',
        response: { 200: meOut.pick({ id: true, email: true, firstName: true, lastName: true, isAdmin: true }), ...errorResponses },
      },
    },
    async (request) => {
      const { id, email, firstName, lastName, isAdmin } = request.user!;
      return { id, email, firstName, lastName, isAdmin };
    },
  );

  app.delete(
    '/session',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: 'Staff logout: revokes the token and clears the cookie',
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      if (request.user) await revokeSession(app.db, request.user.sessionId);
      reply.clearCookie(CONSOLE_COOKIE, cookieOptions);
      return { ok: true as const };
    },
  );
}
