import { ACCOUNT_RULES, AppError, appAutoLoginInput, deviceTokenInput, loginInput } from '@cf/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { checkCaptcha } from '../captcha/index';
import { createAppLoginToken, redeemAppLoginToken } from './app-login';
import { passwordLogin } from './login';
import { clientContext } from './login-flow';
import { currentUser } from './me';
import { authErrorResponses, loginResult, meFullOut, sessionResult } from './schemas';
import { revokeSession } from './service';
import { signSocketToken } from './socket-token';

const tags = ['account'];
export const loginLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const { lockout } = ACCOUNT_RULES;

/**
 * The password routes' flood guard counts per address and e-mail (after the body is read), so a
 * stranger behind the same address (an office, a proxy) never uses up a colleague's attempts; the
 * sign-in throttle (lockout.ts) is what slows guessing down.
 */
export const passwordLoginLimit = {
  rateLimit: {
    ...loginLimit.rateLimit,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `${request.clientIp}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  },
};

/** The site's and the console's login body: the password, the captcha when asked, the device token. */
export const passwordLoginInput = loginInput.extend(deviceTokenInput.shape);

/** A lock-out also says when to come back in the standard header. */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError && typeof err.extra.retryAfterSeconds === 'number')
      reply.header('retry-after', String(err.extra.retryAfterSeconds));
    throw err;
  }
}

export default async function authRoutes(app: App) {
  app.post(
    '/users/login',
    {
      config: passwordLoginLimit,
      schema: {
        tags,
        summary: 'Sign in with e-mail and password: a session, a two-factor challenge or a required two-factor set-up',
        description:
          `Send back the deviceToken of this client's last sign-in: with it, strangers' failures never slow it down. ` +
          `Without it, after ${lockout.accountFreeFailures} failures for one e-mail each further one makes the next attempt wait ` +
          `(${lockout.baseDelaySeconds} s, doubling, at most ${lockout.maxDelaySeconds / 60} minutes; 429 with retryAfterSeconds, even for the right password), ` +
          `and after ${lockout.addressFailures} failures from one address within ${lockout.windowSeconds / 60} minutes a solved captcha is needed too (400 with captchaRequired).`,
        body: passwordLoginInput,
        response: { 200: loginResult, ...authErrorResponses },
      },
    },
    async (request, reply) => {
      const captchaDone = await checkCaptcha(app.db, 'frontLogin', { ...request.body, remoteIp: request.clientIp });
      return withRetryAfter(reply, () => passwordLogin(app, request.body, clientContext(request), captchaDone));
    },
  );

  app.post(
    '/users/logout',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Revoke the current token', response: { 200: envelope(z.null()), ...errorResponses } },
    },
    async (request) => {
      await revokeSession(app.db, request.user!.sessionId);
      return ok(null);
    },
  );

  app.get(
    '/users/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The signed-in user, with the header flags, the display mode and when the session ends',
        response: { 200: envelope(meFullOut), ...errorResponses },
      },
    },
    async (request) => ok(await currentUser(app, request.user!.id, request.user!.sessionId)),
  );

  app.post(
    '/users/app-auto-login/token',
    {
      preHandler: app.requireUser,
      config: loginLimit,
      schema: {
        tags,
        summary: 'A one-time, 60-second token for the mobile app to open the site signed in',
        response: { 200: envelope(z.object({ loginToken: z.string(), expiresAt: z.date() })), ...errorResponses },
      },
    },
    async (request) => ok(await createAppLoginToken(app, request.user!.id)),
  );

  app.post(
    '/users/app-auto-login',
    {
      config: loginLimit,
      schema: {
        tags,
        summary: 'Trade a one-time app login token for a session (a user id alone is refused)',
        body: appAutoLoginInput,
        response: { 200: sessionResult, ...authErrorResponses },
      },
    },
    async (request) => redeemAppLoginToken(app, request.body.loginToken, clientContext(request)),
  );

  app.post(
    '/users/socket-token',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'A 60-second token for the socket.io handshake only',
        response: { 200: envelope(z.object({ socketToken: z.string(), expiresAt: z.date() })), ...errorResponses },
      },
    },
    async (request) => ok(await signSocketToken(app.config.jwtSecret, request.user!.id)),
  );
}
