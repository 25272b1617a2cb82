import { type Database, investments } from '@cf/db';
import { eq } from 'drizzle-orm';
import { post } from '../ledger/index';
import { investmentKeys } from './keys';
import { noticeInvestmentSettled, type Notices } from '../payment-notices/index';
import type { PaymentSession } from '../payments/index';
import { lockOffer, release, sell } from './offer';

/**
 * The fulfilment of an investment's payment (webhook, redirect check, sandbox button or staff
 * confirming a bank transfer), in the transaction that holds its session's lock. Paid: the money
 * moves from the provider's side into the campaign's escrow and the held shares are sold. Failed:
 * the hold ends. Money that arrives for an investment whose hold already expired is not lost: it
 * goes to the investor's wallet.
 */
export async function settleInvestment(
  tx: Database,
  investmentId: string,
  provider: PaymentSession['provider'],
  paid: boolean,
  notices: Notices,
): Promise<void> {
  const [ref] = await tx.select({ campaignId: investments.campaignId }).from(investments).where(eq(investments.id, investmentId));
  if (!ref) return;
  await lockOffer(tx, ref.campaignId);
  const [investment] = await tx.select().from(investments).where(eq(investments.id, investmentId)).for('update');
  if (!investment) return;
  const clearing = { kind: 'gateway_clearing' as const, currency: investment.currency, provider };
  if (investment.status !== 'pending') {
    if (paid && investment.status === 'fail')
      await post(tx, {
        idempotencyKey: investmentKeys.latePayment(investment.id),
        kind: 'wallet_refund',
        actorId: investment.investorId,
        campaignId: investment.campaignId,
        memo: `Payment for expired investment ${investment.reference} credited to the wallet`,
        entries: [
          { account: clearing, amount: -investment.amount },
          { account: { kind: 'investor_wallet', currency: investment.currency, userId: investment.investorId }, amount: investment.amount },
        ],
      });
    return;
  }
  if (!paid) {
    await release(tx, investment.campaignId, investment);
    await tx.update(investments).set({ status: 'fail', holdExpiresAt: null }).where(eq(investments.id, investment.id));
    await noticeInvestmentSettled(notices, tx, investment.id, provider, false);
    return;
  }
  const transfer = await post(tx, {
    idempotencyKey: investmentKeys.paid(investment.id),
    kind: 'investment',
    actorId: investment.investorId,
    campaignId: investment.campaignId,
    memo: `Investment ${investment.reference} via ${provider}`,
    entries: [
      { account: clearing, amount: -investment.amount },
      { account: { kind: 'campaign_escrow', currency: investment.currency, campaignId: investment.campaignId }, amount: investment.amount },
    ],
  });
  await sell(tx, investment, true);
  await tx
    .update(investments)
    .set({ status: 'success', transferId: transfer.id, paidAt: new Date(), holdExpiresAt: null })
    .where(eq(investments.id, investment.id));
  await noticeInvestmentSettled(notices, tx, investment.id, provider, true);
}
