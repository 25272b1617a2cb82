import type { Database } from '@cf/db';
import type { DepsOf } from '../../deps';
import { NotFoundError } from '@cf/domain';
import { isCheckoutProvider } from '@cf/domain/wallet';
import { lockSession, markSession, type PaymentSession } from '../payments/index';
import { settleInvestment } from '../investments/index';
import { assertRouteOn } from '../payment-gateways/index';
import type { Notices } from '../payment-notices/index';
import { fulfilTopUp } from '../wallet/index';
import { fulfilRepayment } from '../repayments/index';
import { faultPoint } from '../../lib/fault-point';

export type Completion = { sessionId: string; status: PaymentSession['status']; changed: boolean };
export type Outcome = 'paid' | 'failed' | 'expired';

/**
 * Completes a payment session exactly once, whoever arrives first (webhook, redirect check,
 * sandbox button): the session row is locked, an open session moves to paid, failed or expired and
 * its purpose's fulfilment runs in the same transaction; a later arrival changes nothing.
 *
 * A provider's verified "paid" is money taken, even when its news arrives after our session's
 * expiry (a late webhook): it is fulfilled, and an investment whose hold has ended sends the money
 * to the investor's wallet. Only a sandbox (twin), whose button is ours, refuses a payment past expiry.
 */
export async function fulfil(tx: Database, session: PaymentSession, outcome: Outcome, notices: Notices): Promise<Completion> {
  if (session.status !== 'open') return { sessionId: session.id, status: session.status, changed: false };
  const late = session.twin && outcome === 'paid' && session.expiresAt.getTime() < Date.now();
  const status = late ? 'expired' : outcome;
  await markSession(tx, session.id, status);
  faultPoint('checkout.session-marked');
  if (session.purpose === 'wallet_topup') await fulfilTopUp(tx, session, status === 'paid', notices);
  else if (session.purpose === 'repayment') await fulfilRepayment(tx, session, status === 'paid', notices);
  else await settleInvestment(tx, session.subjectId, session.provider, status === 'paid', notices);
  return { sessionId: session.id, status, changed: true };
}

/** A sandbox checkout's Pay and Fail buttons (the sandbox, or a provider's twin): only the session's payer, while its route is on. */
export async function completeSandboxSession(
  deps: DepsOf<'db' | 'mailer' | 'realtime'>,
  userId: string,
  sessionId: string,
  outcome: 'paid' | 'failed',
): Promise<Completion> {
  return deps.db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    // Only a hosted checkout's twin is paid on this page: an ACH twin settles through its transfer events.
    if (session.userId !== userId || !session.twin || !isCheckoutProvider(session.provider)) throw new NotFoundError();
    await assertRouteOn(tx, session.provider);
    return fulfil(tx, session, outcome, deps);
  });
}
