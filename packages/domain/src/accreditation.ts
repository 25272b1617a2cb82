import type { ACCREDITATION_BASES } from './schemas/vocabularies';

/**
 * The accreditation rule of spec §5 and §9: a net worth above 1,000,000 excluding the main home,
 * or an income above 200,000 (300,000 with the spouse's) in EACH of the last two years.
 *
 * Convention: the thresholds are in MAJOR units of the site currency (1,000,000 dollars, euros...);
 * profile amounts are stored in MINOR units (cents), so a threshold is compared at
 * threshold × 10^decimals of the site currency (× 100 for a two-decimal currency). "Above" is
 * strict: exactly 1,000,000.00 is not above 1,000,000.
 */
export const ACCREDITATION_THRESHOLDS = {
  /** Net worth, excluding the main home. */
  netWorth: 1_000_000,
  /** Individual income in each of the last two years. */
  income: 200_000,
  /** Joint income with the spouse in each of the last two years. */
  jointIncome: 300_000,
} as const;

export type AccreditationBasis = (typeof ACCREDITATION_BASES)[number];

/** The profile fields the rule reads; amounts in minor units of the site currency. */
export type AccreditationProfile = {
  netWorth: number | null;
  incomeLastYear: number | null;
  incomeYearBefore: number | null;
  hasSpouseIncome: boolean;
};

export type AccreditationSelfCheck = { accredited: boolean; basis: AccreditationBasis | null };

/** A major-unit threshold in minor units of a currency with `decimals` decimals. */
export const thresholdInMinor = (major: number, decimals: number): number => major * 10 ** decimals;

/**
 * The investor's own check of the rule, before staff verify it. Net worth is tried first (it needs
 * one figure); income needs both years above the (individual or joint) threshold.
 */
export function accreditationSelfCheck(
  profile: AccreditationProfile | null | undefined,
  options: { currencyDecimals?: number } = {},
): AccreditationSelfCheck {
  if (!profile) return { accredited: false, basis: null };
  const decimals = options.currencyDecimals ?? 2;
  const netWorthLimit = thresholdInMinor(ACCREDITATION_THRESHOLDS.netWorth, decimals);
  if (profile.netWorth !== null && profile.netWorth > netWorthLimit) return { accredited: true, basis: 'net-worth' };

  const incomeLimit = thresholdInMinor(
    profile.hasSpouseIncome ? ACCREDITATION_THRESHOLDS.jointIncome : ACCREDITATION_THRESHOLDS.income,
    decimals,
  );
  const years = [profile.incomeLastYear, profile.incomeYearBefore];
  if (years.every((income) => income !== null && income > incomeLimit)) return { accredited: true, basis: 'income' };
  return { accredited: false, basis: null };
}
