import {
  completeSandboxSessionInput,
  paymentCompletionOut,
  sandboxSessionOut,
  walletTopUpDetailOut,
  walletTopUpOut,
} from '@cf/domain/schemas/wallet';
import { investmentOut } from '@cf/domain/schemas/investments';
import { paymentSessionCheckOut, stripeCheckoutSessionInput, stripeWalletCheckoutInput } from '@cf/domain/schemas/payment-gateways';
import { NotFoundError } from '@cf/domain';
import { isCheckoutProvider } from '@cf/domain/wallet';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { investHandler } from '../investments/index';
import type { PaymentRoutes } from '../payment-gateways/index';
import { findSession, latestSessionFor } from '../payments/index';
import { topUpFor, topUpHandler } from '../wallet/index';
import { checkPaymentSession, completeSandboxSession } from './index';
import { faultPoint } from '../../lib/fault-point';

const tags = ['payments'];
const sessionParams = z.object({ sessionId: z.uuid('validation.invalidFormat') });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(255).optional() });
const gateway = '/campaigns/equity/payment-gateway';

/**
 * Hosted checkouts: the sandbox gateway's page and buttons, and the spec's payment-gateway calls
 * (Stripe Checkout for an investment or a top-up, and the return redirect's check).
 */
export default async function checkoutRoutes(app: App, options: { payments: PaymentRoutes }) {
  const { payments } = options;

  app.get(
    '/payments/sandbox/sessions/:sessionId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'A sandbox checkout session, for its payer',
        params: sessionParams,
        response: { 200: envelope(sandboxSessionOut), ...errorResponses },
      },
    },
    async (request) => {
      const session = await findSession(app.db, request.params.sessionId);
      if (!session || session.userId !== request.user!.id || !session.twin || !isCheckoutProvider(session.provider))
        throw new NotFoundError();
      const { id, provider, purpose, subjectId, amount, currency, status, expiresAt } = session;
      return ok({ sessionId: id, provider, purpose, subjectId, amount, currencyCode: currency, status, expiresAt });
    },
  );

  app.post(
    '/payments/sandbox/sessions/:sessionId/complete',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Pay or fail a sandbox checkout; runs the same fulfilment as a provider webhook, once (refused while the sandbox is off)',
        params: sessionParams,
        body: completeSandboxSessionInput,
        response: { 200: envelope(paymentCompletionOut), ...errorResponses },
      },
    },
    async (request) => {
      const completion = await completeSandboxSession(app, request.user!.id, request.params.sessionId, request.body.outcome);
      faultPoint('checkout.completed');
      return ok(completion);
    },
  );

  app.post(
    `${gateway}/checkout-session`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Invest by card through Stripe Checkout: process-investment with paymentType "stripe"; pay at checkoutUrl',
        headers: idempotencyHeaders,
        body: stripeCheckoutSessionInput,
        response: { 201: envelope(investmentOut), ...errorResponses },
      },
    },
    investHandler(app, payments),
  );

  app.post(
    `${gateway}/wallet-checkout-session`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Top up the wallet by card through Stripe Checkout: add-wallet-topup with paymentType "stripe"',
        headers: idempotencyHeaders,
        body: stripeWalletCheckoutInput,
        response: { 201: envelope(walletTopUpOut), ...errorResponses },
      },
    },
    topUpHandler(app, payments),
  );

  app.get(
    `${gateway}/check-payment-session/:sessionId`,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The return redirect’s check: asks the provider (never the query string) and fulfils a paid session, once',
        params: z.object({ sessionId: z.string().trim().min(1).max(255) }),
        response: { 200: envelope(paymentSessionCheckOut), ...errorResponses },
      },
    },
    async (request) => ok(await checkPaymentSession(app, payments, request.user!.id, request.params.sessionId)),
  );

  app.patch(
    '/wallet/update-wallet-topup/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Bring a top-up up to date after the payer returns: its provider is asked, and a paid one is credited, once',
        params: z.object({ id: z.uuid('validation.invalidFormat') }),
        response: { 200: envelope(walletTopUpDetailOut), ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      // The top-up first: another user's id is a 404 before any provider is asked.
      await topUpFor(app.db, userId, request.params.id);
      const session = await latestSessionFor(app.db, request.params.id);
      if (session) await checkPaymentSession(app, payments, userId, session.id);
      return ok(await topUpFor(app.db, userId, request.params.id));
    },
  );
}
