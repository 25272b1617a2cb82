import { passwordConfirmInput, twoFactorConfirmInput, twoFactorEnableInput, twoFactorLoginInput, twoFactorSignupInput } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { authErrorResponses, clientContext, loginLimit, sessionResult, withRetryAfter } from '../auth/index';
import { completeChallenge, completeSetup, setupForToken } from './login';
import {
  checkPassword,
  disableTwoFactor,
  enableTwoFactor,
  loadUser,
  newPendingSecret,
  renewRecoveryCodes,
  twoFactorStatus,
  wrongCode,
} from './service';

const tags = ['two-factor'];
/** Code and password guesses from a signed-in session are limited too. */
const codeLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

const enrolmentOut = envelope(z.object({ otpauthUrl: z.string(), qrDataUrl: z.string(), secret: z.string() }));
const recoveryOut = envelope(z.object({ recoveryCodes: z.array(z.string()) }));

/** TOTP set-up, QR regeneration, recovery codes, disabling, code checks at login and after sign-up (issue 3 §3). */
export default async function twoFactorRoutes(app: App) {
  app.post(
    '/users/validateLoginTwoFactorUser',
    {
      config: loginLimit,
      schema: {
        tags,
        summary: 'Second step of a login: a code from the authenticator app or a recovery code (each works once)',
        body: twoFactorLoginInput,
        response: { 200: sessionResult, ...authErrorResponses },
      },
    },
    async (request, reply) => withRetryAfter(reply, () => completeChallenge(app, request.body, clientContext(request))),
  );

  app.get(
    '/users/two-factor/setup',
    {
      config: loginLimit,
      schema: {
        tags,
        summary: 'The secret and QR code for the set-up the site requires after login (/auth-user-verification)',
        querystring: z.object({ setupToken: z.string().min(1).max(2000) }),
        response: { 200: enrolmentOut, ...authErrorResponses },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, async () => ok(await setupForToken(app, request.query.setupToken, clientContext(request)))),
  );

  app.post(
    '/users/validateSignupTwoFactorUser',
    {
      config: loginLimit,
      schema: {
        tags,
        summary: 'Turn two-factor on with the first code and sign in; the recovery codes are shown once',
        body: twoFactorSignupInput,
        response: { 200: sessionResult, ...authErrorResponses },
      },
    },
    async (request, reply) => withRetryAfter(reply, () => completeSetup(app, request.body, clientContext(request))),
  );

  app.get(
    '/users/two-factor',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Whether two-factor is on, and how many recovery codes are left',
        response: { 200: envelope(z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number() })), ...errorResponses },
      },
    },
    async (request) => ok(await twoFactorStatus(app, request.user!.id)),
  );

  for (const [url, summary] of [
    ['/users/two-factor/setup', 'Start the set-up: a pending secret and its QR code (password asked again)'],
    ['/users/regenerate-qr-code', 'A new pending secret and QR code (password asked again)'],
  ] as const) {
    app.post(
      url,
      {
        preHandler: app.requireUser,
        config: codeLimit,
        schema: { tags, summary, body: passwordConfirmInput, response: { 200: enrolmentOut, ...errorResponses } },
      },
      async (request) => {
        const user = await loadUser(app.db, request.user!.id);
        await checkPassword(user, request.body.password);
        return ok(await newPendingSecret(app, user));
      },
    );
  }

  app.post(
    '/users/two-factor/enable',
    {
      preHandler: app.requireUser,
      config: codeLimit,
      schema: {
        tags,
        summary: 'Turn two-factor on with a code from the pending secret; the recovery codes are shown once',
        body: twoFactorEnableInput,
        response: { 200: recoveryOut, ...errorResponses },
      },
    },
    async (request) => {
      const user = await loadUser(app.db, request.user!.id);
      const recoveryCodes = await enableTwoFactor(app, user, request.body.code, request.clientIp);
      if (!recoveryCodes) throw wrongCode();
      return ok({ recoveryCodes });
    },
  );

  app.post(
    '/users/two-factor/disable',
    {
      preHandler: app.requireUser,
      config: codeLimit,
      schema: {
        tags,
        summary: 'Turn two-factor off (password and a current code or a recovery code)',
        body: twoFactorConfirmInput,
        response: { 200: envelope(z.object({ enabled: z.literal(false) })), ...errorResponses },
      },
    },
    async (request) => {
      await disableTwoFactor(app, request.user!.id, request.body, request.clientIp);
      return ok({ enabled: false as const });
    },
  );

  app.post(
    '/users/two-factor/recovery-codes',
    {
      preHandler: app.requireUser,
      config: codeLimit,
      schema: {
        tags,
        summary: 'A new set of recovery codes (password and a current code); the old set stops working',
        body: twoFactorConfirmInput,
        response: { 200: recoveryOut, ...errorResponses },
      },
    },
    async (request) => ok({ recoveryCodes: await renewRecoveryCodes(app, request.user!.id, request.body, request.clientIp) }),
  );
}
