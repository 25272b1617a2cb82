import { type Database, mangopayTopUps } from '@cf/db';
import { NotFoundError, ValidationError } from '@cf/domain';
import { quoteTopUp } from '@cf/domain/wallet';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PaymentProviderUnavailableError } from '../../providers/payments/index';
import type { MangopayApi, MangoPayIn } from '../../providers/payments/mangopay';
import type { PaymentRoutes } from '../payment-gateways/index';
import { publicRevenue } from '../settings/index';
import { formatterFor } from '../wallet/currency';
import { walletMaxima } from '../wallet/withdraw-limits';
import { investorAccount } from './accounts';
import { postTopUp } from './ledger';
import { apiOf, regional } from './regional';

export type RegionalDeps = { db: Database; payments: PaymentRoutes; config: { publicUrl: string } };
type TopUp = typeof mangopayTopUps.$inferSelect;

/** MangoPay's page speaks these; the others read it in English. */
const CULTURES: Record<string, string> = { en: 'EN', fr: 'FR' };

const answer = (row: TopUp, payIn: Pick<MangoPayIn, 'Id' | 'RedirectURL'>) => ({
  id: row.id,
  payInId: payIn.Id,
  status: row.status,
  redirectUrl: payIn.RedirectURL ?? '',
  amount: row.amount,
  fee: row.fee,
  total: row.amount + row.fee,
  currencyCode: row.currency,
  createdAt: row.createdAt,
});

/**
 * checkout-session: a card payment into the investor's MangoPay wallet (a web card PayIn). The fee
 * (the platform's top-up fee, added on top) is MangoPay's Fees, so the wallet is credited exactly
 * the amount asked. The payer enters their card on MangoPay's page (the twin's: our own) and comes
 * back to /mangopay-topup-receipt; nothing is credited until MangoPay says the PayIn succeeded.
 */
export async function startTopUp(deps: RegionalDeps, userId: string, amount: number, lang: string) {
  const { db } = deps;
  const r = await regional(db, deps.payments, deps.config.publicUrl);
  const account = await investorAccount(db, r.api, userId, r.currency.code);
  const maxMajor = (await walletMaxima(db)).topUpMaxMajor;
  const quote = quoteTopUp(amount, r.currency, await publicRevenue(db), formatterFor(r.currency, lang), maxMajor);
  if (!quote.ok) throw new ValidationError(quote.errors);
  const [row] = await db
    .insert(mangopayTopUps)
    .values({ userId, twin: r.twin, currency: r.currency.code, amount: quote.amount, fee: quote.fee })
    .returning();
  const money = (n: number) => ({ Currency: r.currency.code, Amount: n });
  const payIn = await r.api.createCardWebPayIn(
    {
      AuthorId: account.mangoUserId,
      CreditedWalletId: account.walletId,
      DebitedFunds: money(quote.total),
      Fees: money(quote.fee),
      // MangoPay adds ?transactionId=<PayIn> when it sends the payer back.
      ReturnURL: `${deps.config.publicUrl}/mangopay-topup-receipt?topUpId=${row!.id}`,
      Culture: CULTURES[lang] ?? 'EN',
      Tag: row!.id,
    },
    `payin:${row!.id}`,
  );
  if (!payIn.RedirectURL && payIn.Status === 'CREATED') throw new PaymentProviderUnavailableError('mangopay: no RedirectURL');
  const [saved] = await db.update(mangopayTopUps).set({ payInId: payIn.Id }).where(eq(mangopayTopUps.id, row!.id)).returning();
  return answer(await settleTopUp(db, saved!, payIn), payIn);
}

/**
 * Applies MangoPay's word on a top-up's PayIn, in the caller's transaction, to a top-up row the
 * caller locked: SUCCEEDED credits the mirrored wallet (once: a decided top-up changes no more),
 * FAILED records it, CREATED waits. A PayIn that does not pay this top-up (other money, another
 * currency) credits nothing and is logged for staff.
 */
export async function settleTopUp(db: Database, row: TopUp, payIn: MangoPayIn, log?: FastifyBaseLogger): Promise<TopUp> {
  if (row.status !== 'created' || payIn.Status === 'CREATED') return row;
  const paysIt =
    payIn.Id === row.payInId &&
    payIn.DebitedFunds.Amount === row.amount + row.fee &&
    payIn.DebitedFunds.Currency === row.currency &&
    payIn.Fees.Amount === row.fee;
  if (!paysIt) {
    log?.error({ topUpId: row.id, payInId: payIn.Id, funds: payIn.DebitedFunds }, 'mangopay top-up does not match its PayIn');
    return row;
  }
  const succeeded = payIn.Status === 'SUCCEEDED';
  const transfer = succeeded ? await postTopUp(db, row) : null;
  const [done] = await db
    .update(mangopayTopUps)
    .set({ status: succeeded ? 'succeeded' : 'failed', transferId: transfer?.id ?? null, completedAt: new Date() })
    .where(eq(mangopayTopUps.id, row.id))
    .returning();
  return done!;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A top-up by our id or MangoPay's PayIn id, locked; another user's is a 404. */
export async function lockTopUp(db: Database, ref: string, userId?: string): Promise<TopUp> {
  const byRef = UUID.test(ref) ? or(eq(mangopayTopUps.id, ref), eq(mangopayTopUps.payInId, ref)) : eq(mangopayTopUps.payInId, ref);
  const [row] = await db
    .select()
    .from(mangopayTopUps)
    .where(userId ? and(byRef, eq(mangopayTopUps.userId, userId)) : byRef)
    .for('update');
  if (!row?.payInId) throw new NotFoundError();
  return row;
}

/**
 * check-payment-session: the return redirect's check. MangoPay is asked how the PayIn stands (the
 * query string proves nothing) and a succeeded one is credited, once, whoever arrives first (this
 * check, the hook, the twin's page).
 */
export async function checkTopUp(deps: RegionalDeps, userId: string, ref: string) {
  const { db } = deps;
  await regional(db, deps.payments, deps.config.publicUrl);
  const row = await lockTopUp(db, ref, userId);
  const api: MangopayApi = await apiOf(db, deps.payments, deps.config.publicUrl, row.twin);
  const payIn = await api.getPayIn(row.payInId!);
  return answer(await settleTopUp(db, row, payIn), payIn);
}
