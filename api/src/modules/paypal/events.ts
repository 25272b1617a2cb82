import type { Database } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import {
  fromPaypalValue,
  paypalCaptureResource,
  paypalDisputeResource,
  type PaypalEvent,
  paypalOrderResource,
} from '@cf/domain/schemas/paypal';
import type { z } from 'zod';
import type { DepsOf } from '../../deps';
import type { DisputeInput } from '../disputes/index';
import type { PaymentRoutes } from '../payment-gateways/index';
import { findSession, findSessionByRef, type PaymentSession } from '../payments/index';

/** What a PayPal event asks of us, once its signature is checked (null: nothing). */
export type PaypalNews =
  | { kind: 'payment'; sessionId: string; outcome: 'paid' | 'failed' }
  | { kind: 'dispute'; dispute: DisputeInput }
  | { kind: 'resolved'; disputeId: string; outcome: 'won' | 'lost'; dispute: DisputeInput | null };

type Deps = DepsOf<'db' | 'log'> & { payments: PaymentRoutes };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Dispute outcomes: the payer's money stays with them (lost) or comes back to the platform (won). */
const LOST = ['RESOLVED_BUYER_FAVOUR', 'ACCEPTED'];
const WON = ['RESOLVED_SELLER_FAVOUR', 'CANCELED_BY_BUYER', 'DENIED', 'RESOLVED_WITH_PAYOUT'];

/**
 * The PayPal session an order or capture is about: by the order id (our providerRef), else by
 * custom_id (our session id). Ours (a session id in custom_id) but not committed yet is refused
 * with a 404, so PayPal delivers it again; a payment that is not the platform's is ignored.
 */
async function sessionFor(db: Database, orderId: string | undefined, customId: string | undefined): Promise<PaymentSession | undefined> {
  const byRef = orderId ? await findSessionByRef(db, orderId) : undefined;
  const ours = customId !== undefined && UUID.test(customId);
  const session = byRef ?? (ours ? await findSession(db, customId.toLowerCase()) : undefined);
  if (!session) {
    if (ours) throw new NotFoundError();
    return undefined;
  }
  // The session's order is the one PayPal names, or this is not our payment.
  if (session.provider !== 'paypal' || session.twin || (orderId && session.providerRef !== orderId)) return undefined;
  return session;
}

/** A resource in a shape we cannot read is logged and acknowledged: a redelivery would not read better. */
function read<T>(deps: Deps, event: PaypalEvent, schema: z.ZodType<T>): T | null {
  const parsed = schema.safeParse(event.resource);
  if (parsed.success) return parsed.data;
  deps.log.error({ eventId: event.id, type: event.event_type }, 'paypal event resource not understood');
  return null;
}

/** PayPal says this much of the session's currency: never credit other money than the session asked for. */
function sameMoney(deps: Deps, session: PaymentSession, money: { currency_code: string; value: string } | undefined, eventId: string) {
  const amount = money ? fromPaypalValue(money.value, money.currency_code) : null;
  if (amount === session.amount && money?.currency_code === session.currency) return true;
  deps.log.error({ eventId, sessionId: session.id, money }, 'paypal amount mismatch');
  return false;
}

/** CHECKOUT.ORDER.APPROVED: the payer approved; capture it now (only while our session is open). */
async function approved(deps: Deps, event: PaypalEvent): Promise<PaypalNews | null> {
  const order = read(deps, event, paypalOrderResource);
  if (!order) return null;
  const unit = order.purchase_units?.[0];
  const session = await sessionFor(deps.db, order.id, unit?.custom_id);
  // A closed session (expired, failed) must not take money any more: its order is left to lapse.
  if (!session || session.status !== 'open' || !sameMoney(deps, session, unit?.amount, event.id)) return null;
  const adapter = await deps.payments.adapterOf(deps.db, 'paypal');
  const state = adapter ? await adapter.checkoutState(order.id) : 'open';
  return state === 'paid' || state === 'failed' ? { kind: 'payment', sessionId: session.id, outcome: state } : null;
}

