import { divide, type Rounding } from '../money';

/** The Reg CF figures of compliance_settings (USD minor units, basis points). */
export type RegCfFigures = {
  regCfThreshold: number;
  regCfMinimum: number;
  regCfLowPercentBps: number;
  regCfHighPercentBps: number;
  regCfCap: number;
};

/** The 2026 figures of 17 CFR 227.100(a)(2) as inflation-adjusted: $124,000, $2,500, 5%, 10%. */
export const REG_CF_DEFAULTS: RegCfFigures = {
  regCfThreshold: 124_000_00,
  regCfMinimum: 2_500_00,
  regCfLowPercentBps: 500,
  regCfHighPercentBps: 1000,
  regCfCap: 124_000_00,
};

const bpsOf = (minor: number, bps: number): number => Number(divide(BigInt(minor) * BigInt(bps), 10_000n, 'down'));

/**
 * 17 CFR 227.100(a)(2): a non-accredited investor's 12-month limit across Reg CF offerings, in USD
 * minor units. Either income or net worth below the threshold: the greater of the minimum and 5%
 * of the greater of the two; both at or above it: 10% of the greater, capped. An unknown figure
 * counts as zero (the minimum applies). Percentages are rounded down: never above the rule.
 */
export function regCfLimit(income: number | null, netWorth: number | null, f: RegCfFigures = REG_CF_DEFAULTS): number {
  const a = Math.max(income ?? 0, 0);
  const b = Math.max(netWorth ?? 0, 0);
  const greater = Math.max(a, b);
  if (a < f.regCfThreshold || b < f.regCfThreshold) return Math.max(f.regCfMinimum, bpsOf(greater, f.regCfLowPercentBps));
  return Math.min(bpsOf(greater, f.regCfHighPercentBps), f.regCfCap);
}

/** What is left of a limit after what was invested in the window (never below zero). */
export const remainingOf = (limit: number, used: number): number => Math.max(limit - used, 0);

/** Scale of an exact decimal rate held as a string ("1.0825000000"): ten fraction digits, as numeric(20,10). */
const RATE_DIGITS = 10;

/** A decimal rate string as an integer of 10⁻¹⁰ units; null when it is not a positive plain decimal. */
export function rateUnits(rate: string): bigint | null {
  const match = /^(\d{1,10})(?:\.(\d{1,10}))?$/.exec(rate.trim());
  if (!match) return null;
  const units = BigInt(match[1]!) * 10n ** BigInt(RATE_DIGITS) + BigInt((match[2] ?? '').padEnd(RATE_DIGITS, '0'));
  return units > 0n ? units : null;
}

/**
 * Converts minor units by a rate (1 base = rate quote; `inverse` converts quote to base), both
 * currencies' minor units being hundredths unless told otherwise. The rounding is the caller's
 * (down for a limit's inputs, up for amounts counted against it: a conversion never lets an
 * investor past the rule).
 */
export function convertMinor(
  amount: number,
  rate: string,
  rounding: Rounding,
  decimals: { from: number; to: number } = { from: 2, to: 2 },
  inverse = false,
): number {
  const units = rateUnits(rate);
  if (units === null) throw new RangeError(`not a rate: ${rate}`);
  const one = 10n ** BigInt(RATE_DIGITS);
  const [times, per] = inverse ? [one, units] : [units, one];
  const n = Number(divide(BigInt(amount) * times * 10n ** BigInt(decimals.to), per * 10n ** BigInt(decimals.from), rounding));
  if (!Number.isSafeInteger(n)) throw new RangeError('converted amount out of range');
  return n;
}
