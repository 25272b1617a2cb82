import { type Database, repaymentAllocations, repayments } from '@cf/db';
import { ConflictError, NotFoundError } from '@cf/domain';
import { repaymentSchedule, type Share, shareRepayment } from '@cf/domain/repayments';
import { eq } from 'drizzle-orm';
import { type AccountRef, post } from '../ledger/index';
import type { Notices } from '../payment-notices/index';
import { holdingsOf, type RepaymentCampaign, termsOf } from './campaign';
import { receiptPath, tellRepayment, WALLET_PATH } from './notices';

export type RepaymentRow = typeof repayments.$inferSelect;

/** The repayment, locked until the caller's transaction ends: payments, checkouts and staff decisions queue on it. */
export async function lockRepayment(tx: Database, id: string): Promise<RepaymentRow> {
  const [row] = await tx.select().from(repayments).where(eq(repayments.id, id)).for('update');
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * Each holding's share of the repayment: an instalment as its schedule planned it (each investor's
 * interest rounded once), anything else pro rata (packages/domain shareRepayment).
 */
export function sharesOf(
  campaign: RepaymentCampaign,
  repayment: Pick<RepaymentRow, 'number' | 'principal' | 'interest'>,
  holdings: number[],
): Share[] {
  // The planned shares depend on the rate, frequency and term only: any first due date will do.
  const terms = repayment.number === null ? null : termsOf(campaign, '2000-01-01');
  const planned = terms ? repaymentSchedule(terms, holdings)[repayment.number! - 1]?.shares : undefined;
  return shareRepayment({ principal: repayment.principal, interest: repayment.interest }, holdings, planned);
}

/** Where the owner's money comes from: their wallet, or a payment provider's side (card, sandbox bank, offline). */
export type FundingSource = { wallet: string } | { provider: string };

/**
 * Pays a repayment, in the caller's transaction, after the caller locked it and checked it may be
 * paid: the owner's money moves to the campaign's distributions account (distribution_funding),
 * then from there to every investor's wallet by their share (distribution_credit), each share
 * recorded as an allocation; the repayment is paid and the owner and investors are told. A source
 * that cannot cover it throws InsufficientFundsError and the whole transaction rolls back.
 */
export async function creditRepayment(
  tx: Database,
  repayment: RepaymentRow,
  campaign: RepaymentCampaign,
  source: FundingSource,
  how: { paymentType: string; actorId: string | null; decidedBy?: string | null },
  notices: Notices,
): Promise<RepaymentRow> {
  const holdings = await holdingsOf(tx, campaign.id);
  if (holdings.length === 0) throw new ConflictError('repayments.errors.noInvestors');
  const shares = sharesOf(
    campaign,
    repayment,
    holdings.map((h) => h.invested),
  );
  const currency = repayment.currency;
  const distributions: AccountRef = { kind: 'distributions', currency, campaignId: campaign.id };
  const from: AccountRef =
    'wallet' in source
      ? { kind: 'investor_wallet', currency, userId: source.wallet }
      : { kind: 'gateway_clearing', currency, provider: source.provider };
  const label = `${repayment.number ? `Instalment ${repayment.number}` : repayment.kind} of ${campaign.name}`;
  await post(tx, {
    idempotencyKey: `repayment:${repayment.id}:funding`,
    kind: 'distribution_funding',
    campaignId: campaign.id,
    actorId: how.actorId,
    memo: `${label} paid by ${how.paymentType}`,
    entries: [
      { account: from, amount: -repayment.amount },
      { account: distributions, amount: repayment.amount },
    ],
  });
  const credited = holdings.map((h, i) => ({ ...h, share: shares[i]! })).filter((h) => h.share.amount > 0);
  const credit = await post(tx, {
    idempotencyKey: `repayment:${repayment.id}:credit`,
    kind: 'distribution_credit',
    campaignId: campaign.id,
    actorId: how.actorId,
    memo: label,
    entries: [
      { account: distributions, amount: -repayment.amount },
      ...credited.map((h) => ({ account: { kind: 'investor_wallet' as const, currency, userId: h.userId }, amount: h.share.amount })),
    ],
  });
  await tx
    .insert(repaymentAllocations)
    .values(credited.map((h) => ({ repaymentId: repayment.id, userId: h.userId, invested: h.invested, ...h.share })));
  const [paid] = await tx
    .update(repayments)
    .set({
      status: 'paid',
      paymentType: how.paymentType,
      transferId: credit.id,
      paidAt: new Date(),
      failedAt: null,
      failureReason: null,
      ...(how.decidedBy ? { decidedBy: how.decidedBy } : {}),
    })
    .where(eq(repayments.id, repayment.id))
    .returning();
  const params = { campaign: campaign.name, investors: credited.length };
  await tellRepayment(notices, tx, [
    {
      userId: campaign.ownerId,
      kind: 'repaymentPaid',
      amount: repayment.amount,
      currency: campaign.currency,
      params,
      path: receiptPath(repayment.id),
    },
    ...credited.map((h) => ({
      userId: h.userId,
      kind: 'distributionCredited' as const,
      amount: h.share.amount,
      currency: campaign.currency,
      params,
      path: WALLET_PATH,
    })),
  ]);
  return paid!;
}
