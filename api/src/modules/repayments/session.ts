import { type Database, paymentSessions, repayments } from '@cf/db';
import { eq } from 'drizzle-orm';

/**
 * The provider checkout a processing repayment still waits for, when the caller is its payer: the
 * receipt asks the provider about it (Stripe's return redirect may beat its webhook). Null otherwise.
 */
export async function openCheckoutOf(db: Database, repaymentId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({
      status: repayments.status,
      sessionId: paymentSessions.id,
      payer: paymentSessions.userId,
      session: paymentSessions.status,
      provider: paymentSessions.provider,
    })
    .from(repayments)
    .innerJoin(paymentSessions, eq(paymentSessions.id, repayments.sessionId))
    .where(eq(repayments.id, repaymentId));
  if (!row || row.status !== 'processing' || row.session !== 'open' || row.payer !== userId || row.provider !== 'stripe') return null;
  return row.sessionId;
}
