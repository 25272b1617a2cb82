import { campaigns, type Database, repayments } from '@cf/db';
import { CAMPAIGN_STATUS, ConflictError } from '@cf/domain';
import type { AutoRepaymentRoute } from '@cf/domain/repayments';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Notices } from '../payment-notices/index';
import type { PaymentRoutes } from '../payment-gateways/index';
import { type Caller, managerRole, repaymentCampaign, siteDay } from './campaign';
import { lockRepayment } from './credit';
import { payFrom } from './pay';

/**
 * POST equities/{id}/create-auto-repayment: turns automatic repayment on (or off) for a successful
 * debt campaign. Every scheduled instalment but the first (always paid by hand) is then debited on
 * its due date from the owner's wallet, or the sandbox bank route; ACH joins with the bank route.
 */
export async function setAutoRepayment(
  deps: { db: Database; payments: PaymentRoutes },
  caller: Caller,
  campaignId: number,
  input: { enabled: boolean; route: AutoRepaymentRoute },
) {
  if (input.enabled) await deps.payments.assertRouteOn(deps.db, input.route);
  return deps.db.transaction(async (tx) => {
    const campaign = await repaymentCampaign(tx, campaignId, true);
    await managerRole(tx, campaign, caller);
    if (campaign.investingType !== 'debt') throw new ConflictError('repayments.errors.notDebt');
    if (campaign.status !== CAMPAIGN_STATUS.successful) throw new ConflictError('repayments.errors.notSuccessful');
    await tx
      .update(campaigns)
      .set({ repaymentMethod: input.enabled ? 'automatic' : 'manual', updatedAt: new Date() })
      .where(eq(campaigns.id, campaign.id));
    const changed = await tx
      .update(repayments)
      .set({ automatic: input.enabled, paymentType: input.enabled ? input.route : null })
      .where(and(eq(repayments.campaignId, campaign.id), gt(repayments.number, 1), eq(repayments.status, 'scheduled')))
      .returning({ id: repayments.id });
    return { enabled: input.enabled, route: input.enabled ? input.route : null, instalments: changed.length };
  });
}

/** At most this many instalments per run; the next run takes the rest. */
const BATCH = 500;

/**
 * Debits the automatic instalments due by today (site time zone), each in its own transaction
 * under its row lock: one still scheduled is paid from its route, or marked failed with the owner
 * told when the wallet falls short. Run twice, or by two instances at once, an instalment is
 * debited once (the lock, the status re-check and the transfer's idempotency key).
 */
export async function debitDueInstalments(deps: { db: Database } & Exclude<Notices, null>, now: Date) {
  const today = await siteDay(deps.db, now);
  const due = await deps.db
    .select({ id: repayments.id, ownerId: campaigns.ownerId, paymentType: repayments.paymentType })
    .from(repayments)
    .innerJoin(campaigns, eq(campaigns.id, repayments.campaignId))
    .where(
      and(eq(repayments.automatic, true), eq(repayments.status, 'scheduled'), gt(repayments.number, 1), lte(repayments.dueDate, today)),
    )
    .orderBy(asc(repayments.dueDate), asc(repayments.id))
    .limit(BATCH);
  const counts = { due: due.length, paid: 0, failed: 0 };
  for (const d of due) {
    const route = d.paymentType === 'sandbox' ? 'sandbox' : 'wallet';
    const outcome = await payFrom(
      deps,
      async (tx) => {
        const row = await lockRepayment(tx, d.id);
        if (row.status !== 'scheduled' || !row.automatic) return null;
        return { row, campaign: await repaymentCampaign(tx, row.campaignId) };
      },
      route === 'sandbox' ? { provider: 'sandbox' } : { wallet: d.ownerId },
      { paymentType: route, actorId: null },
    );
    if (outcome === 'paid') counts.paid++;
    else if (outcome === 'failed') counts.failed++;
  }
  return counts;
}
