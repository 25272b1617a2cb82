import { type Database, webhookEvents } from '@cf/db';
import { ValidationError } from '@cf/domain';
import { paypalEvent, type PaypalEvent } from '@cf/domain/schemas/paypal';
import { and, eq } from 'drizzle-orm';
import type { IncomingHttpHeaders } from 'node:http';
import { fulfil, type Outcome } from '../checkout/index';
import { closeDispute, openDispute } from '../disputes/index';
import { lockSession } from '../payments/index';
import { verifyPaypalSignature } from '../paypal/signature';
import { newsOf, type PaypalNews } from '../paypal/events';
import { type WebhookDeps, WebhookNotConfiguredError } from './stripe';

function parse(raw: Buffer): PaypalEvent {
  try {
    return paypalEvent.parse(JSON.parse(raw.toString('utf8')));
  } catch {
    throw new ValidationError([{ field: 'body', message: 'validation.invalidFormat' }]);
  }
}

const seen = async (db: Database, eventId: string) =>
  (
    await db
      .select({ eventId: webhookEvents.eventId })
      .from(webhookEvents)
      .where(and(eq(webhookEvents.provider, 'paypal'), eq(webhookEvents.eventId, eventId)))
  ).length > 0;

async function apply(tx: Database, deps: WebhookDeps, news: PaypalNews) {
  if (news.kind === 'payment') {
    const session = await lockSession(tx, news.sessionId);
    await fulfil(tx, session, news.outcome satisfies Outcome, deps);
    return;
  }
  // A resolution whose opening was never recorded (missed, or refused then) is recorded first.
  if (news.dispute) await openDispute(tx, deps, news.dispute);
  if (news.kind === 'resolved') await closeDispute(tx, deps, { provider: 'paypal', providerRef: news.disputeId, outcome: news.outcome });
}

/**
 * POST /webhooks/paypal. The signature is checked first (locally, against PayPal's certificate,
 * with the console's webhook id); then what the event says is worked out, an approved order being
 * captured at PayPal outside any transaction (idempotent by order id); then, in one transaction, the
 * event id is recorded (a redelivery, sequential or concurrent, finds it and changes nothing) and the
 * session is completed through the same `fulfil` as the return's check, under its lock: whichever
 * arrives first decides, and a later event (denied after completed) changes nothing.
 */
export async function receivePaypalEvent(
  deps: WebhookDeps,
  raw: Buffer,
  headers: IncomingHttpHeaders,
): Promise<{ received: true; duplicate: boolean }> {
  const mode = await deps.payments.modeOf(deps.db, 'paypal');
  if (mode.kind !== 'live' || !mode.keys.webhookId) throw new WebhookNotConfiguredError();
  await verifyPaypalSignature(raw, headers, { webhookId: mode.keys.webhookId, apiUrl: mode.keys.apiUrl });
  const event = parse(raw);
  if (await seen(deps.db, event.id)) return { received: true, duplicate: true };
  const news = await newsOf(deps, event);
  return deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ provider: 'paypal', eventId: event.id, type: event.event_type })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (!fresh) return { received: true as const, duplicate: true };
    if (news) await apply(tx, deps, news);
    return { received: true as const, duplicate: false };
  });
}
