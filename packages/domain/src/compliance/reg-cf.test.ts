import { describe, expect, it } from 'vitest';
import { convertMinor, rateUnits, regCfLimit, remainingOf, REG_CF_DEFAULTS } from './reg-cf';

describe('regCfLimit (17 CFR 227.100(a)(2))', () => {
  it.each<[string, number | null, number | null, number]>([
    ['both exactly $124,000: 10% of $124,000', 124_000_00, 124_000_00, 12_400_00],
    ['income $123,999.99 (below), net worth $124,000: 5% of $124,000', 123_999_99, 124_000_00, 6_200_00],
    ['net worth $123,999.99, income $124,000: 5% of the greater', 124_000_00, 123_999_99, 6_200_00],
    ['both $123,999.99: 5% rounded down', 123_999_99, 123_999_99, 6_199_99],
    ['zero incomes: the $2,500 minimum', 0, 0, 2_500_00],
    ['unknown incomes: the $2,500 minimum', null, null, 2_500_00],
    ['one unknown: below the threshold, 5% of the other', null, 200_000_00, 10_000_00],
    ['5% under $2,500: the minimum', 40_000_00, 10_000_00, 2_500_00],
    ['5% exactly $2,500', 50_000_00, 0, 2_500_00],
    ['both high: 10% of the greater', 200_000_00, 500_000_00, 50_000_00],
    ['10% over the cap: capped at $124,000', 2_000_000_00, 1_500_000_00, 124_000_00],
    ['10% exactly the cap', 1_240_000_00, 124_000_00, 124_000_00],
    ['one very high, other below: 5% of the greater, not capped by 10% rule', 10_000_000_00, 0, 500_000_00],
  ])('%s', (_, income, netWorth, limit) => {
    expect(regCfLimit(income, netWorth)).toBe(limit);
  });

  it('uses the configured figures', () => {
    expect(regCfLimit(100_000_00, 100_000_00, { ...REG_CF_DEFAULTS, regCfThreshold: 100_000_00, regCfCap: 5_000_00 })).toBe(5_000_00);
    expect(regCfLimit(0, 0, { ...REG_CF_DEFAULTS, regCfMinimum: 2_200_00 })).toBe(2_200_00);
  });

  it('remaining is never negative', () => {
    expect(remainingOf(2_500_00, 2_000_00)).toBe(500_00);
    expect(remainingOf(2_500_00, 3_000_00)).toBe(0);
  });
});

describe('convertMinor', () => {
  it('converts exactly with the rounding asked', () => {
    expect(convertMinor(1_000_00, '1.1', 'down')).toBe(1_100_00);
    expect(convertMinor(1, '1.5', 'down')).toBe(1);
    expect(convertMinor(1, '1.5', 'up')).toBe(2);
    expect(convertMinor(100_00, '0.0000000001', 'up')).toBe(1);
    expect(convertMinor(1_000, '1.08', 'down', { from: 0, to: 2 })).toBe(1_080_00);
    // USD→EUR at 1.25 used for EUR→USD: €100 is $80.
    expect(convertMinor(100_00, '1.25', 'down', undefined, true)).toBe(80_00);
    expect(convertMinor(1_00, '3', 'down', undefined, true)).toBe(33);
    expect(convertMinor(1_00, '3', 'up', undefined, true)).toBe(34);
  });

  it('refuses what is not a positive decimal', () => {
    expect(rateUnits('0')).toBeNull();
    expect(rateUnits('-1')).toBeNull();
    expect(rateUnits('1e3')).toBeNull();
    expect(rateUnits('1.12345678901')).toBeNull();
    expect(rateUnits('1.0825000000')).toBe(10_825_000_000n);
  });
});
