/**
 * Payouts to campaign owners (issue 9 §3): the controls an operations team expects, as pure rules
 * the API, the site and the console share. Amounts are minor units of the campaign's currency.
 */

/** Payouts wait this long after the payout bank details (or the Stripe account) change. */
export const PAYOUT_DETAILS_HOLD_HOURS = 48;

export const PAYOUT_METHODS = ['bank', 'stripe_connect'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_STATUSES = ['requested', 'approved', 'confirmed', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Requested or approved: money still owed, already asked for. */
export const OPEN_PAYOUT_STATUSES: readonly PayoutStatus[] = ['requested', 'approved'];

export type SettlementOutcome = 'successful' | 'unsuccessful' | 'cancelled';

/**
 * Whether a settled campaign's owner may be paid out (spec §9): a successful campaign of either
 * type; a flexible one that closed below its threshold (the owner keeps the funds); never a fixed
 * one that failed (its investors were refunded) nor one staff cancelled.
 */
export function payoutAllowed(campaignType: 'fixed' | 'flexible', outcome: SettlementOutcome): boolean {
  if (outcome === 'successful') return true;
  return outcome === 'unsuccessful' && campaignType === 'flexible';
}

/** Spec §9 "funds via offline only": fixed campaigns are paid by bank transfer; flexible ones may use Stripe Connect. */
export function payoutMethodsFor(campaignType: 'fixed' | 'flexible'): readonly PayoutMethod[] {
  return campaignType === 'fixed' ? ['bank'] : PAYOUT_METHODS;
}

/** A name as compared: accents kept, case, punctuation spacing and runs of spaces ignored. */
export function normalisedName(name: string): string {
  return name.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

/**
 * The bank account must be in the owner's name or the company's: compared without regard to
 * case or spacing ("OMAR  owner" is "Omar Owner"). An empty holder name matches nothing.
 */
export function holderNameMatches(holder: string | null | undefined, names: readonly (string | null | undefined)[]): boolean {
  if (!holder || !normalisedName(holder)) return false;
  const wanted = normalisedName(holder);
  return names.some((n) => !!n && normalisedName(n) === wanted);
}

/** When payouts may resume after a change of payout details (null: never changed, no hold). */
export function payoutHeldUntil(detailsChangedAt: Date | null | undefined): Date | null {
  return detailsChangedAt ? new Date(detailsChangedAt.getTime() + PAYOUT_DETAILS_HOLD_HOURS * 3_600_000) : null;
}

export const isPayoutHeld = (detailsChangedAt: Date | null | undefined, now: Date = new Date()): boolean => {
  const until = payoutHeldUntil(detailsChangedAt);
  return until !== null && until.getTime() > now.getTime();
};

/**
 * Above the operator's threshold (investment_settings.payoutDualApprovalMajor, in major units of
 * the payout's currency) a second, different staff member confirms what the first approved.
 */
export function needsSecondApproval(amount: number, thresholdMajor: number, decimals: number): boolean {
  return amount > thresholdMajor * 10 ** decimals;
}

/** What the owner may still ask for: the payable balance less the payouts already asked for. */
export function requestableAmount(payable: number, openPayouts: readonly { amount: number }[]): number {
  return Math.max(0, payable - openPayouts.reduce((n, p) => n + p.amount, 0));
}
