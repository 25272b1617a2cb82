import type { FieldError } from './errors';
import { percentOf, money } from './money';

/** Spec §3: wallet status is numeric in answers. */
export const WALLET_STATUS = { pending: 0, inProcess: 1, success: 2, failed: 3 } as const;
export type WalletStatus = (typeof WALLET_STATUS)[keyof typeof WALLET_STATUS];

/** Spec §3: the payment record vocabulary. */
export const PAYMENT_STATUSES = ['pending', 'success', 'fail', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The routes money can come in by; the console's gateway settings turn each on or off. */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'paypal', 'ach', 'mangopay', 'offline', 'wallet'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Routes paid on a provider's hosted page reached by redirect (card, PayPal). */
export const CHECKOUT_PROVIDERS = ['sandbox', 'stripe', 'paypal'] as const;
export type CheckoutProvider = (typeof CHECKOUT_PROVIDERS)[number];
export const isCheckoutProvider = (value: string): value is CheckoutProvider => (CHECKOUT_PROVIDERS as readonly string[]).includes(value);

/** Routes whose money moves by a server-side call on something the payer linked (a bank account, a MangoPay wallet). */
export const DEBIT_PROVIDERS = ['ach', 'mangopay'] as const;
export type DebitProvider = (typeof DEBIT_PROVIDERS)[number];
export const isDebitProvider = (value: string): value is DebitProvider => (DEBIT_PROVIDERS as readonly string[]).includes(value);

/** Routes backed by an outside provider's account (keys in the console, a sandbox twin without them). */
export const KEYED_PROVIDERS = ['stripe', 'paypal', 'ach', 'mangopay'] as const;
export type KeyedProvider = (typeof KEYED_PROVIDERS)[number];

/**
 * The currencies each provider can take (ISO 4217); a route not listed takes any currency the
 * platform has. Staff may narrow a route further in the console. ACH moves US dollars only (spec
 * §8: "ACH currency not supported by the payment provider").
 */
export const PROVIDER_CURRENCIES: Partial<Record<PaymentProvider, readonly string[]>> = {
  paypal: [
    'AUD',
    'BRL',
    'CAD',
    'CHF',
    'CZK',
    'DKK',
    'EUR',
    'GBP',
    'HKD',
    'HUF',
    'ILS',
    'JPY',
    'MXN',
    'NOK',
    'NZD',
    'PHP',
    'PLN',
    'SEK',
    'SGD',
    'THB',
    'TWD',
    'USD',
  ],
  ach: ['USD'],
  mangopay: ['AUD', 'CAD', 'CHF', 'CZK', 'DKK', 'EUR', 'GBP', 'HKD', 'JPY', 'NOK', 'PLN', 'SEK', 'USD', 'ZAR'],
};

/**
 * Whether a route may take `currency`: the provider must support it, and staff's choice for the
 * route (empty: every currency the provider supports) must include it.
 */
export function routeTakesCurrency(provider: PaymentProvider, chosen: readonly string[] | null, currency: string): boolean {
  const supported = PROVIDER_CURRENCIES[provider];
  if (supported && !supported.includes(currency)) return false;
  return !chosen || chosen.length === 0 || chosen.includes(currency);
}

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
  /** The operator's maximum (investment_settings.topUpMaxMajor). */
  maxMajor: number = WALLET_LIMITS.maxTopUpMajor,
): TopUpQuote {
  const unit = 10 ** currency.decimals;
  const min = WALLET_LIMITS.minTopUpMajor * unit;
  const max = maxMajor * unit;
  if (!Number.isSafeInteger(amount) || amount < min)
    return { ok: false, errors: [{ field: 'amount', message: 'wallet.errors.topUpMinimum', params: { min: format(min) } }] };
  if (amount > max)
    return { ok: false, errors: [{ field: 'amount', message: 'wallet.errors.topUpMaximum', params: { max: format(max) } }] };
  const fee = percentOf(money(amount, currency.code), fees.topUpFeeBps).amount + fees.topUpFlatFee;
  return { ok: true, amount, fee, total: amount + fee };
}

export type WithdrawalQuote = { ok: true; amount: number; fee: number; total: number } | { ok: false; errors: FieldError[] };

/**
 * What a withdrawal of `amount` minor units takes from the wallet: the amount plus the revenue
 * settings' flat fee (same currency's minor units). At least one major unit, at most the operator's
 * maximum. Whether the wallet covers the total is the ledger's to say (it refuses a negative balance).
 */
export function quoteWithdrawal(
  amount: number,
  currency: { decimals: number },
  rules: { flatFee: number; maxMajor: number },
  format: (minor: number) => string = String,
): WithdrawalQuote {
  const unit = 10 ** currency.decimals;
  const min = WALLET_LIMITS.minWithdrawalMajor * unit;
  const max = rules.maxMajor * unit;
  if (!Number.isSafeInteger(amount) || amount < min)
    return { ok: false, errors: [{ field: 'amount', message: 'payments.errors.withdrawalMinimum', params: { min: format(min) } }] };
  if (amount > max)
    return { ok: false, errors: [{ field: 'amount', message: 'payments.errors.withdrawalMaximum', params: { max: format(max) } }] };
  return { ok: true, amount, fee: rules.flatFee, total: amount + rules.flatFee };
}

/** The bounds a wallet form shows, in minor units of the currency. */
export function walletLimits(currency: { decimals: number }, settings: { topUpMaxMajor: number; withdrawalMaxMajor: number }) {
  const unit = 10 ** currency.decimals;
  return {
    topUpMin: WALLET_LIMITS.minTopUpMajor * unit,
    topUpMax: settings.topUpMaxMajor * unit,
    withdrawalMin: WALLET_LIMITS.minWithdrawalMajor * unit,
    withdrawalMax: settings.withdrawalMaxMajor * unit,
  };
}

/** Spec §3 Wallet: the activity types a wallet line is shown with (payments.activity.*). */
export const WALLET_ACTIVITY_TYPES = [
  'withdrawInitiated',
  'withdrawCancelled',
  'amountRefunded',
  'amountInvested',
  'distributionCredited',
  'campaignUnsuccessful',
  'topUp',
  'repaymentPaid',
  'other',
] as const;
export type WalletActivityType = (typeof WALLET_ACTIVITY_TYPES)[number];

const ACTIVITY_OF_KIND: Record<string, WalletActivityType> = {
  wallet_topup: 'topUp',
  investment: 'amountInvested',
  withdrawal_hold: 'withdrawInitiated',
  withdrawal_release: 'withdrawCancelled',
  wallet_refund: 'amountRefunded',
  investment_refund: 'campaignUnsuccessful',
  distribution_credit: 'distributionCredited',
  // The owner's wallet paying a repayment or dividend out to the investors.
  distribution_funding: 'repaymentPaid',
};

/** The activity type of a wallet line, from its ledger transfer's kind. */
export const walletActivityType = (kind: string): WalletActivityType => ACTIVITY_OF_KIND[kind] ?? 'other';
