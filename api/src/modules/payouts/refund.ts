import { campaigns, type Database, investments } from '@cf/db';
import { ConflictError, NotFoundError } from '@cf/domain';
import { eq } from 'drizzle-orm';
import { investmentKeys, lockOffer, unsell } from '../investments/index';
import { post } from '../ledger/index';
import { tellAll, type PayoutNotices, dateTimeText, siteZone } from './notices';

type InvestmentRow = typeof investments.$inferSelect;

/** A refusal whose message names when the campaign was settled. */
const settledError = (date: string) =>
  new ConflictError('payouts.errors.refundSettled', [{ field: 'investment', message: 'payouts.errors.refundSettled', params: { date } }]);

/**
 * Staff refund a paid investment to the investor's wallet ("amount refunded by admin", spec §3):
 * one transfer, key investment:{id}:admin-refund, from the campaign's escrow to the wallet, in
 * the transaction that marks it refunded and puts its shares back. Under the campaign's offer
 * lock (as every investment), then the campaign row: once the campaign is settled its money is no
 * longer in escrow, and the refund is refused.
 */
export async function refundInvestment(
  deps: PayoutNotices & { db: Database },
  staff: { id: string; lang: string },
  investmentId: string,
  reason: string,
  audit: (tx: Database, before: InvestmentRow, after: InvestmentRow) => Promise<void>,
) {
  return deps.db.transaction(async (tx) => {
    const [ref] = await tx.select({ campaignId: investments.campaignId }).from(investments).where(eq(investments.id, investmentId));
    if (!ref) throw new NotFoundError();
    await lockOffer(tx, ref.campaignId);
    const [campaign] = await tx
      .select({ settledAt: campaigns.settledAt, name: campaigns.campaignName, company: campaigns.companyName, slug: campaigns.slug })
      .from(campaigns)
      .where(eq(campaigns.id, ref.campaignId))
      .for('update');
    const [investment] = await tx.select().from(investments).where(eq(investments.id, investmentId)).for('update');
    if (!investment || !campaign) throw new NotFoundError();
    if (investment.status !== 'success') throw new ConflictError('payouts.errors.refundNotPaid');
    if (campaign.settledAt) throw settledError(dateTimeText(campaign.settledAt, staff.lang, await siteZone(tx)));
    const transfer = await post(tx, {
      idempotencyKey: investmentKeys.adminRefund(investment.id),
      kind: 'wallet_refund',
      actorId: staff.id,
      campaignId: investment.campaignId,
      memo: `Investment ${investment.reference} refunded by staff: ${reason}`,
      entries: [
        {
          account: { kind: 'campaign_escrow', currency: investment.currency, campaignId: investment.campaignId },
          amount: -investment.amount,
        },
        { account: { kind: 'investor_wallet', currency: investment.currency, userId: investment.investorId }, amount: investment.amount },
      ],
    });
    const [after] = await tx
      .update(investments)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(eq(investments.id, investment.id))
      .returning();
    await unsell(tx, investment);
    await tellAll(deps, tx, [
      {
        userId: investment.investorId,
        kind: 'investmentRefunded',
        money: investment,
        params: { campaign: campaign.name || campaign.company || campaign.slug, reason },
        path: `/settings/wallet?currency=${investment.currency}`,
      },
    ]);
    await audit(tx, investment, after!);
    return { id: investment.id, status: after!.status, transferId: transfer.id };
  });
}
