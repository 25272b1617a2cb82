import { AppError } from '@cf/domain';
import Stripe from 'stripe';
import type { CheckoutState, PaymentProviderAdapter, SettledTransaction } from './types';

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

/** Our payment session's id, which Checkout copied from payment_intent_data onto the PaymentIntent. */
const sessionIdOf = (intent: unknown): string | null =>
  typeof intent === 'object' && intent !== null ? ((intent as Stripe.PaymentIntent).metadata?.sessionId ?? null) : null;

/**
 * One balance movement as the reconciliation matches it (see api/src/modules/reconciliation):
 * payments and their refunds by our session's id (from the PaymentIntent's metadata), a dispute's
 * withdrawal and reinstatement by the dispute's id, a Connect transfer by its own id. Stripe's own
 * fees and payouts to the platform's bank are not the ledger's clearing movements: left out.
 */
export function movementOf(txn: Stripe.BalanceTransaction): SettledTransaction | null {
  const source = txn.source;
  const sourceId = typeof source === 'string' ? source : (source?.id ?? null);
  if (!sourceId) return null;
  const at = new Date(txn.created * 1000);
  const currency = txn.currency.toUpperCase();
  const object = typeof source === 'object' && source !== null ? (source as { object?: string; payment_intent?: unknown }) : null;
  if (txn.type === 'charge' || txn.type === 'payment' || txn.type === 'refund' || txn.type === 'payment_refund')
    return { providerRef: sessionIdOf(object?.payment_intent) ?? sourceId, amount: txn.amount, currency, at };
  if (txn.reporting_category === 'dispute' || txn.reporting_category === 'dispute_reversal' || object?.object === 'dispute')
    return { providerRef: sourceId, amount: txn.amount, currency, at };
  if (txn.type === 'transfer') return { providerRef: sourceId, amount: txn.amount, currency, at };
  return null;
}

/**
 * The payment a PaymentIntent paid, for a dispute's webhook: our session id from its metadata (set
 * by createCheckout), else the Checkout session that created it (Stripe's cs_…, our providerRef).
 */
export async function stripePaymentOf(
  options: StripeOptions,
  intentId: string,
): Promise<{ sessionId: string | null; checkoutId: string | null }> {
  const stripe = stripeClient(options);
  const intent = await call(() => stripe.paymentIntents.retrieve(intentId));
  const sessionId = sessionIdOf(intent);
  if (sessionId) return { sessionId, checkoutId: null };
  const found = await call(() => stripe.checkout.sessions.list({ payment_intent: intentId, limit: 1 }));
  return { sessionId: null, checkoutId: found.data[0]?.id ?? null };
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
    settled: async (from, to) => {
      const moves: SettledTransaction[] = [];
      const list = stripe.balanceTransactions.list({
        created: { gte: Math.floor(from.getTime() / 1000), lt: Math.floor(to.getTime() / 1000) },
        limit: 100,
        expand: ['data.source', 'data.source.payment_intent'],
      });
      try {
        for await (const txn of list) {
          const move = movementOf(txn);
          if (move) moves.push(move);
        }
      } catch (err) {
        throw new PaymentProviderUnavailableError((err as Error).message);
      }
      return moves;
    },
  };
}
