import { type Database, investments } from '@cf/db';
import { ConflictError, NotFoundError } from '@cf/domain';
import { eq } from 'drizzle-orm';
import { lockSession } from '../payments/index';
import { lockOffer, release } from './offer';

/**
 * PATCH process-investment/{id}: the investor gives up a payment not made yet (a started card
 * checkout or a bank transfer not sent). Locks in the fulfilment's order — the payment session,
 * then the campaign's offer — so it cannot cross a webhook: whichever comes first wins, and a paid
 * investment can no longer be cancelled (409). The shares and amount held go back on offer.
 */
export async function cancelInvestment(tx: Database, investorId: string, id: string) {
  const [ref] = await tx
    .select({ investorId: investments.investorId, campaignId: investments.campaignId, sessionId: investments.sessionId })
    .from(investments)
    .where(eq(investments.id, id));
  if (!ref || ref.investorId !== investorId) throw new NotFoundError();
  // The session stays open: the provider's own news still decides it, and money it takes after all
  // is credited to the wallet by the fulfilment (the investment is no longer pending).
  if (ref.sessionId) await lockSession(tx, ref.sessionId);
  await lockOffer(tx, ref.campaignId);
  const [row] = await tx.select().from(investments).where(eq(investments.id, id)).for('update');
  if (row!.status !== 'pending') throw new ConflictError('invest.errors.notPending');
  await release(tx, row!.campaignId, row!);
  const [cancelled] = await tx.update(investments).set({ status: 'fail', holdExpiresAt: null }).where(eq(investments.id, id)).returning();
  return cancelled!;
}
