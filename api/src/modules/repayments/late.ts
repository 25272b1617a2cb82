import { type Database, investments, repayments } from '@cf/db';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Notices } from '../payment-notices/index';
import { repaymentCampaigns, siteDay } from './campaign';
import { receiptPath, type RepaymentMessage, schedulePath, tellRepayment } from './notices';

const BATCH = 500;

/**
 * Flags repayments whose due date has passed while still owed, once each (lateNotifiedAt claims
 * them, skipping rows another instance holds), and tells the owner and the campaign's investors,
 * in the same transaction: run twice, nobody is told twice.
 */
export async function flagLateRepayments(deps: { db: Database } & Exclude<Notices, null>, now: Date) {
  const today = await siteDay(deps.db, now);
  return deps.db.transaction(async (tx) => {
    const due = tx
      .select({ id: repayments.id })
      .from(repayments)
      .where(
        and(
          inArray(repayments.status, ['scheduled', 'processing', 'failed']),
          lt(repayments.dueDate, today),
          isNull(repayments.lateNotifiedAt),
        ),
      )
      .orderBy(asc(repayments.dueDate))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const flagged = await tx.update(repayments).set({ lateNotifiedAt: now }).where(inArray(repayments.id, due)).returning();
    if (flagged.length === 0) return { flagged: 0 };
    const campaignIds = [...new Set(flagged.map((r) => r.campaignId))];
    const [found, investors] = await Promise.all([
      repaymentCampaigns(tx, campaignIds),
      tx
        .selectDistinct({ campaignId: investments.campaignId, userId: investments.investorId })
        .from(investments)
        .where(and(inArray(investments.campaignId, campaignIds), eq(investments.status, 'success'))),
    ]);
    const messages: RepaymentMessage[] = flagged.flatMap((r) => {
      const campaign = found.get(r.campaignId)!;
      const params = { campaign: campaign.name, dueDate: r.dueDate };
      const base = { amount: r.amount, currency: campaign.currency, params };
      return [
        { ...base, userId: campaign.ownerId, kind: 'repaymentLate' as const, path: receiptPath(r.id) },
        ...investors
          .filter((i) => i.campaignId === r.campaignId)
          .map((i) => ({ ...base, userId: i.userId, kind: 'repaymentLateInvestor' as const, path: schedulePath(r.campaignId) })),
      ];
    });
    await tellRepayment(deps, tx, messages);
    return { flagged: flagged.length };
  });
}
