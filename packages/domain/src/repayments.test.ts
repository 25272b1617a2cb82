import { describe, expect, it } from 'vitest';
import {
  addMonths,
  calculateRepayment,
  interestFor,
  isLate,
  isPayable,
  partsOf,
  remainderHolder,
  type RepaymentFrequency,
  repaymentSchedule,
  shareRepayment,
  totalOf,
} from './repayments';

// $10,000.00 at 12% a year: worked by hand as principal × rate ÷ 4 × weight.
describe('interest per period (spec §3 weights as exact fractions)', () => {
  it.each<[RepaymentFrequency, number]>([
    // 1 000 000 × 0.12 ÷ 4 × 4 = 120 000 ($1,200.00)
    ['yearly', 120_000],
    // 1 000 000 × 0.12 ÷ 4 × 1 = 30 000 ($300.00)
    ['quarterly', 30_000],
    // 1 000 000 × 0.12 ÷ 4 × 0.3335 = 10 005 ($100.05), not a third of a quarter (10 000)
    ['monthly', 10_005],
    // 1 000 000 × 0.12 ÷ 4 × 0.01095 = 328.5 → 329 ($3.29), half up
    ['days', 329],
  ])('%s: %s minor units', (frequency, expected) => {
    expect(interestFor(1_000_000, 1200, frequency)).toBe(expected);
  });

  it('keeps precision near the top of the safe range (no float ever holds the product)', () => {
    // 9e15 × 0.05 ÷ 4 × 0.3335 = 37 518 750 000 000 exactly
    expect(interestFor(9_000_000_000_000_000, 500, 'monthly')).toBe(37_518_750_000_000);
  });

  it('prices part of a period: half a year is half of the yearly interest', () => {
    expect(interestFor(1_000_000, 1200, 'yearly', { num: 6, den: 12 })).toBe(60_000);
  });
});

describe('the schedule of a debt campaign', () => {
  it('quarterly over a year: interest each quarter per investor, the principal back with the last', () => {
    const schedule = repaymentSchedule(
      { rateBps: 1200, frequency: 'quarterly', termMonths: 12, firstDueDate: '2027-03-31' },
      [600_000, 400_000],
    );
    expect(schedule.map((i) => [i.number, i.periodStart, i.dueDate, i.principal, i.interest, i.amount])).toEqual([
      [1, '2026-12-31', '2027-03-31', 0, 30_000, 30_000],
      [2, '2027-03-31', '2027-06-30', 0, 30_000, 30_000],
      [3, '2027-06-30', '2027-09-30', 0, 30_000, 30_000],
      [4, '2027-09-30', '2027-12-31', 1_000_000, 30_000, 1_030_000],
    ]);
    // 600 000 × 3% = 18 000; 400 000 × 3% = 12 000
    expect(schedule[0]!.shares).toEqual([
      { principal: 0, interest: 18_000, amount: 18_000 },
      { principal: 0, interest: 12_000, amount: 12_000 },
    ]);
    expect(schedule[3]!.shares[1]).toEqual({ principal: 400_000, interest: 12_000, amount: 412_000 });
  });

  it('monthly: the weight 0.3335 and month ends kept from the first due date', () => {
    const schedule = repaymentSchedule({ rateBps: 1200, frequency: 'monthly', termMonths: 3, firstDueDate: '2027-01-31' }, [1_000_000]);
    expect(schedule.map((i) => [i.dueDate, i.interest, i.principal])).toEqual([
      ['2027-01-31', 10_005, 0],
      ['2027-02-28', 10_005, 0],
      ['2027-03-31', 10_005, 1_000_000],
    ]);
  });

  it('yearly over 18 months: a full year, then half a year', () => {
    const schedule = repaymentSchedule({ rateBps: 1200, frequency: 'yearly', termMonths: 18, firstDueDate: '2027-06-15' }, [1_000_000]);
    expect(schedule.map((i) => [i.periodStart, i.dueDate, i.interest, i.amount])).toEqual([
      ['2026-06-15', '2027-06-15', 120_000, 120_000],
      ['2027-06-15', '2027-12-15', 60_000, 1_060_000],
    ]);
  });

  it('rounds once per investor, not once for the campaign', () => {
    // Three investors of $10.10 at 5%: 1 010 × 0.05 ÷ 4 = 12.625 → 13 each, 39 in all,
    // where rounding the campaign's 3 030 would give 37.875 → 38.
    const [first] = repaymentSchedule(
      { rateBps: 500, frequency: 'quarterly', termMonths: 3, firstDueDate: '2027-01-01' },
      [1010, 1010, 1010],
    );
    expect(first!.shares.map((s) => s.interest)).toEqual([13, 13, 13]);
    expect(first!.interest).toBe(39);
    expect(interestFor(3030, 500, 'quarterly')).toBe(38);
  });

  it('refuses terms that make no schedule', () => {
    expect(() => repaymentSchedule({ rateBps: 500, frequency: 'monthly', termMonths: 0, firstDueDate: '2027-01-01' }, [1])).toThrow(
      RangeError,
    );
  });
});

