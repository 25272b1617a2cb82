import { contactInput, newsletterInput } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { checkCaptcha } from '../captcha/index';
import * as service from './service';

const tags = ['contact and newsletter'];
/** Writes from the public are limited per address: a form, not a firehose. */
const writeLimit = { rateLimit: { max: 20, timeWindow: '10 minutes' } };

export default async function engagementRoutes(app: App) {
  app.post(
    '/contact-us',
    {
      config: writeLimit,
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: 'Send a message to the operator (captcha when its setting is on)',
        body: contactInput,
        response: { 201: envelope(z.object({ id: z.number(), createdAt: z.date() })), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { captchaId, captchaText, captchaToken, ...input } = request.body;
      await checkCaptcha(app.db, 'contactUs', { captchaId, captchaText, captchaToken, remoteIp: request.clientIp });
      const inquiry = await service.createInquiry(app.db, input, { lang: request.lang, userId: request.user?.id ?? null });
      return reply.status(201).send(ok(inquiry));
    },
  );

  const subscribed = envelope(z.object({ id: z.number(), email: z.string() }));

  app.post(
    '/newsletter/subscribe',
    {
      config: writeLimit,
      schema: {
        tags,
        summary: 'Subscribe an address to the newsletter',
        body: newsletterInput,
        response: { 201: subscribed, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await checkCaptcha(app.db, 'newsletter', { ...request.body, remoteIp: request.clientIp });
      return reply.status(201).send(ok(await service.subscribe(app.db, email, { lang: request.lang, userId: null })));
    },
  );

  app.post(
    '/users/current-user-newsletter-subscribe',
    {
      config: writeLimit,
      preHandler: app.requireUser,
      schema: { tags, summary: 'Subscribe the signed-in user', response: { 201: subscribed, ...errorResponses } },
    },
    async (request, reply) => {
      const user = request.user!;
      return reply.status(201).send(ok(await service.subscribe(app.db, user.email, { lang: request.lang, userId: user.id })));
    },
  );
}
