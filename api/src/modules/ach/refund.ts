import { achRefunds, achTransfers, type Database } from '@cf/db';
import { eq } from 'drizzle-orm';
import { PaymentProviderUnavailableError } from '../../providers/payments/stripe';
import { plaidAmount, plaidCall, plaidClient, plaidKey } from '../../providers/payments/plaid';
import type { RefundRequest } from '../../providers/payments/types';
import type { RouteMode } from '../payment-gateways/adapters';
import { twinId } from './transfers';

/**
 * Gives a settled ACH debit back to its bank account (a failed campaign's refund to source):
 * Plaid's transfer refund, with the caller's key (shortened to Plaid's 50 characters), so a
 * settlement retried after a crash gets the first refund back. Each refund is its own row; the same
 * key answers it again without asking Plaid. A twin transfer is refunded by the twin, whatever the
 * route's mode now. Plaid refusing (the transfer is not settled yet) is a 502: the settlement's
 * transaction rolls back and is tried again later.
 */
export async function refundAch(tx: Database, mode: RouteMode, request: RefundRequest): Promise<{ refundRef: string }> {
  const [known] = await tx.select().from(achRefunds).where(eq(achRefunds.idempotencyKey, request.idempotencyKey));
  if (known) return { refundRef: known.id };
  const [transfer] = await tx.select().from(achTransfers).where(eq(achTransfers.id, request.providerRef));
  if (!transfer) throw new Error(`no ACH transfer ${request.providerRef} to refund`);
  let id: string;
  if (transfer.twin) id = twinId('rf', request.idempotencyKey);
  else {
    if (mode.kind !== 'live') throw new PaymentProviderUnavailableError('ach: no Plaid keys to refund with');
    const keys = mode.keys;
    const { refund } = await plaidCall(() =>
      plaidClient(keys).transferRefundCreate({
        transfer_id: transfer.id,
        amount: plaidAmount(request.amount),
        idempotency_key: plaidKey(request.idempotencyKey),
      }),
    ).catch((err: unknown) => {
      throw err instanceof PaymentProviderUnavailableError ? err : new PaymentProviderUnavailableError(String(err));
    });
    id = refund.id;
  }
  await tx
    .insert(achRefunds)
    .values({
      id,
      transferId: transfer.id,
      amount: request.amount,
      currency: request.currency,
      idempotencyKey: request.idempotencyKey,
      twin: transfer.twin,
    })
    .onConflictDoNothing();
  return { refundRef: id };
}
