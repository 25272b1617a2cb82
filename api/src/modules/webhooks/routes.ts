import { webhookAckOut } from '@cf/domain/schemas/payment-gateways';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { PaymentRoutes } from '../payment-gateways/index';
import type { App } from '../../types';

type WebhookLog = Parameters<typeof receiveStripeEvent>[0]['log'];
import { receiveStripeEvent } from './stripe';
import { receivePaypalEvent } from './paypal';
import { receivePlaidEvent } from '../ach/webhook';
import { receiveMangopayEvent } from '../mangopay/webhook';
import { z } from 'zod';

/**
 * Payment providers' webhooks (POST /webhooks/<provider>). Signatures are computed over the exact
 * bytes sent, so JSON bodies here are kept raw (this plugin's parser only; the rest of the API
 * parses as usual).
 */
export default async function webhookRoutes(app: App, options: { payments: PaymentRoutes }) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/webhooks/stripe',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe events (signed, 300 s tolerance): fulfils Checkout sessions, once per event id, in any order',
        response: { 200: envelope(webhookAckOut), ...errorResponses },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const deps = { db: app.db, mailer: app.mailer, realtime: app.realtime, payments: options.payments, log: request.log };
      return ok(await receiveStripeEvent(deps, raw, typeof signature === 'string' ? signature : undefined));
    },
  );
  const depsOf = (log: WebhookLog) => ({ db: app.db, mailer: app.mailer, realtime: app.realtime, payments: options.payments, log });
  const rawOf = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
  app.post(
    '/webhooks/paypal',
    {
      schema: {
        tags: ['payments'],
        summary: 'PayPal events (signature verified): captures, refunds and disputes, once per event id, in any order',
        response: { 200: envelope(webhookAckOut), ...errorResponses },
      },
    },
    async (request) => ok(await receivePaypalEvent(depsOf(request.log), rawOf(request.body), request.headers)),
  );
  app.post(
    '/webhooks/plaid',
    {
      schema: {
        tags: ['payments'],
        summary: 'Plaid events (signed JWT in Plaid-Verification): ACH transfer settlements and returns, once per event, in any order',
        response: { 200: envelope(webhookAckOut), ...errorResponses },
      },
    },
    async (request) => ok(await receivePlaidEvent(depsOf(request.log), rawOf(request.body), request.headers)),
  );
  // MangoPay calls its hooks with GET and the event in the query; the resource is read back from its API.
  app.get(
    '/webhooks/mangopay',
    {
      schema: {
        tags: ['payments'],
        summary: 'MangoPay hook notifications (EventType, RessourceId, Date): the resource is read back from MangoPay, once per event',
        querystring: z.record(z.string(), z.string()),
        response: { 200: envelope(webhookAckOut), ...errorResponses },
      },
    },
    async (request) => ok(await receiveMangopayEvent(depsOf(request.log), request.query)),
  );
}