/** PAYMENT.CAPTURE.COMPLETED / DENIED: the money was taken, or refused. */
async function captured(deps: Deps, event: PaypalEvent, outcome: 'paid' | 'failed'): Promise<PaypalNews | null> {
  const capture = read(deps, event, paypalCaptureResource);
  if (!capture) return null;
  const session = await sessionFor(deps.db, capture.supplementary_data?.related_ids?.order_id, capture.custom_id);
  if (!session || (outcome === 'paid' && !sameMoney(deps, session, capture.amount, event.id))) return null;
  return { kind: 'payment', sessionId: session.id, outcome };
}

/** The dispute as the disputes module records it, when the disputed payment is one of ours (paid by PayPal). */
async function disputeInput(deps: Deps, event: PaypalEvent, dispute: z.infer<typeof paypalDisputeResource>): Promise<DisputeInput | null> {
  const paid = dispute.disputed_transactions?.[0];
  const sessionId = [paid?.invoice_number, paid?.custom].find((id) => id !== undefined && UUID.test(id));
  const session = sessionId ? await findSession(deps.db, sessionId.toLowerCase()) : undefined;
  const money = dispute.dispute_amount;
  const amount = money ? fromPaypalValue(money.value, money.currency_code) : null;
  if (
    !session ||
    session.provider !== 'paypal' ||
    session.status !== 'paid' ||
    amount === null ||
    money?.currency_code !== session.currency
  ) {
    deps.log.warn({ eventId: event.id, disputeId: dispute.dispute_id }, 'paypal dispute about no payment of ours');
    return null;
  }
  const due = dispute.seller_response_due_date ? new Date(dispute.seller_response_due_date) : null;
  return {
    provider: 'paypal',
    providerRef: dispute.dispute_id,
    kind: 'chargeback',
    sessionId: session.id,
    // PayPal never takes back more than was paid; the cap keeps a malformed amount from doing so.
    amount: Math.min(amount, session.amount),
    currency: session.currency,
    reason: dispute.reason ?? 'UNKNOWN',
    evidenceDueBy: due && !Number.isNaN(due.getTime()) ? due : null,
  };
}

/**
 * CUSTOMER.DISPUTE.CREATED / RESOLVED: the disputed payment names our session as its invoice (and
 * custom field). A resolution carries the dispute's data too, so one whose opening was missed is
 * recorded first, then settled.
 */
async function disputed(deps: Deps, event: PaypalEvent): Promise<PaypalNews | null> {
  const dispute = read(deps, event, paypalDisputeResource);
  if (!dispute) return null;
  const input = await disputeInput(deps, event, dispute);
  if (event.event_type === 'CUSTOMER.DISPUTE.CREATED') return input && { kind: 'dispute', dispute: input };
  const code = dispute.dispute_outcome?.outcome_code ?? '';
  const outcome = LOST.includes(code) ? 'lost' : WON.includes(code) ? 'won' : null;
  if (!outcome) deps.log.warn({ eventId: event.id, code }, 'paypal dispute outcome not understood');
  return outcome && { kind: 'resolved', disputeId: dispute.dispute_id, outcome, dispute: input };
}

/** What an event means for us; other event types are acknowledged as they come. */
export async function newsOf(deps: Deps, event: PaypalEvent): Promise<PaypalNews | null> {
  switch (event.event_type) {
    case 'CHECKOUT.ORDER.APPROVED':
      return approved(deps, event);
    case 'PAYMENT.CAPTURE.COMPLETED':
      return captured(deps, event, 'paid');
    case 'PAYMENT.CAPTURE.DENIED':
      return captured(deps, event, 'failed');
    case 'CUSTOMER.DISPUTE.CREATED':
    case 'CUSTOMER.DISPUTE.RESOLVED':
      return disputed(deps, event);
    default:
      return null;
  }
}
