import { type Database, mangopayAccounts, mangopayTwinTransactions } from '@cf/db';
import { ValidationError } from '@cf/domain';
import { and, eq, gte, inArray, isNotNull, lte, ne } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import { PaymentProviderUnavailableError, type SettledTransaction } from '../../providers/payments/index';
import type { MangopayApi, MangoTransaction } from '../../providers/payments/mangopay';
import { balanceOf } from '../ledger/index';
import type { DebitRoute, RouteMode } from '../payment-gateways/adapters';
import { escrowAccount, findAccount } from './accounts';
import { insufficientBalance, postInvestmentDebit, regionalWallet } from './ledger';
import { apiFor, assertModuleOn, regionalCurrencyCode } from './regional';
import { INSUFFICIENT_BALANCE } from './twin';

/**
 * Paying an investment from the investor's MangoPay wallet (a debit route): a MangoPay transfer
 * from their wallet to the platform's escrow wallet, in the investment's transaction and under the
 * wallet's lock. The mirror is checked first (nothing is asked of MangoPay for a wallet that
 * cannot pay) and moved with the transfer; a refund transfers the money back.
 */
export function mangopayDebits(config: Pick<AppConfig, 'publicUrl'>): DebitRoute {
  return {
    debit: async (tx, mode, request) => {
      await assertModuleOn(tx);
      // The wallets hold one currency: a campaign in another cannot be paid from them.
      if ((await regionalCurrencyCode(tx)) !== request.currency)
        throw new ValidationError([{ field: 'paymentType', message: 'wallet.errors.currencyNotSupported' }]);
      const api = apiFor(tx, mode, config.publicUrl);
      const holder = { holder: request.userId, twin: api.twin, currency: request.currency };
      const found = await findAccount(tx, holder);
      if (!found) throw insufficientBalance();
      // The wallet's movements queue on its account row: the balance read below stays true until commit.
      await tx.select({ id: mangopayAccounts.id }).from(mangopayAccounts).where(eq(mangopayAccounts.id, found.id)).for('update');
      if ((await balanceOf(tx, regionalWallet(request.userId, request.currency))) < request.amount) throw insufficientBalance();
      const escrow = await escrowAccount(tx, api, request.currency);
      const money = (n: number) => ({ Currency: request.currency, Amount: n });
      const transfer = await api.createTransfer(
        {
          AuthorId: found.mangoUserId,
          DebitedWalletId: found.walletId,
          CreditedWalletId: escrow.walletId,
          DebitedFunds: money(request.amount),
          Fees: money(0),
          Tag: request.subjectId,
        },
        request.idempotencyKey,
      );
      if (transfer.Status === 'FAILED') {
        // MangoPay's balance is the truth: below ours, the investor is told so; anything else fails the payment.
        if (transfer.ResultCode === INSUFFICIENT_BALANCE) throw insufficientBalance();
        return { providerRef: transfer.Id, outcome: 'failed' };
      }
      // A transfer still CREATED is settled by its hook (TRANSFER_NORMAL_SUCCEEDED), which posts this then.
      if (transfer.Status === 'CREATED') return { providerRef: transfer.Id, outcome: 'pending' };
      await postInvestmentDebit(tx, {
        transferId: transfer.Id,
        userId: request.userId,
        currency: request.currency,
        amount: request.amount,
      });
      return { providerRef: transfer.Id, outcome: 'paid' };
    },

    /**
     * A paid investment's money back to the investor's MangoPay wallet: a refund of its transfer
     * (escrow wallet → their wallet). Already refunded counts as done; the same key returns the
     * first refund, so a settlement retried after a crash never pays twice.
     */
    refund: async (tx, mode, request) => {
      const api = await refundApi(tx, mode, config.publicUrl, request.providerRef);
      const done = (await api.transferRefunds(request.providerRef)).filter((r) => r.Status === 'SUCCEEDED');
      if (done.reduce((sum, r) => sum + r.DebitedFunds.Amount, 0) >= request.amount) return { refundRef: done[0]!.Id };
      const transfer = await api.getTransfer(request.providerRef);
      const money = (n: number) => ({ Currency: request.currency, Amount: n });
      const refund = await api.refundTransfer(
        request.providerRef,
        { AuthorId: transfer.AuthorId, DebitedFunds: money(request.amount), Fees: money(0) },
        request.idempotencyKey,
      );
      if (refund.Status !== 'SUCCEEDED')
        throw new PaymentProviderUnavailableError(`mangopay refund ${refund.Id}: ${refund.ResultMessage ?? refund.Status}`);
      return { refundRef: refund.Id };
    },

    settled: (tx, mode, from, to) => settledMoves(tx, mode, config.publicUrl, from, to),
  };
}

