import { campaigns, type Database, investments } from '@cf/db';
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Deps } from '../deps';
import { investmentKeys } from '../modules/investments/keys';
import { lockOffer } from '../modules/investments/offer';
import { giveBack } from '../modules/investments/withdraw';
import { lockSession } from '../modules/payments/index';
import { type PayoutNotices, tellAll } from '../modules/payouts/notices';
import { isLive } from '../modules/reconfirmations/service';

type Outcome = 'cancelled' | 'skipped';

/**
 * One investment past its deadline, in its own transaction and in the investing lock order
 * (payment session, campaign offer, campaign row, investment row), like an investor's withdrawal:
 * checked again under the locks, so a reconfirmation, a withdrawal or a settlement that came first wins.
 */
async function cancelOne(db: Database, notices: PayoutNotices | null, id: string, now: Date): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [ref] = await tx
      .select({ campaignId: investments.campaignId, sessionId: investments.sessionId })
      .from(investments)
      .where(eq(investments.id, id));
    if (!ref) return 'skipped';
    if (ref.sessionId) await lockSession(tx, ref.sessionId);
    await lockOffer(tx, ref.campaignId);
    const [campaign] = await tx
      .select({
        status: campaigns.status,
        settledAt: campaigns.settledAt,
        title: sql<string>`coalesce(nullif(${campaigns.campaignName}, ''), nullif(${campaigns.companyName}, ''), ${campaigns.slug})`,
      })
      .from(campaigns)
      .where(eq(campaigns.id, ref.campaignId))
      .for('update');
    const [investment] = await tx.select().from(investments).where(eq(investments.id, id)).for('update');
    if (!campaign || !investment) return 'skipped';
    const due =
      investment.status === 'success' &&
      !investment.reconfirmedAt &&
      !!investment.reconfirmBy &&
      investment.reconfirmBy.getTime() <= now.getTime();
    // Once the campaign has closed or settled the money is no longer in escrow here: the close decides.
    if (!due || !isLive(campaign)) return 'skipped';
    await giveBack(tx, investment, {
      idempotencyKey: investmentKeys.reconfirmationCancel(investment.id),
      actorId: null,
      memo: `Investment ${investment.reference} cancelled: not reconfirmed after a material change`,
    });
    await tellAll(notices, tx, [
      {
        userId: investment.investorId,
        kind: 'reconfirmationCancelled',
        money: { amount: investment.amount, currency: investment.currency },
        params: { campaign: campaign.title },
        path: `/settings/wallet?currency=${investment.currency}`,
      },
    ]);
    return 'cancelled';
  });
}

/**
 * Reg CF (17 CFR 227.304(c)): every paid investment not reconfirmed by the deadline of a material
 * change is cancelled and its money goes back to the investor's wallet through the ledger. Each in
 * its own transaction; a second run finds nothing left to do.
 */
export async function runReconfirmations(deps: Pick<Deps, 'db' | 'mailer'>, now: Date = new Date()) {
  const due = await deps.db
    .select({ id: investments.id })
    .from(investments)
    .where(
      and(
        eq(investments.status, 'success'),
        isNotNull(investments.reconfirmBy),
        isNull(investments.reconfirmedAt),
        lte(investments.reconfirmBy, now),
      ),
    )
    .orderBy(asc(investments.reconfirmBy));
  let cancelled = 0;
  let skipped = 0;
  for (const { id } of due) {
    if ((await cancelOne(deps.db, deps, id, now)) === 'cancelled') cancelled += 1;
    else skipped += 1;
  }
  return { cancelled, skipped };
}
