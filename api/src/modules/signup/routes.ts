import { activateAccountInput, resendActivationInput, signupInput } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { meOut, pickMe } from '../auth/index';
import { checkCaptcha } from '../captcha/index';
import { activateAccount, resendActivation, signUp } from './service';

const tags = ['account'];
/** Public forms are limited per address. */
const signupLimit = { rateLimit: { max: 20, timeWindow: '10 minutes' } };
const resendLimit = { rateLimit: { max: 5, timeWindow: '10 minutes' } };

const signedUpUser = meOut.extend({ status: z.literal('inactive') });

/** Sign-up, activation by e-mailed link, resending the link (issue 3 §1). */
export default async function signupRoutes(app: App) {
  app.post(
    '/users/signup',
    {
      config: signupLimit,
      schema: {
        tags,
        summary: 'Create an account (inactive until the e-mailed link is followed)',
        description: 'Captcha when frontSignup is on. Common passwords and passwords containing the e-mail are refused.',
        body: signupInput,
        response: { 201: envelope(signedUpUser), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { captchaId, captchaText, captchaToken, ...input } = request.body;
      await checkCaptcha(app.db, 'frontSignup', { captchaId, captchaText, captchaToken, remoteIp: request.clientIp });
      const user = await signUp(app, { ...input, captchaId, captchaText }, request.uiLang);
      return reply.status(201).send(ok({ ...pickMe(user), status: 'inactive' as const }));
    },
  );

  app.post(
    '/users/activeAccount',
    {
      config: signupLimit,
      schema: {
        tags,
        summary: 'Activate an account with the token of its e-mailed link (single use, 48 hours)',
        body: activateAccountInput,
        response: { 200: envelope(z.object({ activated: z.literal(true) })), ...errorResponses },
      },
    },
    async (request) => {
      await activateAccount(app.db, request.body.userId, request.body.token);
      return ok({ activated: true as const });
    },
  );

  app.post(
    '/users/resendUserActivationLink',
    {
      config: resendLimit,
      schema: {
        tags,
        summary: 'Send the activation link again (always 200: never says whether the address exists)',
        body: resendActivationInput,
        response: { 200: envelope(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await resendActivation(app, request.body.email);
      return ok(null);
    },
  );
}
