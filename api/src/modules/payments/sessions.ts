import { type Database, paymentSessions } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import type { DebitProvider, PaymentProvider } from '@cf/domain/wallet';
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { PaymentProviderAdapter } from '../../providers/payments/index';

export type PaymentSession = typeof paymentSessions.$inferSelect;

/** How long a hosted checkout stays payable (Stripe's own minimum is 30 minutes). */
export const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;

export type OpenSessionInput = {
  userId: string;
  userEmail: string;
  purpose: PaymentSession['purpose'];
  subjectId: string;
  amount: number;
  currency: string;
  description: string;
  /** Where the provider sends the payer back ({sessionId} is filled in). */
  successUrl: string;
  cancelUrl: string;
  /** When the checkout stops being payable (default: CHECKOUT_LIFETIME_MS from now). */
  expiresAt?: Date;
};

/**
 * Starts a hosted checkout with the provider and records it. The provider is called with our
 * session id as its idempotency key, so a retried call never opens two checkouts.
 */
export async function openSession(db: Database, adapter: PaymentProviderAdapter, input: OpenSessionInput): Promise<PaymentSession> {
  const id = randomUUID();
  const expiresAt = input.expiresAt ?? new Date(Date.now() + CHECKOUT_LIFETIME_MS);
  const fill = (url: string) => url.replace('{sessionId}', id);
  const checkout = await adapter.createCheckout({
    sessionId: id,
    amount: input.amount,
    currency: input.currency,
    description: input.description,
    customerEmail: input.userEmail,
    successUrl: fill(input.successUrl),
    cancelUrl: fill(input.cancelUrl),
    expiresAt,
    idempotencyKey: `checkout:${id}`,
  });
  const [session] = await db
    .insert(paymentSessions)
    .values({
      id,
      userId: input.userId,
      provider: adapter.name satisfies PaymentProvider,
      twin: adapter.twin ?? false,
      providerRef: checkout.providerRef,
      purpose: input.purpose,
      subjectId: input.subjectId,
      amount: input.amount,
      currency: input.currency,
      checkoutUrl: checkout.checkoutUrl,
      expiresAt,
    })
    .returning();
  return session!;
}

export type DebitSessionInput = {
  id: string;
  userId: string;
  provider: DebitProvider;
  purpose: PaymentSession['purpose'];
  subjectId: string;
  amount: number;
  currency: string;
  /** The provider's id for the debit (a Plaid transfer, a MangoPay transfer). */
  providerRef: string;
  /** A debit has no page to pay on: the payer is sent to the receipt. */
  receiptUrl: string;
  twin: boolean;
};

/** How long a bank debit may stay unsettled before staff look at it (ACH settles in days). */
const DEBIT_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Records a debit the provider has accepted (ACH, MangoPay wallet) as an open session, so its
 * settlement webhook completes it through the same fulfilment as a hosted checkout, once.
 */
export async function recordDebitSession(db: Database, input: DebitSessionInput): Promise<PaymentSession> {
  const [session] = await db
    .insert(paymentSessions)
    .values({
      id: input.id,
      userId: input.userId,
      provider: input.provider,
      providerRef: input.providerRef,
      purpose: input.purpose,
      subjectId: input.subjectId,
      amount: input.amount,
      currency: input.currency,
      checkoutUrl: input.receiptUrl,
      twin: input.twin,
      expiresAt: new Date(Date.now() + DEBIT_LIFETIME_MS),
    })
    .returning();
  return session!;
}

/** The session, locked until the caller's transaction ends: completions queue on it. */
export async function lockSession(tx: Database, id: string): Promise<PaymentSession> {
  const [session] = await tx.select().from(paymentSessions).where(eq(paymentSessions.id, id)).for('update');
  if (!session) throw new NotFoundError();
  return session;
}

export async function findSession(db: Database, id: string): Promise<PaymentSession | undefined> {
  const [session] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
  return session;
}

/** A session by the provider's own id (Stripe's cs_...), as its webhook and return address name it. */
export async function findSessionByRef(db: Database, providerRef: string): Promise<PaymentSession | undefined> {
  const [session] = await db.select().from(paymentSessions).where(eq(paymentSessions.providerRef, providerRef));
  return session;
}

export async function markSession(tx: Database, id: string, status: 'paid' | 'failed' | 'expired'): Promise<void> {
  await tx.update(paymentSessions).set({ status, completedAt: new Date() }).where(eq(paymentSessions.id, id));
}

/** The newest payment session opened for a top-up or an investment. */
export async function latestSessionFor(db: Database, subjectId: string): Promise<PaymentSession | undefined> {
  const [session] = await db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.subjectId, subjectId))
    .orderBy(desc(paymentSessions.createdAt))
    .limit(1);
  return session;
}
