import { campaignOffers, campaigns, type Database, investments } from '@cf/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OpenInvestment } from './read';

const total = (list: OpenInvestment[], pick: (i: OpenInvestment) => number | null) => list.reduce((n, i) => n + (pick(i) ?? 0), 0);

/**
 * Ends the payments still in flight when a campaign settles (its grace period is over, or staff
 * cancelled it): each pending investment fails and its hold on the offer ends. A payment that
 * still arrives later is not lost: the fulfilment credits a failed investment's money to the
 * investor's wallet (settleInvestment's late payment).
 */
export async function cancelInFlight(tx: Database, campaignId: number, pending: OpenInvestment[]): Promise<void> {
  if (pending.length === 0) return;
  await tx
    .update(investments)
    .set({ status: 'fail', holdExpiresAt: null, updatedAt: new Date() })
    .where(
      and(
        inArray(
          investments.id,
          pending.map((i) => i.id),
        ),
        eq(investments.status, 'pending'),
      ),
    );
  await tx
    .update(campaignOffers)
    .set({
      sharesHeld: sql`${campaignOffers.sharesHeld} - ${total(pending, (i) => i.shares)}`,
      amountHeld: sql`${campaignOffers.amountHeld} - ${total(pending, (i) => i.amount)}`,
    })
    .where(eq(campaignOffers.campaignId, campaignId));
}

/**
 * Keeps the campaign's counters true to the ledger after its investors were refunded: the raised
 * amount and investor count net of refunds (both 0 when everyone was), the shares back on the
 * offer, and when it was settled.
 */
export async function markSettled(tx: Database, campaignId: number, refunded: OpenInvestment[], now: Date): Promise<void> {
  const amount = total(refunded, (i) => i.amount);
  const shares = total(refunded, (i) => i.shares);
  const investors = sql<number>`(select count(distinct ${investments.investorId})::int from ${investments}
    where ${investments.campaignId} = ${campaignId} and ${investments.status} = 'success')`;
  await tx
    .update(campaigns)
    .set({
      settledAt: now,
      updatedAt: now,
      ...(refunded.length > 0 ? { raisedAmount: sql`${campaigns.raisedAmount} - ${amount}`, investorCount: investors } : {}),
    })
    .where(eq(campaigns.id, campaignId))
    .prepare(refunded.length > 0 ? 'settlement_mark_refunded' : 'settlement_mark_settled')
    .execute();
  if (shares > 0)
    await tx
      .update(campaignOffers)
      .set({ sharesSold: sql`${campaignOffers.sharesSold} - ${shares}` })
      .where(eq(campaignOffers.campaignId, campaignId));
}
