import { type Database, mangopayTopUps } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import { and, eq } from 'drizzle-orm';
import { assertModuleOn } from './regional';
import { lockTopUp, settleTopUp } from './top-ups';
import { completeTwinPayIn, mangopayTwin } from './twin';

/*
 * The sandbox twin's card page (/mangopay-topup-pay/{payInId}): what MangoPay's hosted card page
 * is to a live top-up. Only the top-up's payer sees it, only for a twin's PayIn.
 */

async function twinTopUp(db: Database, userId: string, payInId: string) {
  const [row] = await db
    .select()
    .from(mangopayTopUps)
    .where(and(eq(mangopayTopUps.payInId, payInId), eq(mangopayTopUps.userId, userId), eq(mangopayTopUps.twin, true)));
  if (!row) throw new NotFoundError();
  return row;
}

/** Where the payer goes back to, as MangoPay sends them: the ReturnURL with the PayIn's id. */
const backTo = (returnUrl: string | null, payInId: string) =>
  `${returnUrl ?? ''}${returnUrl?.includes('?') ? '&' : '?'}transactionId=${encodeURIComponent(payInId)}`;

export async function twinPayIn(db: Database, publicUrl: string, userId: string, payInId: string) {
  await assertModuleOn(db);
  const row = await twinTopUp(db, userId, payInId);
  const payIn = await mangopayTwin(db, publicUrl).getPayIn(payInId);
  return {
    payInId,
    topUpId: row.id,
    amount: payIn.DebitedFunds.Amount,
    currencyCode: payIn.DebitedFunds.Currency,
    status: payIn.Status,
    returnUrl: backTo(payIn.ReturnURL, payInId),
  };
}

/**
 * The page's Pay or Fail: the twin decides its PayIn, and (as MangoPay's hook would) the top-up is
 * settled in the same transaction, so the wallet is credited even if the payer never comes back.
 */
export async function completeTwinTopUp(db: Database, publicUrl: string, userId: string, payInId: string, outcome: 'paid' | 'failed') {
  return db.transaction(async (tx) => {
    await assertModuleOn(tx);
    await twinTopUp(tx, userId, payInId);
    const row = await lockTopUp(tx, payInId, userId);
    await completeTwinPayIn(tx, payInId, outcome);
    const payIn = await mangopayTwin(tx, publicUrl).getPayIn(payInId);
    const done = await settleTopUp(tx, row, payIn);
    return { topUpId: done.id, status: done.status, returnUrl: backTo(payIn.ReturnURL, payInId) };
  });
}
