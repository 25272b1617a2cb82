import { type Database, repayments } from '@cf/db';
import { isPayable } from '@cf/domain/repayments';
import { eq } from 'drizzle-orm';
import { post } from '../ledger/index';
import type { Notices } from '../payment-notices/index';
import type { PaymentSession } from '../payments/index';
import { repaymentCampaign } from './campaign';
import { creditRepayment } from './credit';
import { markFailed } from './pay';

/**
 * The fulfilment of a repayment's card checkout, in the transaction holding its session's lock
 * (checkout's fulfil, once per session). Paid: the money is credited to the investors from the
 * provider's side. A payment for a repayment that was meanwhile paid another way, or declined, is
 * the owner's money all the same: it goes to their wallet, never lost. Failed: the repayment
 * failed, if this checkout was still the one it waited for.
 */
export async function fulfilRepayment(tx: Database, session: PaymentSession, paid: boolean, notices: Notices): Promise<void> {
  const [row] = await tx.select().from(repayments).where(eq(repayments.id, session.subjectId)).for('update');
  if (!row) return;
  if (session.amount !== row.amount || session.currency !== row.currency)
    throw new Error(`session ${session.id} does not pay repayment ${row.id}`);
  const payable = isPayable(row.status, row.paymentType);
  if (!paid) {
    if (payable && row.sessionId === session.id) await markFailed(tx, row, 'payment_failed', session.provider, notices);
    return;
  }
  if (payable) {
    const campaign = await repaymentCampaign(tx, row.campaignId);
    await creditRepayment(
      tx,
      row,
      campaign,
      { provider: session.provider },
      { paymentType: session.provider, actorId: session.userId },
      notices,
    );
    return;
  }
  await post(tx, {
    idempotencyKey: `repayment-session:${session.id}:to-wallet`,
    kind: 'wallet_topup',
    actorId: session.userId,
    campaignId: row.campaignId,
    memo: `Repayment payment not needed (already ${row.status}): kept in the wallet`,
    entries: [
      { account: { kind: 'gateway_clearing', currency: row.currency, provider: session.provider }, amount: -row.amount },
      { account: { kind: 'investor_wallet', currency: row.currency, userId: session.userId }, amount: row.amount },
    ],
  });
}
