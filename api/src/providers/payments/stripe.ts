import { AppError } from '@cf/domain';
import Stripe from 'stripe';
import type { CheckoutState, PaymentProviderAdapter } from './types';

/**
 * Stripe could not be reached, failed on its side or refused our keys: nothing the payer can fix.
 * A 502 with a translated message; the caller's transaction (investment, hold) rolls back.
 */
export class PaymentProviderUnavailableError extends AppError {
  constructor(readonly detail: string) {
    super('PAYMENT_PROVIDER_UNAVAILABLE', 502, 'wallet.errors.providerUnavailable');
  }
}

export type StripeOptions = {
  secretKey: string;
  /** Stripe's API address; tests point it at a fake on loopback. */
  apiUrl: string;
};

/** Stripe accepts a Checkout expiry between 30 minutes and 24 hours from creation. */
const MIN_EXPIRY_S = 30 * 60 + 60;
const MAX_EXPIRY_S = 23 * 60 * 60;

const clients = new Map<string, Stripe>();

/** One SDK client per key and address (they keep their HTTP agent). */
export function stripeClient({ secretKey, apiUrl }: StripeOptions): Stripe {
  const cacheKey = `${apiUrl}\n${secretKey}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const url = new URL(apiUrl);
    client = new Stripe(secretKey, {
      host: url.hostname,
      port: url.port || (url.protocol === 'http:' ? 80 : 443),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
      maxNetworkRetries: 1,
      timeout: 15_000,
      telemetry: false,
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/** Stripe's word on a Checkout session, in ours: complete and paid is the only "paid". */
export function stateOf(session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>): CheckoutState {
  if (session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required'))
    return 'paid';
  if (session.status === 'expired') return 'expired';
  return 'open';
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw new PaymentProviderUnavailableError((err as Error).message);
  }
}

/**
 * Stripe Checkout: a hosted page reached by redirect, so card data never touches the platform. Our
 * session id rides along as client_reference_id and metadata, so the webhook finds its session;
 * the return address carries Stripe's session id for the redirect's check.
 */
export function stripePayments(options: StripeOptions): PaymentProviderAdapter {
  const stripe = stripeClient(options);
  return {
    name: 'stripe',
    createCheckout: async (request) => {
      const now = Math.floor(Date.now() / 1000);
      const wanted = Math.floor(request.expiresAt.getTime() / 1000);
      const expiresAt = Math.min(Math.max(wanted, now + MIN_EXPIRY_S), now + MAX_EXPIRY_S);
      const separator = request.successUrl.includes('?') ? '&' : '?';
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amount,
                  product_data: { name: request.description },
                },
              },
            ],
            customer_email: request.customerEmail,
            client_reference_id: request.sessionId,
            metadata: { sessionId: request.sessionId },
            payment_intent_data: { metadata: { sessionId: request.sessionId } },
            success_url: `${request.successUrl}${separator}session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: request.cancelUrl,
            expires_at: expiresAt,
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (!session.url) throw new PaymentProviderUnavailableError(`checkout session ${session.id} has no url`);
      return { providerRef: session.id, checkoutUrl: session.url };
    },
    checkoutState: async (providerRef) => stateOf(await call(() => stripe.checkout.sessions.retrieve(providerRef))),
    expireCheckout: async (providerRef) => {
      const session = await call(() => stripe.checkout.sessions.retrieve(providerRef));
      if (session.status === 'open') await call(() => stripe.checkout.sessions.expire(providerRef));
    },
    refund: async (request) => {
      const session = await call(() => stripe.checkout.sessions.retrieve(request.providerRef));
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new PaymentProviderUnavailableError(`checkout session ${request.providerRef} has no payment to refund`);
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: intent, amount: request.amount },
          { idempotencyKey: request.idempotencyKey },
        );
        return { refundRef: refund.id };
      } catch (err) {
        // Refunded already (a retry after Stripe's idempotency window): the money is back with the payer.
        if ((err as { code?: string }).code === 'charge_already_refunded') return { refundRef: `already-refunded:${intent}` };
        throw new PaymentProviderUnavailableError((err as Error).message);
      }
    },
  };
}
