import { campaigns, type Database, investments } from '@cf/db';
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Deps } from '../deps';
import { investmentKeys } from '../modules/investments/keys';
import { lockOffer } from '../modules/investments/offer';
import { giveBack, type GiveBackContext, refundPath } from '../modules/investments/withdraw';
import { paymentRoutes } from '../modules/payment-gateways/index';
import { lockSession } from '../modules/payments/index';
import { type PayoutNotices, tellAll } from '../modules/payouts/notices';
import { isLive } from '../modules/reconfirmations/service';
import { walletModuleOn } from '../modules/settlement/refunds';

type Outcome = 'cancelled' | 'skipped';

/**
 * One investment past its deadline, in its own transaction and in the investing lock order
 * (payment session, campaign offer, campaign row, investment row), like an investor's withdrawal:
 * checked again under the locks, so a reconfirmation, a withdrawal or a settlement that came first wins.
 */
async function cancelOne(db: Database, notices: PayoutNotices | null, refunds: GiveBackContext, id: string, now: Date): Promise<Outcome> {
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
    const route = await giveBack(tx, refunds, investment, {
      idempotencyKey: investmentKeys.reconfirmationCancel(investment.id),
      actorId: null,
      memo: `Investment ${investment.reference} cancelled: not reconfirmed after a material change`,
    });
    await tellAll(notices, tx, [
      {
        userId: investment.investorId,
        kind: route === 'wallet' ? 'reconfirmationCancelled' : 'reconfirmationCancelledToSource',
        money: { amount: investment.amount, currency: investment.currency },
        params: { campaign: campaign.title },
        path: refundPath(route, investment),
      },
    ]);
    return 'cancelled';
  });
}

/**
 * Reg CF (17 CFR 227.304(c)): every paid investment not reconfirmed by the deadline of a material
 * change is cancelled and its money goes back the way it came (giveBack: the wallet, the provider
 * or a bank transfer), through the ledger. Each in its own transaction; a second run finds nothing
 * left to do. The wallet module is read once per run, as settlement does.
 */
export async function runReconfirmations(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, now: Date = new Date()) {
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
  if (due.length === 0) return { cancelled, skipped };
  const refunds: GiveBackContext = { payments: paymentRoutes(deps.config), walletModule: await walletModuleOn(deps.db) };
  for (const { id } of due) {
    if ((await cancelOne(deps.db, deps, refunds, id, now)) === 'cancelled') cancelled += 1;
    else skipped += 1;
  }
  return { cancelled, skipped };
}