/** The transfer's own API: one made by the twin is refunded by the twin whatever the mode is now. */
async function refundApi(tx: Database, mode: RouteMode, publicUrl: string, transferId: string): Promise<MangopayApi> {
  const [twin] = await tx
    .select({ id: mangopayTwinTransactions.id })
    .from(mangopayTwinTransactions)
    .where(eq(mangopayTwinTransactions.id, transferId));
  if (twin) return apiFor(tx, { kind: 'twin' }, publicUrl);
  if (mode.kind !== 'live') throw new PaymentProviderUnavailableError('mangopay: no keys to refund a live transfer');
  return apiFor(tx, mode, publicUrl);
}

/**
 * What MangoPay settled between two instants, as the clearing account sees it: card top-ups in
 * (their whole debit, fee included), bank wires out (taken or paid: MangoPay debits the wallet when
 * it takes one; a failed one gave it back). Transfers stay inside MangoPay (wallet to escrow and
 * back), so they are not the outside world's money.
 */
async function settledMoves(tx: Database, mode: RouteMode, publicUrl: string, from: Date, to: Date): Promise<SettledTransaction[]> {
  const outside = (t: MangoTransaction): SettledTransaction | null => {
    const at = new Date((t.ExecutionDate ?? t.CreationDate) * 1000);
    if (t.Type === 'PAYIN' && t.Status === 'SUCCEEDED')
      return { providerRef: t.Id, amount: t.DebitedFunds.Amount, currency: t.DebitedFunds.Currency, at };
    if (t.Type === 'PAYOUT' && t.Status !== 'FAILED')
      return { providerRef: t.Id, amount: -t.DebitedFunds.Amount, currency: t.DebitedFunds.Currency, at };
    return null;
  };
  if (mode.kind === 'twin') {
    const rows = await tx
      .select()
      .from(mangopayTwinTransactions)
      .where(
        and(
          inArray(mangopayTwinTransactions.type, ['PAYIN', 'PAYOUT']),
          ne(mangopayTwinTransactions.status, 'FAILED'),
          gte(mangopayTwinTransactions.createdAt, from),
          lte(mangopayTwinTransactions.createdAt, to),
        ),
      );
    return rows
      .map((row) =>
        outside({
          Id: row.id,
          Type: row.type,
          Status: row.status,
          DebitedFunds: { Currency: row.currency, Amount: row.amount },
          CreationDate: Math.floor(row.createdAt.getTime() / 1000),
          ExecutionDate: row.executedAt ? Math.floor(row.executedAt.getTime() / 1000) : null,
        } as MangoTransaction),
      )
      .filter((t): t is SettledTransaction => t !== null);
  }
  if (mode.kind !== 'live') return [];
  const api = apiFor(tx, mode, publicUrl);
  const holders = await tx
    .select({ mangoUserId: mangopayAccounts.mangoUserId })
    .from(mangopayAccounts)
    .where(and(eq(mangopayAccounts.twin, false), ne(mangopayAccounts.holder, 'platform'), isNotNull(mangopayAccounts.mangoUserId)));
  const seen = new Set<string>();
  const moves: SettledTransaction[] = [];
  for (const { mangoUserId } of holders) {
    if (!mangoUserId || seen.has(mangoUserId)) continue;
    seen.add(mangoUserId);
    for (let page = 1; ; page++) {
      const { items } = await api.userTransactions(mangoUserId, from, to, page);
      for (const t of items) {
        const move = outside(t);
        if (move) moves.push(move);
      }
      if (items.length < 100) break;
    }
  }
  return moves;
}
