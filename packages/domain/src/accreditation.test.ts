import { describe, expect, it } from 'vitest';
import { ACCREDITATION_THRESHOLDS, type AccreditationProfile, accreditationSelfCheck, thresholdInMinor } from './accreditation';

// Amounts in minor units of a two-decimal currency: 1,000,000.00 is 100,000,000 cents.
const M = 100_000_000;
const K200 = 20_000_000;
const K300 = 30_000_000;

const profile = (p: Partial<AccreditationProfile>): AccreditationProfile => ({
  netWorth: null,
  incomeLastYear: null,
  incomeYearBefore: null,
  hasSpouseIncome: false,
  ...p,
});

describe('accreditationSelfCheck (spec §5 and §9)', () => {
  it('reads the thresholds in major units, compared in minor units', () => {
    expect(thresholdInMinor(ACCREDITATION_THRESHOLDS.netWorth, 2)).toBe(M);
    expect(thresholdInMinor(ACCREDITATION_THRESHOLDS.income, 2)).toBe(K200);
    expect(thresholdInMinor(ACCREDITATION_THRESHOLDS.jointIncome, 2)).toBe(K300);
  });

  it.each([
    ['no profile', null, false, null],
    ['nothing filled in', profile({}), false, null],
    ['net worth exactly 1,000,000 is not above', profile({ netWorth: M }), false, null],
    ['net worth one cent above', profile({ netWorth: M + 1 }), true, 'net-worth'],
    ['net worth one cent below', profile({ netWorth: M - 1 }), false, null],
    ['income exactly 200,000 both years is not above', profile({ incomeLastYear: K200, incomeYearBefore: K200 }), false, null],
    ['income one cent above both years', profile({ incomeLastYear: K200 + 1, incomeYearBefore: K200 + 1 }), true, 'income'],
    ['income above last year only', profile({ incomeLastYear: K200 + 1, incomeYearBefore: K200 }), false, null],
    ['income above the year before only', profile({ incomeLastYear: K200, incomeYearBefore: K200 + 1 }), false, null],
    ['income above last year, year before missing', profile({ incomeLastYear: K300 + 1 }), false, null],
    [
      'joint income above 200,000 but exactly 300,000',
      profile({ hasSpouseIncome: true, incomeLastYear: K300, incomeYearBefore: K300 }),
      false,
      null,
    ],
    [
      'joint income one cent above 300,000 both years',
      profile({ hasSpouseIncome: true, incomeLastYear: K300 + 1, incomeYearBefore: K300 + 1 }),
      true,
      'income',
    ],
    [
      'joint income above 300,000 one year only',
      profile({ hasSpouseIncome: true, incomeLastYear: K300 + 1, incomeYearBefore: K300 }),
      false,
      null,
    ],
    [
      'net worth wins when both rules are met',
      profile({ netWorth: M + 1, incomeLastYear: K200 + 1, incomeYearBefore: K200 + 1 }),
      true,
      'net-worth',
    ],
    [
      'income qualifies when net worth does not',
      profile({ netWorth: M, incomeLastYear: K200 + 1, incomeYearBefore: K200 + 1 }),
      true,
      'income',
    ],
  ] as [string, AccreditationProfile | null, boolean, string | null][])('%s', (_name, input, accredited, basis) => {
    expect(accreditationSelfCheck(input)).toEqual({ accredited, basis });
  });

  it.each([
    ['zero-decimal currency (JPY): 1,000,001 yen is above', 0, 1_000_001, true],
    ['zero-decimal currency (JPY): 1,000,000 yen is not above', 0, 1_000_000, false],
    ['three-decimal currency (KWD): 1,000,000.001 is above', 3, 1_000_000_001, true],
    ['three-decimal currency (KWD): 1,000,000.000 is not above', 3, 1_000_000_000, false],
  ] as [string, number, number, boolean][])('%s', (_name, currencyDecimals, netWorth, accredited) => {
    expect(accreditationSelfCheck(profile({ netWorth }), { currencyDecimals }).accredited).toBe(accredited);
  });
});
