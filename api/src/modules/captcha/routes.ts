import { captchaChallengeOut } from '@cf/domain';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { createCaptcha } from './service';

export default async function captchaRoutes(app: App) {
  app.get(
    '/captcha',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['captcha'],
        summary: 'A new text captcha (SVG) for forms where staff switched the captcha on',
        response: { 200: envelope(captchaChallengeOut), ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await createCaptcha(app.db));
    },
  );
}
