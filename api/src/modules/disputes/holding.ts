import { campaigns, type Database, investments, repayments, walletTopUps } from '@cf/db';
import { eq } from 'drizzle-orm';
import { lockOffer } from '../investments/index';
import { balanceOf } from '../ledger/index';
import type { PaymentSession } from '../payments/index';
import type { Holding } from './plan';

export type InvestmentRow = typeof investments.$inferSelect;

/** Where a paid session's money is now, and what it paid (an investment, a campaign). */
export type Subject = { holding: Holding; investment: InvestmentRow | null; campaignId: number | null };

const lockCampaign = async (tx: Database, id: number) =>
  (await tx.select({ settledAt: campaigns.settledAt }).from(campaigns).where(eq(campaigns.id, id)).for('update'))[0];

const walletOf = async (tx: Database, session: PaymentSession, fee = 0): Promise<Holding> => ({
  at: 'wallet',
  balance: await balanceOf(tx, { kind: 'investor_wallet', currency: session.currency, userId: session.userId }),
  fee,
});

/**
 * An investment's money: in escrow while its campaign is not settled, with the owner once it is
 * (owner_payable, then paid out: either way the owner owes it back). Only when this session is the
 * one that paid the investment: a payment that came after the investment had ended went to the
 * wallet (the fulfilment's late payment), and a refunded investment's money went back too. Locks
 * as every investment does: the offer, then the campaign (as settlement does), then the investment.
 */
async function investmentHolding(tx: Database, session: PaymentSession): Promise<Subject> {
  const [ref] = await tx.select({ campaignId: investments.campaignId }).from(investments).where(eq(investments.id, session.subjectId));
  if (!ref) return { holding: await walletOf(tx, session), investment: null, campaignId: null };
  await lockOffer(tx, ref.campaignId);
  const campaign = await lockCampaign(tx, ref.campaignId);
  const [investment] = await tx.select().from(investments).where(eq(investments.id, session.subjectId)).for('update');
  const ownsMoney = investment!.status === 'success' && investment!.sessionId === session.id;
  const holding: Holding = !ownsMoney
    ? await walletOf(tx, session)
    : campaign?.settledAt
      ? { at: 'receivable' }
      : { at: 'escrow', paid: investment!.amount };
  return { holding, investment: investment!, campaignId: ref.campaignId };
}

/**
 * An owner's repayment paid by this session went to the investors at once: the owner owes it back
 * (the campaign's receivable, which freezes its payouts). One that was paid otherwise meanwhile
 * went to the owner's wallet.
 */
async function repaymentHolding(tx: Database, session: PaymentSession): Promise<Subject> {
  const [row] = await tx
    .select({ campaignId: repayments.campaignId, status: repayments.status, sessionId: repayments.sessionId })
    .from(repayments)
    .where(eq(repayments.id, session.subjectId));
  if (!row) return { holding: await walletOf(tx, session), investment: null, campaignId: null };
  await lockCampaign(tx, row.campaignId);
  const credited = row.status === 'paid' && row.sessionId === session.id;
  return { holding: credited ? { at: 'receivable' } : await walletOf(tx, session), investment: null, campaignId: row.campaignId };
}

/** Where the money of a session is now (see plan.ts' Holding); the caller holds the session's lock. */
export async function holdingOf(tx: Database, session: PaymentSession): Promise<Subject> {
  if (session.status !== 'paid') {
    const [investment] =
      session.purpose === 'investment' ? await tx.select().from(investments).where(eq(investments.id, session.subjectId)) : [];
    return { holding: { at: 'none' }, investment: investment ?? null, campaignId: investment?.campaignId ?? null };
  }
  if (session.purpose === 'investment') return investmentHolding(tx, session);
  if (session.purpose === 'repayment') return repaymentHolding(tx, session);
  // A top-up: the platform's fee on it was charged on top, and is given up first.
  const [topUp] = await tx.select({ fee: walletTopUps.fee }).from(walletTopUps).where(eq(walletTopUps.id, session.subjectId));
  return { holding: await walletOf(tx, session, topUp?.fee ?? 0), investment: null, campaignId: null };
}
