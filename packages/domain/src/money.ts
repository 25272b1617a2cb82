/**
 * Money: an integer amount in the currency's minor units and its ISO code. No float ever holds
 * money; the only divisions are the explicit, rounded ones below (computed in BigInt so that
 * amount × rate never loses precision), and every split says where its remainder goes.
 */
export type Money = Readonly<{ amount: number; currency: string }>;

export class CurrencyMismatchError extends Error {
  constructor(a: string, b: string) {
    super(`cannot mix ${a} and ${b}`);
  }
}

export class MoneyRangeError extends Error {
  constructor(value: unknown) {
    super(`not a safe integer amount of minor units: ${String(value)}`);
  }
}

/** How a division that does not fall on a whole minor unit is settled. */
export type Rounding = 'down' | 'up' | 'halfUp' | 'halfEven';

/** Basis points in one whole (100% = 10 000 bps). */
export const BPS_SCALE = 10_000;

function checked(amount: number | bigint): number {
  const n = typeof amount === 'bigint' ? Number(amount) : amount;
  if (!Number.isSafeInteger(n) || (typeof amount === 'bigint' && BigInt(n) !== amount)) throw new MoneyRangeError(amount);
  return n;
}

export function money(amount: number | bigint, currency: string): Money {
  return { amount: checked(amount), currency };
}

function same(a: Money, b: Money): string {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
  return a.currency;
}

export const add = (a: Money, b: Money): Money => money(a.amount + b.amount, same(a, b));
export const subtract = (a: Money, b: Money): Money => money(a.amount - b.amount, same(a, b));
export const negate = (a: Money): Money => money(-a.amount, a.currency);
export const compare = (a: Money, b: Money): -1 | 0 | 1 => (same(a, b) && a.amount < b.amount ? -1 : a.amount > b.amount ? 1 : 0);
export const isZero = (a: Money): boolean => a.amount === 0;

/** The sum of amounts in one currency (zero for an empty list). */
export function sum(amounts: readonly Money[], currency: string): Money {
  return amounts.reduce((total, m) => add(total, m), money(0, currency));
}

/** numerator ÷ denominator as an integer, settled by the rounding rule (denominator > 0). */
export function divide(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const quotient = n / denominator;
  const rest = n % denominator;
  let up = false;
  if (rest !== 0n) {
    const twice = rest * 2n;
    if (rounding === 'up') up = true;
    else if (rounding === 'halfUp') up = twice >= denominator;
    else if (rounding === 'halfEven') up = twice > denominator || (twice === denominator && quotient % 2n === 1n);
  }
  // Rounding is symmetric around zero: -2.5 halfUp is -3, as a refund mirrors its payment.
  const magnitude = up ? quotient + 1n : quotient;
  return negative ? -magnitude : magnitude;
}

/** A share of an amount in basis points (a fee of 500 bps = 5%), rounded as asked. */
export function percentOf(m: Money, bps: number, rounding: Rounding = 'halfUp'): Money {
  if (!Number.isInteger(bps)) throw new RangeError('basis points must be an integer');
  return money(divide(BigInt(m.amount) * BigInt(bps), BigInt(BPS_SCALE), rounding), m.currency);
}

/** amount × numerator ÷ denominator, rounded: unit prices, interest fractions. */
export function scale(m: Money, numerator: number | bigint, denominator: number | bigint, rounding: Rounding = 'halfUp'): Money {
  return money(divide(BigInt(m.amount) * BigInt(numerator), BigInt(denominator), rounding), m.currency);
}

/**
 * Splits an amount pro rata by integer weights (shares held, amounts invested). Every part is
 * rounded down and the remainder goes whole to the part at `remainderTo` (the named account that
 * takes rounding: the platform, or the largest holder), so the parts always add up to the total.
 */
export function allocate(total: Money, weights: readonly number[], remainderTo: number): Money[] {
  return allocateMinor(total.amount, weights, remainderTo).map((p) => money(p, total.currency));
}

/** allocate() on bare minor units, for callers that split several parts of one currency at once. */
export function allocateMinor(amount: number, weights: readonly number[], remainderTo: number): number[] {
  if (weights.length === 0) throw new RangeError('nothing to allocate to');
  if (remainderTo < 0 || remainderTo >= weights.length) throw new RangeError('remainder index out of range');
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError('weights must be non-negative integers');
  const weightSum = weights.reduce((a, b) => a + BigInt(b), 0n);
  if (weightSum === 0n) throw new RangeError('weights add up to zero');
  const parts = weights.map((w) => divide(BigInt(amount) * BigInt(w), weightSum, 'down'));
  const rest = BigInt(amount) - parts.reduce((a, b) => a + b, 0n);
  parts[remainderTo] = parts[remainderTo]! + rest;
  return parts.map((p) => Number(p));
}

/**
 * Parses a major-unit amount typed by a person ("1250.5", "1250.50", "1250") into minor units;
 * null when it is not a plain non-negative number with at most `decimals` fraction digits.
 * Grouping characters are refused rather than guessed ("1,250" may be 1.25 in French).
 */
export function parseMajor(input: string, decimals: number): number | null {
  const text = input.trim();
  const pattern = decimals > 0 ? new RegExp(`^(\\d+)(?:\\.(\\d{1,${decimals}}))?$`) : /^(\d+)$/;
  const match = pattern.exec(text);
  if (!match) return null;
  const minor = BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt((match[2] ?? '').padEnd(decimals, '0') || '0');
  const n = Number(minor);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * Thousands grouped the way a statement writes them: one separator (comma, space or the no-break
 * spaces Intl uses) between groups of three, then an optional point and decimals. Only then are the
 * separators dropped; "1250,50" is not grouping (it is a French decimal) and "1,2,5" is no number.
 */
const GROUPED = /^\d{1,3}([, \u00A0\u202F])\d{3}(?:\1\d{3})*(?:\.\d+)?$/u;

/**
 * An amount a person typed in major units, grouped ("1,250.50", "1 250.50") or not ("1250.5"), in
 * minor units of a currency with `decimals` decimals; null when it is not an amount. The one rule
 * every form that takes a typed amount goes through.
 */
export function parseTypedMajor(input: string, decimals: number): number | null {
  const text = input.trim();
  return parseMajor(GROUPED.test(text) ? text.replace(/[, \u00A0\u202F]/gu, '') : text, decimals);
}

/** Minor units shown back in a form field, in major units with no grouping (125050 → "1250.50", 125000 → "1250"). */
export function toMajorInput(minor: number | null | undefined, decimals: number): string {
  if (minor === null || minor === undefined) return '';
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  const whole = decimals === 0 ? digits : digits.slice(0, -decimals);
  const fraction = decimals === 0 ? '' : digits.slice(-decimals);
  const text = /^0*$/.test(fraction) ? whole : `${whole}.${fraction}`;
  return negative ? `-${text}` : text;
}
