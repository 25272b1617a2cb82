import type { Database } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import { lockSession, markSession, type PaymentSession } from '../payments/index';
import { settleInvestment } from '../investments/index';
import { fulfilTopUp } from '../wallet/index';

export type Completion = { sessionId: string; status: PaymentSession['status']; changed: boolean };

/**
 * Completes a payment session exactly once, whoever arrives first (webhook, redirect check,
 * sandbox button): the session row is locked, an open session moves to paid or failed and its
 * purpose's fulfilment runs in the same transaction; a later arrival changes nothing.
 */
export async function fulfil(tx: Database, session: PaymentSession, outcome: 'paid' | 'failed'): Promise<Completion> {
  if (session.status !== 'open') return { sessionId: session.id, status: session.status, changed: false };
  const status = outcome === 'paid' && session.expiresAt.getTime() < Date.now() ? 'expired' : outcome;
  await markSession(tx, session.id, status);
  if (session.purpose === 'wallet_topup') await fulfilTopUp(tx, session, status === 'paid');
  else await settleInvestment(tx, session.subjectId, session.provider, status === 'paid');
  return { sessionId: session.id, status, changed: true };
}

/** The sandbox checkout's Pay and Fail buttons: only the session's payer may press them. */
export async function completeSandboxSession(
  db: Database,
  userId: string,
  sessionId: string,
  outcome: 'paid' | 'failed',
): Promise<Completion> {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (session.userId !== userId || session.provider !== 'sandbox') throw new NotFoundError();
    return fulfil(tx, session, outcome);
  });
}
