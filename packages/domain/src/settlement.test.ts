import { describe, expect, it } from 'vitest';
import { money } from './money';
import {
  closedState,
  feeRatesFor,
  graceEndsAt,
  planSettlement,
  ratesInForce,
  refundCost,
  refundRoute,
  thresholdReached,
} from './settlement';

const SETTINGS = { fixedSuccessFeeBps: 500, flexibleSuccessFeeBps: 1000, flexibleFailFeeBps: 1500 };
const usd = (amount: number) => money(amount, 'USD');

describe('fee rates', () => {
  it('are the campaign type’s rates of the revenue settings: fixed 5% / none, flexible 10% / 15%', () => {
    expect(feeRatesFor('fixed', SETTINGS)).toEqual({ successFeeBps: 500, failFeeBps: 0 });
    expect(feeRatesFor('flexible', SETTINGS)).toEqual({ successFeeBps: 1000, failFeeBps: 1500 });
  });

  it('fixed at approval win over a later change of the settings; unfixed ones take today’s', () => {
    const later = { fixedSuccessFeeBps: 900, flexibleSuccessFeeBps: 1200, flexibleFailFeeBps: 2000 };
    expect(ratesInForce({ campaignType: 'flexible', successFeeBps: 1000, failFeeBps: 1500 }, later)).toEqual({
      successFeeBps: 1000,
      failFeeBps: 1500,
    });
    expect(ratesInForce({ campaignType: 'flexible', successFeeBps: null, failFeeBps: null }, later)).toEqual({
      successFeeBps: 1200,
      failFeeBps: 2000,
    });
    expect(ratesInForce({ campaignType: 'fixed', successFeeBps: null, failFeeBps: null }, later)).toEqual({
      successFeeBps: 900,
      failFeeBps: 0,
    });
  });
});

describe('threshold (minimum raise)', () => {
  it.each([
    [50_000_00, 50_000_00, true],
    [49_999_99, 50_000_00, false],
    [1, null, true],
    [0, null, false],
    [0, 0, false],
  ])('raised %i against minimum %s → %s', (raised, minimum, reached) => {
    expect(thresholdReached(raised, minimum)).toBe(reached);
  });
});

describe('planSettlement', () => {
  // Worked by hand: fee = raised × bps ÷ 10 000, rounded half up once; net = raised − fee.
  it.each([
    // type, raised, reached, outcome, feeBps, fee, net, refundAll
    ['fixed', 1_000_000_00, true, 'successful', 500, 50_000_00, 950_000_00, false],
    // 123 456.78 × 5% = 6 172.839 → 6 172.84; 123 456.78 − 6 172.84 = 117 283.94
    ['fixed', 123_456_78, true, 'successful', 500, 6_172_84, 117_283_94, false],
    // 0.10 × 5% = 0.005 → half up: 0.01; the owner is owed 0.09
    ['fixed', 10, true, 'successful', 500, 1, 9, false],
    // 0.09 × 5% = 0.0045 → 0.00: no fee, all 0.09 to the owner
    ['fixed', 9, true, 'successful', 500, 0, 9, false],
    ['fixed', 49_999_99, false, 'unsuccessful', 0, 0, 0, true],
    ['flexible', 80_000_00, true, 'successful', 1000, 8_000_00, 72_000_00, false],
    // 33 333.33 × 10% = 3 333.333 → 3 333.33; 33 333.33 − 3 333.33 = 30 000.00
    ['flexible', 33_333_33, true, 'successful', 1000, 3_333_33, 30_000_00, false],
    ['flexible', 20_000_00, false, 'unsuccessful', 1500, 3_000_00, 17_000_00, false],
    // 0.03 × 15% = 0.0045 → 0.00; 0.07 × 15% = 0.0105 → 0.01
    ['flexible', 3, false, 'unsuccessful', 1500, 0, 3, false],
    ['flexible', 7, false, 'unsuccessful', 1500, 1, 6, false],
    // 1 234.57 × 15% = 185.1855 → 185.19; 1 234.57 − 185.19 = 1 049.38
    ['flexible', 1_234_57, false, 'unsuccessful', 1500, 185_19, 1_049_38, false],
    ['flexible', 0, false, 'unsuccessful', 1500, 0, 0, false],
  ] as const)(
    '%s raising %i, reached %s → %s, fee %i bps = %i, owner %i',
    (type, raised, reached, outcome, feeBps, fee, net, refundAll) => {
      const plan = planSettlement({ campaignType: type, raised: usd(raised), reached, rates: feeRatesFor(type, SETTINGS) });
      expect(plan).toEqual({ outcome, raised: usd(raised), feeBps, fee: usd(fee), net: usd(net), refundAll });
      expect(plan.fee.amount + plan.net.amount).toBe(refundAll ? 0 : raised);
    },
  );

  it('refunds everyone of a cancelled campaign, whatever its type or total', () => {
    for (const type of ['fixed', 'flexible'] as const)
      expect(
        planSettlement({ campaignType: type, raised: usd(90_000_00), reached: true, rates: feeRatesFor(type, SETTINGS), cancelled: true }),
      ).toEqual({
        outcome: 'cancelled',
        raised: usd(90_000_00),
        feeBps: 0,
        fee: usd(0),
        net: usd(0),
        refundAll: true,
      });
  });

  it('uses the rates it is given (fixed at approval), not the settings of the day', () => {
    const plan = planSettlement({
      campaignType: 'flexible',
      raised: usd(10_000_00),
      reached: true,
      rates: { successFeeBps: 750, failFeeBps: 1500 },
    });
    expect(plan).toMatchObject({ feeBps: 750, fee: usd(750_00), net: usd(9_250_00) });
  });

  it('refuses rates outside 0–100% and a negative total', () => {
    const base = { campaignType: 'flexible' as const, raised: usd(100), reached: true };
    expect(() => planSettlement({ ...base, rates: { successFeeBps: 10_001, failFeeBps: 0 } })).toThrow(RangeError);
    expect(() => planSettlement({ ...base, rates: { successFeeBps: 12.5, failFeeBps: 0 } })).toThrow(RangeError);
    expect(() => planSettlement({ ...base, raised: usd(-1), rates: { successFeeBps: 100, failFeeBps: 0 } })).toThrow(RangeError);
  });
});

