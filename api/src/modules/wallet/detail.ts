import type { Database } from '@cf/db';
import { balanceOf } from '../ledger/index';
import { activeCurrency } from './currency';

/** The wallet in one currency, read from the ledger: spendable balance and what withdrawals hold. */
export async function walletDetail(db: Database, userId: string, currencyRef: string | number | undefined) {
  const currency = await activeCurrency(db, currencyRef);
  const [balance, pendingWithdrawals] = await Promise.all([
    balanceOf(db, { kind: 'investor_wallet', currency: currency.code, userId }),
    balanceOf(db, { kind: 'pending_withdrawals', currency: currency.code, userId }),
  ]);
  return { currencyCode: currency.code, balance, pendingWithdrawals };
}
