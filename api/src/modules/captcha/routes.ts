import { captchaChallengeOut } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { configureCaptcha, nextChallenge } from './service';

/** With reCAPTCHA in use there is no image: the form shows Google's widget for this site key. */
const recaptchaChallengeOut = z.object({ provider: z.literal('recaptcha'), siteKey: z.string() });

export default async function captchaRoutes(app: App) {
  configureCaptcha(app.config);
  app.get(
    '/captcha',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['captcha'],
        summary: 'A new text captcha (SVG) for forms where staff switched the captcha on, or the reCAPTCHA site key when staff chose it',
        response: { 200: envelope(z.union([captchaChallengeOut, recaptchaChallengeOut])), ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await nextChallenge(app.db));
    },
  );
}