describe('refunds', () => {
  it.each([
    ['wallet', true, 'wallet'],
    ['stripe', true, 'wallet'],
    ['offline', true, 'wallet'],
    ['wallet', false, 'wallet'],
    ['stripe', false, 'provider'],
    ['sandbox', false, 'provider'],
    ['offline', false, 'bank_transfer'],
    ['paypal', false, 'provider'],
    ['ach', false, 'provider'],
    ['mangopay', true, 'provider'],
    ['mangopay', false, 'provider'],
  ] as const)('%s money with the wallet module %s goes back by %s', (paymentType, walletModule, route) => {
    expect(refundRoute(paymentType, walletModule)).toBe(route);
  });

  it('the platform bears a card provider’s fee, and only a provider’s', () => {
    expect(refundCost('stripe', 2_95)).toBe(2_95);
    expect(refundCost('sandbox', 0)).toBe(0);
    expect(refundCost('offline', 2_95)).toBe(0);
    expect(refundCost('wallet', 2_95)).toBe(0);
  });
});

describe('closing', () => {
  it('the grace period ends the given number of days after closing began', () => {
    expect(graceEndsAt(new Date('2026-03-01T10:00:00Z'), 7).toISOString()).toBe('2026-03-08T10:00:00.000Z');
  });

  it.each([
    [{ status: 2, outcome: null, closingSince: null, pastClosingDate: false }, null],
    [{ status: 2, outcome: null, closingSince: null, pastClosingDate: true }, 'closing'],
    [{ status: 2, outcome: null, closingSince: new Date(), pastClosingDate: false }, 'closing'],
    [{ status: 4, outcome: 'successful', closingSince: null, pastClosingDate: true }, 'successful'],
    [{ status: 4, outcome: null, closingSince: null, pastClosingDate: true }, 'successful'],
    [{ status: 5, outcome: 'unsuccessful', closingSince: null, pastClosingDate: true }, 'unsuccessful'],
    [{ status: 5, outcome: 'cancelled', closingSince: null, pastClosingDate: false }, 'cancelled'],
    [{ status: 5, outcome: null, closingSince: null, pastClosingDate: true }, 'unsuccessful'],
  ] as const)('%j → %s', (input, state) => {
    expect(closedState(input)).toBe(state);
  });
});
