import { socialLoginInput, socialProvider, socialStartQuery } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { authErrorResponses, clientContext, loginLimit, loginResult } from '../auth/index';
import { finishSocialLogin, startSocialLogin } from './service';

const tags = ['account'];

/** Google, Facebook and LinkedIn login through OAuth2/OIDC with state, PKCE and nonce (issue 3 §4). */
export default async function socialLoginRoutes(app: App) {
  app.get(
    '/users/social-login/:provider/start',
    {
      config: loginLimit,
      schema: {
        tags,
        summary: 'Where to send the browser to sign in with a provider (enabled in the console)',
        params: z.object({ provider: socialProvider }),
        querystring: socialStartQuery,
        response: { 200: envelope(z.object({ authorizationUrl: z.string() })), ...errorResponses },
      },
    },
    async (request) => ok(await startSocialLogin(app, request.params.provider, request.query.redirectTo)),
  );

  app.post(
    '/users/social-login',
    {
      config: loginLimit,
      schema: {
        tags,
        summary: 'Finish a social login with the code and state of the callback: like a login',
        description: 'A new account is created active (userType optional); an existing e-mail is linked, never duplicated.',
        body: socialLoginInput,
        response: { 200: loginResult, ...authErrorResponses },
      },
    },
    async (request) => finishSocialLogin(app, request.body, clientContext(request), request.uiLang),
  );
}