describe('sharing a repayment over the investors', () => {
  it('pays an unchanged instalment as planned', () => {
    const planned = [
      { principal: 0, interest: 13, amount: 13 },
      { principal: 0, interest: 26, amount: 26 },
    ];
    expect(shareRepayment({ principal: 0, interest: 39 }, [1010, 2020], planned)).toEqual(planned);
  });

  it('splits an ad hoc dividend pro rata, the remainder to the largest holder', () => {
    // 100 over 1:1:1 → 33 each, the 1 left to the largest (the second, by amount)
    const shares = shareRepayment(partsOf('dividend', 100), [100, 101, 100]);
    expect(shares.map((s) => s.amount)).toEqual([33, 34, 33]);
    expect(shares.every((s) => s.principal === 0)).toBe(true);
    expect(shareRepayment(partsOf('return_of_investment', 10), [1, 1]).map((s) => s.principal)).toEqual([5, 5]);
    expect(remainderHolder([5, 9, 9])).toBe(1);
  });

  it('re-splits an instalment whose investors changed since it was planned', () => {
    const shares = shareRepayment({ principal: 1000, interest: 30 }, [1, 2], [{ principal: 1000, interest: 30, amount: 1030 }]);
    expect(totalOf(shares)).toEqual({ principal: 1000, interest: 30, amount: 1030 });
    expect(shares.map((s) => s.amount)).toEqual([343, 687]);
  });

  it('adds up exactly to the amount for 1 to 1000 investors', () => {
    // A small deterministic generator: the same holdings on every run.
    let seed = 42;
    const next = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return 1 + (seed % max);
    };
    for (let n = 1; n <= 1000; n++) {
      const holdings = Array.from({ length: n }, () => next(5_000_000));
      const parts = { principal: next(100_000_000), interest: next(1_000_000) };
      const shares = shareRepayment(parts, holdings);
      const total = totalOf(shares);
      expect(total.principal).toBe(parts.principal);
      expect(total.interest).toBe(parts.interest);
      expect(shares.every((s) => s.principal >= 0 && s.interest >= 0)).toBe(true);
      // A schedule's instalment is the sum of its investors' shares, whatever their number.
      const [instalment] = repaymentSchedule(
        { rateBps: next(3000), frequency: 'monthly', termMonths: 1, firstDueDate: '2027-01-01' },
        holdings,
      );
      expect(instalment!.amount).toBe(totalOf(instalment!.shares).amount);
      expect(instalment!.principal).toBe(holdings.reduce((a, b) => a + b, 0));
    }
  });
});

describe('dates, states and the calculator', () => {
  it('adds months, clamping to the month’s end', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-03-15', -3)).toBe('2026-12-15');
    expect(addMonths('2027-12-31', 12)).toBe('2028-12-31');
  });

  it('knows what is late and what may be paid', () => {
    expect(isLate({ status: 'scheduled', dueDate: '2027-01-01' }, '2027-01-02')).toBe(true);
    expect(isLate({ status: 'scheduled', dueDate: '2027-01-02' }, '2027-01-02')).toBe(false);
    expect(isLate({ status: 'paid', dueDate: '2027-01-01' }, '2027-02-01')).toBe(false);
    expect(isPayable('failed', 'wallet')).toBe(true);
    expect(isPayable('processing', 'sandbox')).toBe(true);
    expect(isPayable('processing', 'offline')).toBe(false);
    expect(isPayable('paid', 'wallet')).toBe(false);
  });

  it('calculates a repayment: $1,000 at 8% monthly for 12 months', () => {
    // 100 000 × 0.08 ÷ 4 × 0.3335 = 667 a month; 8 004 over the year
    expect(calculateRepayment({ principal: 100_000, rateBps: 800, frequency: 'monthly', periods: 12 })).toEqual({
      perPeriod: 667,
      totalInterest: 8_004,
      total: 108_004,
    });
    // by day: 100 000 × 0.08 ÷ 4 × 0.01095 = 21.9 → 22
    expect(calculateRepayment({ principal: 100_000, rateBps: 800, frequency: 'days', periods: 30 }).perPeriod).toBe(22);
  });
});
