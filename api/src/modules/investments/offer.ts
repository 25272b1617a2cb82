import { campaignOffers, campaigns, type Database, investments } from '@cf/db';
import { and, eq, exists, lt, ne, sql } from 'drizzle-orm';
import { investmentPaidActivity } from '../activity/index';

export type OfferRow = typeof campaignOffers.$inferSelect;
type Held = { shares: number | null; amount: number };

/**
 * Locks the campaign's offer row until the transaction ends (opening it on first use). Every
 * investment, payment and expiry in the campaign takes this lock first, so they queue and the
 * shares and amount left are always read after the previous one committed.
 */
export async function lockOffer(tx: Database, campaignId: number): Promise<OfferRow> {
  // One statement: an upsert that touches the existing row locks it and returns its latest version.
  const [offer] = await tx
    .insert(campaignOffers)
    .values({ campaignId })
    .onConflictDoUpdate({ target: campaignOffers.campaignId, set: { campaignId } })
    .returning();
  return offer!;
}

/** A started payment holds its shares and amount on the offer. */
export async function hold(tx: Database, campaignId: number, held: Held): Promise<void> {
  await tx
    .update(campaignOffers)
    .set({
      sharesHeld: sql`${campaignOffers.sharesHeld} + ${held.shares ?? 0}`,
      amountHeld: sql`${campaignOffers.amountHeld} + ${held.amount}`,
    })
    .where(eq(campaignOffers.campaignId, campaignId));
}

export async function release(tx: Database, campaignId: number, held: Held): Promise<void> {
  await hold(tx, campaignId, { shares: -(held.shares ?? 0), amount: -held.amount });
}

/**
 * Records paid money on the offer and the campaign in the transaction of its escrow transfer: the
 * shares are sold (out of the hold when one was taken), the raised amount grows, and the investor
 * is counted once per campaign. One statement: the offer's update (and the investor's activity
 * entry) run as CTEs of the campaign's.
 */
export async function sell(
  tx: Database,
  investment: { id: string; campaignId: number; investorId: string; amount: number; shares: number | null; currency: string },
  wasHeld: boolean,
): Promise<void> {
  const shares = investment.shares ?? 0;
  const offer = tx
    .update(campaignOffers)
    .set({
      sharesSold: sql`${campaignOffers.sharesSold} + ${shares}`,
      ...(wasHeld
        ? {
            sharesHeld: sql`${campaignOffers.sharesHeld} - ${shares}`,
            amountHeld: sql`${campaignOffers.amountHeld} - ${investment.amount}`,
          }
        : {}),
    })
    .where(eq(campaignOffers.campaignId, investment.campaignId))
    .returning({ campaignId: campaignOffers.campaignId });
  const sold = tx.$with('sold').as(offer);
  const counted = exists(
    tx
      .select({ one: sql`1` })
      .from(investments)
      .where(
        and(
          eq(investments.campaignId, investment.campaignId),
          eq(investments.investorId, investment.investorId),
          eq(investments.status, 'success'),
          ne(investments.id, investment.id),
        ),
      ),
  );
  await tx
    .with(sold, investmentPaidActivity(tx, investment))
    .update(campaigns)
    .set({
      raisedAmount: sql`${campaigns.raisedAmount} + ${investment.amount}`,
      investorCount: sql`${campaigns.investorCount} + case when ${counted} then 0 else 1 end`,
      lastInvestmentAt: new Date(),
    })
    .where(eq(campaigns.id, investment.campaignId));
}

/**
 * Ends the holds of the campaign's payments that were not completed in time (under the offer lock)
 * and answers what was released.
 */
export async function releaseExpiredHolds(tx: Database, campaignId: number, now: Date = new Date()): Promise<Held> {
  const expired = await tx
    .update(investments)
    .set({ status: 'fail', holdExpiresAt: null })
    .where(and(eq(investments.campaignId, campaignId), eq(investments.status, 'pending'), lt(investments.holdExpiresAt, now)))
    .returning({ shares: investments.shares, amount: investments.amount });
  const released = { shares: expired.reduce((n, e) => n + (e.shares ?? 0), 0), amount: expired.reduce((n, e) => n + e.amount, 0) };
  if (expired.length > 0) await release(tx, campaignId, released);
  return released;
}

/**
 * The mirror of a sale (sell() above): the shares go back on offer, the raised amount
 * shrinks, and the investor stops counting once they hold no other paid investment in it. Also
 * what a chargeback of an investment still in escrow does (disputes), under the offer's lock.
 */
export async function unsell(tx: Database, investment: typeof investments.$inferSelect): Promise<void> {
  await tx
    .update(campaignOffers)
    .set({ sharesSold: sql`${campaignOffers.sharesSold} - ${investment.shares ?? 0}` })
    .where(eq(campaignOffers.campaignId, investment.campaignId));
  const stillInvested = exists(
    tx
      .select({ one: sql`1` })
      .from(investments)
      .where(
        and(
          eq(investments.campaignId, investment.campaignId),
          eq(investments.investorId, investment.investorId),
          eq(investments.status, 'success'),
          ne(investments.id, investment.id),
        ),
      ),
  );
  await tx
    .update(campaigns)
    .set({
      raisedAmount: sql`${campaigns.raisedAmount} - ${investment.amount}`,
      investorCount: sql`${campaigns.investorCount} - case when ${stillInvested} then 0 else 1 end`,
    })
    .where(eq(campaigns.id, investment.campaignId));
}
