import { describe, expect, it } from 'vitest';
import {
  holderNameMatches,
  isPayoutHeld,
  needsSecondApproval,
  payoutAllowed,
  payoutHeldUntil,
  payoutMethodsFor,
  requestableAmount,
} from './payouts';

describe('payoutAllowed and payoutMethodsFor (spec §9)', () => {
  it.each([
    ['fixed', 'successful', true],
    ['fixed', 'unsuccessful', false],
    ['fixed', 'cancelled', false],
    ['flexible', 'successful', true],
    ['flexible', 'unsuccessful', true],
    ['flexible', 'cancelled', false],
  ] as const)('%s campaign, %s: %s', (type, outcome, allowed) => {
    expect(payoutAllowed(type, outcome)).toBe(allowed);
  });

  it('fixed campaigns are paid by bank transfer only', () => {
    expect(payoutMethodsFor('fixed')).toEqual(['bank']);
    expect(payoutMethodsFor('flexible')).toEqual(['bank', 'stripe_connect']);
  });
});

describe('holderNameMatches', () => {
  const names = ['Omar Owner', 'Solar Schools Ltd', null];
  it.each([
    ['the same name', 'Omar Owner', true],
    ['case and spaces ignored', '  oMAR   owner ', true],
    ['the company', 'SOLAR SCHOOLS LTD', true],
    ['another person', 'Omar Other', false],
    ['a part of the name', 'Omar', false],
    ['empty', '   ', false],
    ['missing', null, false],
    ['accents are letters', 'Ömar Owner', false],
  ])('%s', (_name, holder, expected) => {
    expect(holderNameMatches(holder, names)).toBe(expected);
  });
});

describe('the 48-hour hold after a change of payout details', () => {
  const changed = new Date('2026-03-01T10:00:00Z');
  it('ends 48 hours after the change', () => {
    expect(payoutHeldUntil(changed)?.toISOString()).toBe('2026-03-03T10:00:00.000Z');
    expect(payoutHeldUntil(null)).toBeNull();
  });
  it.each([
    ['one minute after the change', '2026-03-01T10:01:00Z', true],
    ['a minute before the end', '2026-03-03T09:59:00Z', true],
    ['at the end', '2026-03-03T10:00:00Z', false],
    ['later', '2026-03-10T00:00:00Z', false],
  ])('%s: held %s', (_name, now, held) => {
    expect(isPayoutHeld(changed, new Date(now))).toBe(held);
  });
  it('details never changed: no hold', () => expect(isPayoutHeld(null)).toBe(false));
});

describe('needsSecondApproval', () => {
  it.each([
    [10_000_00, 10_000, 2, false],
    [10_000_01, 10_000, 2, true],
    [10_001, 10_000, 0, true],
    [10_000, 10_000, 0, false],
    [1, 0, 2, true],
  ])('%i minor units over a threshold of %i major (%i decimals): %s', (amount, threshold, decimals, expected) => {
    expect(needsSecondApproval(amount, threshold, decimals)).toBe(expected);
  });
});

describe('requestableAmount', () => {
  it('is the payable balance less what is already asked for, never below zero', () => {
    expect(requestableAmount(900_00, [])).toBe(900_00);
    expect(requestableAmount(900_00, [{ amount: 900_00 }])).toBe(0);
    expect(requestableAmount(900_00, [{ amount: 400_00 }, { amount: 100_00 }])).toBe(400_00);
    expect(requestableAmount(100, [{ amount: 200 }])).toBe(0);
  });
});
