import { investmentOut } from '@cf/domain/schemas/investments';
import { paymentSessionCheckOut } from '@cf/domain/schemas/payment-gateways';
import { paypalCheckoutSessionInput, paypalProcessPaymentInput } from '@cf/domain/schemas/paypal';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { investHandler } from '../investments/index';
import type { PaymentRoutes } from '../payment-gateways/index';
import { processPaypalPayment } from './process';

const tags = ['payments'];
const base = '/campaigns/equity/paypal-payment';

/** The spec's PayPal calls: invest through a PayPal order, and complete it when the payer returns. */
export default async function paypalRoutes(app: App, options: { payments: PaymentRoutes }) {
  const { payments } = options;

  app.post(
    `${base}/checkout-session`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Invest by PayPal: process-investment with paymentType "paypal"; the payer approves the order at checkoutUrl',
        headers: z.object({ 'idempotency-key': z.string().trim().min(1).max(255).optional() }),
        body: paypalCheckoutSessionInput,
        response: { 201: envelope(investmentOut), ...errorResponses },
      },
    },
    investHandler(app, payments),
  );

  app.post(
    `${base}/process-payment`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'The payer is back from PayPal: PayPal is asked (never the return address), an approved order captured and fulfilled, once',
        body: paypalProcessPaymentInput,
        response: { 200: envelope(paymentSessionCheckOut), ...errorResponses },
      },
    },
    async (request) => ok(await processPaypalPayment(app, payments, request.user!.id, request.body)),
  );
}
