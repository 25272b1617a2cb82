import { webhookAckOut } from '@cf/domain/schemas/payment-gateways';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { PaymentRoutes } from '../payment-gateways/index';
import type { App } from '../../types';
import { receiveStripeEvent } from './stripe';

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
}
