import { type Money, money, percentOf, subtract } from './money';
import type { CampaignType } from './schemas/campaign-fields';
import type { PaymentProvider } from './wallet';

/**
 * What happens to a campaign's money when it closes (spec §9, issue 9). Pure rules: the API's
 * settlement module reads the campaign and the settings, asks these, and posts what they answer.
 */

/** A campaign's platform fee rates in basis points: when its threshold is reached, and when not. */
export type FeeRates = Readonly<{ successFeeBps: number; failFeeBps: number }>;

/** The revenue settings' rates (basis points, 500 = 5%). */
export type RevenueRates = Readonly<{ fixedSuccessFeeBps: number; flexibleSuccessFeeBps: number; flexibleFailFeeBps: number }>;

/**
 * The rates a campaign is approved with: fixed (all-or-nothing) takes the fixed success rate and
 * nothing when it fails (its investors are refunded); flexible takes its success and fail rates.
 */
export function feeRatesFor(campaignType: CampaignType, settings: RevenueRates): FeeRates {
  return campaignType === 'flexible'
    ? { successFeeBps: settings.flexibleSuccessFeeBps, failFeeBps: settings.flexibleFailFeeBps }
    : { successFeeBps: settings.fixedSuccessFeeBps, failFeeBps: 0 };
}

/**
 * The rates in force at closing: those fixed when the campaign was approved (a later settings
 * change does not touch them), or today's settings for a campaign approved before rates were fixed.
 */
export function ratesInForce(
  campaign: { campaignType: CampaignType; successFeeBps: number | null; failFeeBps: number | null },
  settings: RevenueRates,
): FeeRates {
  const today = feeRatesFor(campaign.campaignType, settings);
  return {
    successFeeBps: campaign.successFeeBps ?? today.successFeeBps,
    failFeeBps: campaign.failFeeBps ?? today.failFeeBps,
  };
}

/** A campaign's threshold is its minimum raise: reached when something was raised and at least that. */
export const thresholdReached = (raised: number, minimumRaise: number | null): boolean => raised > 0 && raised >= (minimumRaise ?? 0);

/** How a campaign's money was settled (campaign_settlements.outcome). */
export type SettlementOutcome = 'successful' | 'unsuccessful' | 'cancelled';

export type SettlementPlan = Readonly<{
  outcome: SettlementOutcome;
  /** All confirmed money, offline included, before fee and refunds. */
  raised: Money;
  feeBps: number;
  /** To platform_fees. */
  fee: Money;
  /** To owner_payable: what is left after the fee, so the fee's rounding remainder lands here. */
  net: Money;
  /** Every investor gets their money back in full, and the owner nothing. */
  refundAll: boolean;
}>;

export type SettlementInput = {
  campaignType: CampaignType;
  raised: Money;
  /** The threshold (minimum raise) was reached: see thresholdReached. */
  reached: boolean;
  rates: FeeRates;
  /** Staff cancelled the campaign: everyone is refunded, whatever was raised. */
  cancelled?: boolean;
};

/**
 * The settlement of one campaign, rounded once: the fee is the rate of the whole amount raised,
 * rounded half up to a minor unit, and the owner is owed the rest (owner_payable takes the
 * rounding remainder), so fee + net = raised exactly. Fixed below its threshold and cancelled
 * campaigns refund everyone: no fee, nothing owed.
 */
export function planSettlement(input: SettlementInput): SettlementPlan {
  const { raised, rates } = input;
  for (const bps of [rates.successFeeBps, rates.failFeeBps])
    if (!Number.isInteger(bps) || bps < 0 || bps > 10_000) throw new RangeError(`fee rate out of range: ${bps}`);
  if (raised.amount < 0) throw new RangeError('raised cannot be negative');
  const outcome: SettlementOutcome = input.cancelled ? 'cancelled' : input.reached ? 'successful' : 'unsuccessful';
  const refundAll = outcome === 'cancelled' || (outcome === 'unsuccessful' && input.campaignType === 'fixed');
  if (refundAll) return { outcome, raised, feeBps: 0, fee: money(0, raised.currency), net: money(0, raised.currency), refundAll };
  const feeBps = outcome === 'successful' ? rates.successFeeBps : rates.failFeeBps;
  const fee = percentOf(raised, feeBps, 'halfUp');
  return { outcome, raised, feeBps, fee, net: subtract(raised, fee), refundAll };
}

/** Where a refunded investment's money goes. */
export type RefundRoute = 'wallet' | 'provider' | 'bank_transfer';

/**
 * Refunds go to the investor's wallet while the site has its wallet module on (and always for
 * money that came from the wallet), except money from the regional wallet, which goes back to it;
 * otherwise back the way they came: a card, PayPal or ACH payment through its provider's refund, a
 * bank transfer by a bank transfer staff send.
 */
export function refundRoute(paymentType: PaymentProvider, walletModule: boolean): RefundRoute {
  // Money from the regional (MangoPay) wallet sits in MangoPay's escrow wallet: it can only go back there.
  if (paymentType === 'mangopay') return 'provider';
  if (walletModule || paymentType === 'wallet') return 'wallet';
  return paymentType === 'offline' ? 'bank_transfer' : 'provider';
}

/**
 * The provider's fee the platform bears on a full refund: a card provider keeps the fee of the
 * payment it refunds, and the investor still gets every minor unit back. Only money that came in
 * through a provider (card, sandbox) carried one.
 */
export const refundCost = (paymentType: PaymentProvider, gatewayFee: number): number =>
  paymentType === 'stripe' || paymentType === 'sandbox' ? Math.max(0, gatewayFee) : 0;

/** The day (UTC instant) a campaign in "closing" settles whatever is still in flight. */
export const graceEndsAt = (closingSince: Date, graceDays: number): Date => new Date(closingSince.getTime() + graceDays * 86_400_000);

/** How the site shows a campaign that no longer takes money (the closed banner), or null while open. */
export const CLOSED_STATES = ['closing', 'successful', 'unsuccessful', 'cancelled'] as const;
export type ClosedState = (typeof CLOSED_STATES)[number];

/**
 * The banner's state: settled campaigns by their outcome (a cancelled one is stored as
 * unsuccessful), a live campaign past its closing date or held in "closing" as closing.
 */
export function closedState(input: {
  status: number;
  outcome: SettlementOutcome | null;
  closingSince: Date | string | null;
  pastClosingDate: boolean;
}): ClosedState | null {
  if (input.outcome) return input.outcome;
  if (input.status === 4) return 'successful';
  if (input.status === 5) return 'unsuccessful';
  if (input.status === 2 && (input.closingSince !== null || input.pastClosingDate)) return 'closing';
  return null;
}
