import type { Database } from '@cf/db';
import type Stripe from 'stripe';
import type { PaymentRoutes } from '../payment-gateways/index';
import type { Notices } from '../payment-notices/index';
import { findSession, findSessionByRef } from '../payments/index';
import { stripePaymentOf } from '../../providers/payments/stripe';
import { closeDispute, openDispute } from './index';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/** The Stripe events about disputes the platform acts on. */
export const isDisputeEvent = (event: Stripe.Event): event is Stripe.ChargeDisputeCreatedEvent | Stripe.ChargeDisputeClosedEvent =>
  event.type === 'charge.dispute.created' || event.type === 'charge.dispute.closed';

/**
 * An inquiry (status warning_…) withdraws no money and may never become a chargeback: nothing to
 * record until Stripe turns it into one (its own charge.dispute.created follows).
 */
const isInquiry = (dispute: Stripe.Dispute) => dispute.status.startsWith('warning_');

/**
 * Our payment session of a Stripe dispute, asked of Stripe before the webhook's transaction (no
 * connection is held while Stripe answers): the PaymentIntent's metadata.sessionId, else the
 * Checkout session that made the intent. null: not a payment of ours (or Stripe is not set up).
 * Stripe unreachable is a 502: nothing is written and Stripe delivers the event again.
 */
export async function sessionOfStripeDispute(db: Database, payments: PaymentRoutes, dispute: Stripe.Dispute): Promise<string | null> {
  if (isInquiry(dispute)) return null;
  const intent = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : (dispute.payment_intent?.id ?? null);
  const mode = await payments.modeOf(db, 'stripe');
  if (!intent || mode.kind !== 'live' || !mode.keys.apiUrl) return null;
  const found = await stripePaymentOf({ secretKey: mode.keys.secret, apiUrl: mode.keys.apiUrl }, intent);
  if (found.sessionId) return found.sessionId;
  return found.checkoutId ? ((await findSessionByRef(db, found.checkoutId))?.id ?? null) : null;
}

/**
 * A dispute event, in the webhook's transaction: the dispute is opened from the event's data
 * (idempotent), then a closing event settles it. Opening first is what makes the events
 * order-independent: a "closed" that arrives before its "created" opens and closes the dispute,
 * and the late "created" finds it and changes nothing.
 */
export async function applyStripeDispute(
  tx: Database,
  notices: Notices,
  log: Log,
  event: Stripe.ChargeDisputeCreatedEvent | Stripe.ChargeDisputeClosedEvent,
  sessionId: string | null,
): Promise<void> {
  const dispute = event.data.object;
  if (isInquiry(dispute)) return;
  const session = sessionId ? await findSession(tx, sessionId) : undefined;
  if (!session || session.provider !== 'stripe') {
    log.warn({ eventId: event.id, disputeId: dispute.id, sessionId }, 'stripe dispute about no payment of ours');
    return;
  }
  const currency = dispute.currency.toUpperCase();
  if (currency !== session.currency || dispute.amount <= 0 || dispute.amount > session.amount) {
    // Never move other money than the payment's; staff reconcile from the log and Stripe.
    log.error({ eventId: event.id, disputeId: dispute.id, amount: dispute.amount, currency }, 'stripe dispute amount mismatch');
    return;
  }
  const due = dispute.evidence_details?.due_by;
  await openDispute(tx, notices, {
    provider: 'stripe',
    providerRef: dispute.id,
    kind: 'chargeback',
    sessionId: session.id,
    amount: dispute.amount,
    currency,
    reason: dispute.reason,
    evidenceDueBy: due ? new Date(due * 1000) : null,
  });
  const outcome = dispute.status === 'won' ? 'won' : dispute.status === 'lost' ? 'lost' : null;
  if (event.type === 'charge.dispute.closed' && outcome)
    await closeDispute(tx, notices, { provider: 'stripe', providerRef: dispute.id, outcome });
}
