import type { MangoTransaction } from '../../providers/payments/mangopay';
import { balanceOf } from '../ledger/index';
import { investorAccount } from './accounts';
import { regionalWallet } from './ledger';
import { regional } from './regional';
import type { RegionalDeps } from './top-ups';

/** wallet-detail: the caller's MangoPay wallet (made on first use), its balance there and its mirror here. */
export async function walletDetail(deps: RegionalDeps, userId: string) {
  const r = await regional(deps.db, deps.payments, deps.config.publicUrl);
  const account = await investorAccount(deps.db, r.api, userId, r.currency.code);
  const [wallet, mirrored] = await Promise.all([
    r.api.getWallet(account.walletId),
    balanceOf(deps.db, regionalWallet(userId, r.currency.code)),
  ]);
  return {
    walletId: wallet.Id,
    ownerId: account.mangoUserId,
    currencyCode: wallet.Currency,
    balance: wallet.Balance.Amount,
    mirroredBalance: mirrored,
    twin: r.twin,
  };
}

/** One transaction as the caller's wallet saw it: money in is what was credited, money out what was debited. */
function transactionOut(t: MangoTransaction, walletId: string) {
  const credit = t.CreditedWalletId === walletId;
  return {
    id: t.Id,
    type: t.Type,
    nature: t.Nature,
    entryType: credit ? ('CREDIT' as const) : ('DEBIT' as const),
    amount: credit ? t.CreditedFunds.Amount : t.DebitedFunds.Amount,
    fees: t.Fees.Amount,
    currencyCode: t.DebitedFunds.Currency,
    status: t.Status,
    debitedWalletId: t.DebitedWalletId,
    creditedWalletId: t.CreditedWalletId,
    resultMessage: t.ResultMessage,
    createdAt: new Date(t.CreationDate * 1000),
  };
}

/** wallet-transaction-list: MangoPay's list of the wallet's transactions, newest first (10 a page by default). */
export async function walletTransactions(deps: RegionalDeps, userId: string, page: number, limit: number) {
  const r = await regional(deps.db, deps.payments, deps.config.publicUrl);
  const account = await investorAccount(deps.db, r.api, userId, r.currency.code);
  const { items, total } = await r.api.walletTransactions(account.walletId, page, limit);
  return { items: items.map((t) => transactionOut(t, account.walletId)), total, page, limit };
}

/** get-authorized-countries: where MangoPay allows users, bank accounts and payouts. */
export async function authorizedCountries(deps: RegionalDeps) {
  const r = await regional(deps.db, deps.payments, deps.config.publicUrl);
  return (await r.api.countries()).map((c) => ({
    countryCode: c.CountryCode,
    countryName: c.CountryName,
    blockUserCreation: c.Authorization.BlockUserCreation,
    blockBankAccountCreation: c.Authorization.BlockBankAccountCreation,
    blockPayout: c.Authorization.BlockPayout,
  }));
}
