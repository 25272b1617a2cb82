import { type Database, mangopayPayouts } from '@cf/db';
import { NotFoundError, ValidationError } from '@cf/domain';
import { WALLET_LIMITS } from '@cf/domain/wallet';
import { eq } from 'drizzle-orm';
import { MangopayError, type MangoPayOut } from '../../providers/payments/mangopay';
import { formatterFor } from '../wallet/currency';
import { lockedInvestorAccount } from './accounts';
import { postPayout, postPayoutReturned } from './ledger';
import { regional } from './regional';
import type { RegionalDeps } from './top-ups';

type Payout = typeof mangopayPayouts.$inferSelect;

const answer = (row: Payout) => ({
  id: row.id,
  payOutId: row.payOutId!,
  bankAccountId: row.bankAccountId,
  status: row.status,
  amount: row.amount,
  currencyCode: row.currency,
  createdAt: row.createdAt,
});

/** A payout MangoPay made but failed at once (no money moved): its error object, as the spec returns it. */
const failedAtOnce = (payout: MangoPayOut) =>
  new MangopayError(400, {
    Message: payout.ResultMessage ?? 'The payout failed',
    Type: 'payout_failed',
    Id: payout.Id,
    errors: { ResultCode: payout.ResultCode ?? 'unknown' },
  });

/**
 * process-payout: a bank wire from the investor's MangoPay wallet to one of their active bank
 * accounts there. The mirror is debited as MangoPay debits the wallet (when it takes the payout),
 * under the account's lock: a wallet that cannot cover it is a 409 before MangoPay is asked. A
 * refusal by MangoPay (its error object) rolls everything back and is answered as a 4xx carrying
 * the object. A failure reported later (the hook) gives the money back to the wallet.
 */
export async function startPayout(
  deps: RegionalDeps,
  userId: string,
  input: { bankAccountId: string; amount: number },
  lang: string,
  /** The provider key of this call's tries (providerKeyOf): a retry after a rollback is the same wire. */
  attemptKey?: string,
) {
  const { db } = deps;
  const r = await regional(db, deps.payments, deps.config.publicUrl);
  const min = WALLET_LIMITS.minWithdrawalMajor * 10 ** r.currency.decimals;
  if (input.amount < min)
    throw new ValidationError([
      { field: 'amount', message: 'regional.errors.payoutMinimum', params: { min: formatterFor(r.currency, lang)(min) } },
    ]);
  const account = await lockedInvestorAccount(db, r.api, userId, r.currency.code);
  // Someone else's bank account (or one MangoPay does not know) is not found for this user.
  const bank = await r.api.bankAccount(account.mangoUserId, input.bankAccountId).catch((err: unknown) => {
    if (err instanceof MangopayError && err.httpStatus === 404) throw new NotFoundError();
    throw err;
  });
  if (!bank.Active) throw new ValidationError([{ field: 'bankAccountId', message: 'regional.errors.bankAccountInactive' }]);
  const [row] = await db
    .insert(mangopayPayouts)
    .values({ userId, twin: r.twin, bankAccountId: bank.Id, currency: r.currency.code, amount: input.amount })
    .returning();
  await postPayout(db, { id: row!.id, userId, currency: row!.currency, amount: row!.amount });
  const money = (n: number) => ({ Currency: r.currency.code, Amount: n });
  const payout = await r.api.createPayout(
    {
      AuthorId: account.mangoUserId,
      DebitedWalletId: account.walletId,
      BankAccountId: bank.Id,
      DebitedFunds: money(input.amount),
      Fees: money(0),
      BankWireRef: `PAYOUT ${row!.id.slice(0, 8).toUpperCase()}`,
      Tag: row!.id,
    },
    `payout:${attemptKey ?? row!.id}`,
  );
  if (payout.Status === 'FAILED') throw failedAtOnce(payout);
  const [saved] = await db.update(mangopayPayouts).set({ payOutId: payout.Id }).where(eq(mangopayPayouts.id, row!.id)).returning();
  return answer(await settlePayout(db, saved!, payout));
}

/**
 * MangoPay's word on a payout, to a row the caller locked: SUCCEEDED records it; FAILED (a bank
 * that refused the wire) returns the money to the wallet, once; CREATED waits.
 */
export async function settlePayout(db: Database, row: Payout, payout: MangoPayOut): Promise<Payout> {
  if (row.status !== 'created' || payout.Status === 'CREATED' || payout.Id !== row.payOutId) return row;
  const succeeded = payout.Status === 'SUCCEEDED';
  if (!succeeded) await postPayoutReturned(db, row);
  const [done] = await db
    .update(mangopayPayouts)
    .set({ status: succeeded ? 'succeeded' : 'failed', completedAt: new Date() })
    .where(eq(mangopayPayouts.id, row.id))
    .returning();
  return done!;
}

/** A payout by MangoPay's id, locked (the hook). */
export async function lockPayout(db: Database, payOutId: string): Promise<Payout> {
  const [row] = await db.select().from(mangopayPayouts).where(eq(mangopayPayouts.payOutId, payOutId)).for('update');
  if (!row) throw new NotFoundError();
  return row;
}
