import { paymentGatewayFrontOut } from '@cf/domain/schemas/payment-gateways';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { enabledGateways } from './index';

/** The spec's admin/payment-gateway/: which routes the invest and top-up forms may offer. Public. */
export default async function paymentGatewayRoutes(app: App) {
  app.get(
    '/admin/payment-gateway',
    {
      schema: {
        tags: ['payments'],
        summary: 'The payment routes investors may use now (provider, test mode, publishable key, offline instructions)',
        response: { 200: envelope(z.array(paymentGatewayFrontOut)), ...errorResponses },
      },
    },
    async () => ok(await enabledGateways(app.db)),
  );
}
