import { campaignSettlements, type Database, investments, walletTopUps } from '@cf/db';
import { WALLET_STATUS } from '@cf/domain/wallet';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { openDispute } from '../disputes/index';
import { lockOffer, unsell } from '../investments/index';
import { balanceOf, post } from '../ledger/index';
import type { Notices } from '../payment-notices/index';
import type { PaymentSession } from '../payments/index';
import { tellReturned } from './notices';
import type { TransferRow } from './transfers';

export type ReturnDeps = Exclude<Notices, null> & { log: Pick<FastifyBaseLogger, 'error' | 'warn'> };

const returnKey = (transfer: TransferRow) => `ach-return:${transfer.id}`;
const clearing = (currency: string) => ({ kind: 'gateway_clearing' as const, currency, provider: 'ach' });

/** The owner owes it back: the disputes module records the receivable and freezes their payouts. */
function dispute(tx: Database, deps: ReturnDeps, session: PaymentSession, transfer: TransferRow) {
  return openDispute(tx, deps, {
    provider: 'ach',
    providerRef: transfer.id,
    kind: 'return',
    sessionId: session.id,
    amount: session.amount,
    currency: session.currency,
    reason: transfer.failureReason ?? 'returned',
    evidenceDueBy: null,
  });
}

/**
 * A settled investment's bank took the money back. While the campaign is unsettled its escrow still
 * holds it: one payment_return transfer gives it back to ACH's clearing, the investment fails, its
 * shares go back on offer and the raised amount shrinks, and the investor is told. Once the campaign
 * was settled (its money moved on to the owner), the owner owes it: a dispute of kind return.
 */
async function reverseInvestment(tx: Database, deps: ReturnDeps, session: PaymentSession, transfer: TransferRow) {
  const [ref] = await tx.select({ campaignId: investments.campaignId }).from(investments).where(eq(investments.id, session.subjectId));
  if (!ref) return;
  await lockOffer(tx, ref.campaignId);
  const [inv] = await tx.select().from(investments).where(eq(investments.id, session.subjectId)).for('update');
  if (!inv || inv.status !== 'success') {
    // Refunded or never paid by this session: nothing of it is in escrow; staff see it in the log.
    deps.log.error({ transferId: transfer.id, investmentId: inv?.id, status: inv?.status }, 'ach return of an investment not paid');
    return;
  }
  const [settled] = await tx
    .select({ id: campaignSettlements.campaignId })
    .from(campaignSettlements)
    .where(eq(campaignSettlements.campaignId, inv.campaignId));
  if (settled) return dispute(tx, deps, session, transfer);
  await post(tx, {
    idempotencyKey: returnKey(transfer),
    kind: 'payment_return',
    actorId: inv.investorId,
    campaignId: inv.campaignId,
    memo: `Bank return (${transfer.failureReason ?? 'ACH'}) of investment ${inv.reference}`,
    entries: [
      { account: { kind: 'campaign_escrow', currency: inv.currency, campaignId: inv.campaignId }, amount: -inv.amount },
      { account: clearing(inv.currency), amount: inv.amount },
    ],
  });
  // Shares back on offer, the raised amount and investor count down, as a refund does.
  await unsell(tx, inv);
  await tx.update(investments).set({ status: 'fail', updatedAt: new Date() }).where(eq(investments.id, inv.id));
  await tellReturned(deps, tx, {
    userId: inv.investorId,
    kind: 'investmentReturned',
    amount: inv.amount,
    currency: inv.currency,
    params: { reference: inv.reference },
    path: `/receipt-fail?investment=${inv.id}`,
  });
}

/**
 * A settled top-up's bank took the money back: the wallet gives back what it still holds of it, the
 * platform its fee, to ACH's clearing (one payment_return transfer), and the top-up is failed. What
 * the wallet already spent cannot be taken (wallets never go negative): the shortfall stays on
 * ACH's clearing, where the reconciliation shows it to staff, and the log names it.
 */
async function reverseTopUp(tx: Database, deps: ReturnDeps, session: PaymentSession, transfer: TransferRow) {
  const [topUp] = await tx.select().from(walletTopUps).where(eq(walletTopUps.id, session.subjectId)).for('update');
  if (!topUp || topUp.status !== WALLET_STATUS.success) return;
  const wallet = { kind: 'investor_wallet' as const, currency: topUp.currency, userId: topUp.userId };
  const fromWallet = Math.min(topUp.amount, Math.max(0, await balanceOf(tx, wallet)));
  const back = fromWallet + topUp.fee;
  if (back > 0)
    await post(tx, {
      idempotencyKey: returnKey(transfer),
      kind: 'payment_return',
      actorId: topUp.userId,
      memo: `Bank return (${transfer.failureReason ?? 'ACH'}) of wallet top-up`,
      entries: [
        ...(fromWallet > 0 ? [{ account: wallet, amount: -fromWallet }] : []),
        ...(topUp.fee > 0 ? [{ account: { kind: 'platform_fees' as const, currency: topUp.currency }, amount: -topUp.fee }] : []),
        { account: clearing(topUp.currency), amount: back },
      ],
    });
  if (fromWallet < topUp.amount)
    deps.log.error(
      { transferId: transfer.id, topUpId: topUp.id, shortfall: topUp.amount - fromWallet },
      'ach return larger than the wallet',
    );
  await tx.update(walletTopUps).set({ status: WALLET_STATUS.failed, completedAt: new Date() }).where(eq(walletTopUps.id, topUp.id));
  await tellReturned(deps, tx, {
    userId: topUp.userId,
    kind: 'topUpReturned',
    amount: topUp.amount,
    currency: topUp.currency,
    params: {},
    path: '/settings/wallet',
  });
}

/**
 * A payment the bank returned after we fulfilled it, in the event's transaction: an investment or
 * a top-up is reversed with one ledger transfer (its key makes a replay move nothing); a repayment
 * already credited to investors is owed back by the owner (a dispute).
 */
export async function reversePayment(tx: Database, deps: ReturnDeps, session: PaymentSession, transfer: TransferRow): Promise<void> {
  if (session.purpose === 'investment') await reverseInvestment(tx, deps, session, transfer);
  else if (session.purpose === 'wallet_topup') await reverseTopUp(tx, deps, session, transfer);
  else await dispute(tx, deps, session, transfer);
}
