import type { FieldError } from './errors';
import { percentOf, money } from './money';

/** Spec §3: wallet status is numeric in answers. */
export const WALLET_STATUS = { pending: 0, inProcess: 1, success: 2, failed: 3 } as const;
export type WalletStatus = (typeof WALLET_STATUS)[keyof typeof WALLET_STATUS];

/** Spec §3: the payment record vocabulary. */
export const PAYMENT_STATUSES = ['pending', 'success', 'fail', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The routes money can come in by; the console's gateway settings turn each on or off. */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'offline', 'wallet'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Limits in major units (spec §5/§9: at least 1); the upper bounds are the operator's defaults. */
export const WALLET_LIMITS = { minTopUpMajor: 1, maxTopUpMajor: 1_000_000, minWithdrawalMajor: 1, maxWithdrawalMajor: 1_000_000 } as const;

export type TopUpFees = { topUpFeeBps: number; topUpFlatFee: number };
export type TopUpQuote = { ok: true; amount: number; fee: number; total: number } | { ok: false; errors: FieldError[] };

/**
 * What a top-up of `amount` minor units costs: the fee (a percentage of the amount, rounded half
 * up, plus the flat fee in the same currency's minor units) is added on top, so the wallet is
 * credited exactly the amount asked for.
 */
export function quoteTopUp(
  amount: number,
  currency: { code: string; decimals: number },
  fees: TopUpFees,
  format: (minor: number) => string = String,
): TopUpQuote {
  const unit = 10 ** currency.decimals;
  const min = WALLET_LIMITS.minTopUpMajor * unit;
  const max = WALLET_LIMITS.maxTopUpMajor * unit;
  if (!Number.isSafeInteger(amount) || amount < min)
    return { ok: false, errors: [{ field: 'amount', message: 'wallet.errors.topUpMinimum', params: { min: format(min) } }] };
  if (amount > max)
    return { ok: false, errors: [{ field: 'amount', message: 'wallet.errors.topUpMaximum', params: { max: format(max) } }] };
  const fee = percentOf(money(amount, currency.code), fees.topUpFeeBps).amount + fees.topUpFlatFee;
  return { ok: true, amount, fee, total: amount + fee };
}
