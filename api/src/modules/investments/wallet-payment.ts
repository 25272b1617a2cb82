import type { Database } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import { investmentFor, receiptFor } from './read';

/**
 * GET process-investment/{transactionId}/wallet-investment-completed: the receipt of a paid wallet
 * investment, for its investor only (the payer's confirmation page, not the owner's or staff's
 * view). Anything else, or someone else's, is a 404.
 */
export async function walletInvestmentCompleted(db: Database, viewer: { id: string }, id: string) {
  const investor = { id: viewer.id, isAdmin: false };
  const row = await investmentFor(db, investor, id);
  if (row.investorId !== viewer.id || row.paymentType !== 'wallet' || row.status !== 'success') throw new NotFoundError();
  return receiptFor(db, investor, id);
}
