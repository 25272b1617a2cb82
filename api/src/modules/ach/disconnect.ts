import { achBankAccounts, type Database } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import { and, asc, eq } from 'drizzle-orm';
import { decryptSecret } from '../../lib/crypto';
import { PlaidRefusal, plaidCall, plaidClient } from '../../providers/payments/plaid';
import type { AccountRow } from './accounts';
import type { AchDeps } from './link';

/**
 * The Item's last account is gone: the Item is removed at Plaid (its access token stops working)
 * and the token is dropped. Without keys now (the route is off or its twin), the token stays sealed
 * for a later removal. An Item Plaid no longer knows counts as removed.
 */
async function removeItem(tx: Database, deps: AchDeps, account: AccountRow): Promise<void> {
  const mode = await deps.payments.modeOf(tx, 'ach');
  if (mode.kind !== 'live' || !account.accessTokenSealed) return;
  const accessToken = decryptSecret(account.accessTokenSealed, deps.config.encryptionKey);
  await plaidCall(() => plaidClient(mode.keys).itemRemove({ access_token: accessToken })).catch((err: unknown) => {
    if (!(err instanceof PlaidRefusal)) throw err;
  });
  await tx
    .update(achBankAccounts)
    .set({ accessTokenSealed: null, updatedAt: new Date() })
    .where(eq(achBankAccounts.itemId, account.itemId));
}

/**
 * DELETE disconnect-ach-account/{id}: the caller's account is never debited again (the transfers
 * already made keep naming it); another user's id is a 404. The Item's rows are locked together, in
 * id order, so two of its accounts disconnected at once still remove the Item exactly once. A Plaid
 * failure rolls the disconnection back (502).
 */
export async function disconnectAccount(deps: AchDeps, userId: string, id: string): Promise<AccountRow> {
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ itemId: achBankAccounts.itemId })
      .from(achBankAccounts)
      .where(and(eq(achBankAccounts.id, id), eq(achBankAccounts.userId, userId)));
    if (!found) throw new NotFoundError();
    const item = await tx
      .select()
      .from(achBankAccounts)
      .where(eq(achBankAccounts.itemId, found.itemId))
      .orderBy(asc(achBankAccounts.id))
      .for('update');
    const account = item.find((a) => a.id === id)!;
    if (account.status === 'disconnected') return account;
    const [updated] = await tx
      .update(achBankAccounts)
      .set({ status: 'disconnected', disconnectedAt: new Date(), updatedAt: new Date() })
      .where(eq(achBankAccounts.id, id))
      .returning();
    const othersActive = item.some((a) => a.id !== id && a.status === 'active');
    if (!account.twin && !othersActive) await removeItem(tx, deps, account);
    return updated!;
  });
}
