import { type Database, investmentSettings } from '@cf/db';
import { WALLET_LIMITS, walletLimits } from '@cf/domain/wallet';
import { publicRevenue } from '../settings/index';
import { activeCurrency } from './currency';

/** The operator's wallet maxima (investment_settings), in major units. */
export async function walletMaxima(db: Database) {
  const [row] = await db
    .select({ topUpMaxMajor: investmentSettings.topUpMaxMajor, withdrawalMaxMajor: investmentSettings.withdrawalMaxMajor })
    .from(investmentSettings);
  return row ?? { topUpMaxMajor: WALLET_LIMITS.maxTopUpMajor, withdrawalMaxMajor: WALLET_LIMITS.maxWithdrawalMajor };
}

/** What the wallet forms show before submitting: bounds and fees in one currency. */
export async function walletLimitsFor(db: Database, currencyRef: string | number | undefined) {
  const currency = await activeCurrency(db, currencyRef);
  const [maxima, revenue] = await Promise.all([walletMaxima(db), publicRevenue(db)]);
  return {
    currencyCode: currency.code,
    ...walletLimits(currency, maxima),
    withdrawalFee: revenue.withdrawalFlatFee,
    topUpFeeBps: revenue.topUpFeeBps,
    topUpFlatFee: revenue.topUpFlatFee,
  };
}
