import { type Database, repayments } from '@cf/db';
import { ConflictError, ForbiddenError, NotFoundError } from '@cf/domain';
import { isPayable } from '@cf/domain/repayments';
import { eq } from 'drizzle-orm';
import type { CheckoutProvider, PaymentRoutes } from '../payment-gateways/index';
import { openSession } from '../payments/index';
import { type Caller, managerRole, repaymentCampaign } from './campaign';
import { lockRepayment } from './credit';
import { receiptPath } from './notices';

export type CheckoutDeps = { db: Database; payments: PaymentRoutes; config: { publicUrl: string } };

/**
 * POST {id}/online-repayment (and process-repayment by card): a hosted checkout for the whole
 * repayment, paid by its owner. It completes through the same fulfilment as a top-up (the session's
 * purpose is 'repayment'); both return addresses lead to the receipt, which waits for the record.
 */
export async function startRepaymentCheckout(
  deps: CheckoutDeps,
  caller: Caller & { email: string },
  id: string,
  provider: CheckoutProvider,
) {
  const { db } = deps;
  const [row] = await db.select().from(repayments).where(eq(repayments.id, id));
  if (!row) throw new NotFoundError();
  const campaign = await repaymentCampaign(db, row.campaignId);
  if ((await managerRole(db, campaign, caller)) !== 'owner') throw new ForbiddenError('repayments.errors.ownerOnly');
  if (!isPayable(row.status, row.paymentType)) throw new ConflictError('repayments.errors.notPayable');
  const adapter = await deps.payments.startCheckout(db, provider);
  const back = `${deps.config.publicUrl}${receiptPath(row.id)}`;
  const session = await openSession(db, adapter, {
    userId: caller.id,
    userEmail: caller.email,
    purpose: 'repayment',
    subjectId: row.id,
    amount: row.amount,
    currency: row.currency,
    description: `Repayment: ${campaign.name}`,
    successUrl: back,
    cancelUrl: back,
  });
  // A repayment paid meanwhile keeps its state; this checkout, if still paid, goes to the owner's wallet.
  const status = await db.transaction(async (tx) => {
    const locked = await lockRepayment(tx, row.id);
    if (!isPayable(locked.status, locked.paymentType)) return locked.status;
    await tx
      .update(repayments)
      .set({ status: 'processing', paymentType: adapter.name, sessionId: session.id, failureReason: null })
      .where(eq(repayments.id, row.id));
    return 'processing' as const;
  });
  return { id: row.id, sessionId: session.id, checkoutUrl: session.checkoutUrl, status };
}
