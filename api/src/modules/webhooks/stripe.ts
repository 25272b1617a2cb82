import { type Database, webhookEvents } from '@cf/db';
import { AppError, NotFoundError } from '@cf/domain';
import type { DepsOf } from '../../deps';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { fulfil, type Outcome } from '../checkout/index';
import { applyStripeDispute, isDisputeEvent, sessionOfStripeDispute } from '../disputes/stripe';
import type { PaymentRoutes } from '../payment-gateways/index';
import { findSessionByRef, lockSession } from '../payments/index';
import { stateOf } from '../../providers/payments/index';

/** Stripe's own recommendation, and what the spec asks: older signatures are replays. */
export const SIGNATURE_TOLERANCE_S = 300;

/** A webhook whose signature is missing, wrong or too old: refused before anything is read or written. */
export class WebhookSignatureError extends AppError {
  constructor() {
    super('WEBHOOK_SIGNATURE', 400, 'wallet.errors.webhookSignature');
  }
}

/** No signing secret is set: the operator has not finished setting Stripe up. */
export class WebhookNotConfiguredError extends AppError {
  constructor() {
    super('WEBHOOK_NOT_CONFIGURED', 400, 'wallet.errors.webhookNotConfigured');
  }
}

type CheckoutObject = Stripe.Checkout.Session;

/** What an event says about a Checkout session, in our words (null: nothing to do). */
function outcomeOf(event: Stripe.Event): { session: CheckoutObject; outcome: Outcome } | null {
  switch (event.type) {
    case 'checkout.session.completed':
      // Completed but unpaid is a delayed payment method still clearing: its own event follows.
      return stateOf(event.data.object) === 'paid' ? { session: event.data.object, outcome: 'paid' } : null;
    case 'checkout.session.async_payment_succeeded':
      return { session: event.data.object, outcome: 'paid' };
    case 'checkout.session.async_payment_failed':
      return { session: event.data.object, outcome: 'failed' };
    case 'checkout.session.expired':
      return { session: event.data.object, outcome: 'expired' };
    default:
      return null;
  }
}

export type WebhookDeps = DepsOf<'db' | 'log' | 'mailer' | 'realtime'> & { payments: PaymentRoutes };

const seen = async (db: Database, eventId: string) =>
  (
    await db
      .select({ id: webhookEvents.eventId })
      .from(webhookEvents)
      .where(and(eq(webhookEvents.provider, 'stripe'), eq(webhookEvents.eventId, eventId)))
  ).length > 0;

/**
 * POST /webhooks/stripe. The signature is checked on the raw body (300 s tolerance) before
 * anything else; then, in one transaction, the event id is recorded (a redelivery, sequential or
 * concurrent, finds it and changes nothing) and the session's fulfilment runs through the same
 * `fulfil` as the redirect's check, under the session's lock: whichever arrives first decides, and
 * a later event (expired after completed) changes nothing. A dispute event (charge.dispute.created
 * or .closed) asks Stripe which payment it is about first, outside the transaction, then opens
 * and settles the dispute in it (the disputes module: idempotent by dispute id, in any order).
 */
export async function receiveStripeEvent(deps: WebhookDeps, raw: Buffer, signature: string | undefined) {
  const secret = await deps.payments.webhookSecret(deps.db, 'stripe');
  if (!secret) throw new WebhookNotConfiguredError();
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(raw, signature ?? '', secret, SIGNATURE_TOLERANCE_S);
  } catch {
    throw new WebhookSignatureError();
  }
  const dispute = isDisputeEvent(event) ? event : null;
  if (dispute && (await seen(deps.db, event.id))) return { received: true as const, duplicate: true };
  const disputedSession = dispute ? await sessionOfStripeDispute(deps.db, deps.payments, dispute.data.object) : null;
  return deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ provider: 'stripe', eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (!fresh) return { received: true as const, duplicate: true };
    if (dispute) await applyStripeDispute(tx, deps, deps.log, dispute, disputedSession);
    const news = outcomeOf(event);
    if (news) await apply(tx, deps, event.id, news.session, news.outcome);
    return { received: true as const, duplicate: false };
  });
}

async function apply(tx: Database, deps: WebhookDeps, eventId: string, object: CheckoutObject, outcome: Outcome) {
  const found = await findSessionByRef(tx, object.id);
  if (!found) {
    // Ours (we set the metadata) but not committed yet: refuse, so Stripe delivers it again.
    if (object.metadata?.sessionId) throw new NotFoundError();
    return;
  }
  if (found.provider !== 'stripe') return;
  const session = await lockSession(tx, found.id);
  if (outcome === 'paid' && (object.amount_total !== session.amount || object.currency?.toUpperCase() !== session.currency)) {
    // Never credit other money than the session asked for; staff reconcile from the log and Stripe.
    deps.log.error({ eventId, sessionId: session.id, amount: object.amount_total, currency: object.currency }, 'stripe amount mismatch');
    return;
  }
  await fulfil(tx, session, outcome, deps);
}
