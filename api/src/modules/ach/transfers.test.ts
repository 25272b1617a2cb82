import { describe, expect, it } from 'vitest';
import { meaningOf, nextStatus } from './transfers';

describe('an ACH transfer’s status only moves forward', () => {
  it.each([
    ['pending', 'posted', 'posted'],
    ['pending', 'settled', 'settled'],
    ['posted', 'settled', 'settled'],
    ['settled', 'funds_available', 'funds_available'],
    ['pending', 'failed', 'failed'],
    ['posted', 'cancelled', 'cancelled'],
    ['settled', 'returned', 'returned'],
    ['funds_available', 'returned', 'returned'],
    ['pending', 'returned', 'returned'],
    // Late or repeated news changes nothing.
    ['settled', 'pending', null],
    ['settled', 'posted', null],
    ['funds_available', 'settled', null],
    ['settled', 'settled', null],
    ['settled', 'failed', null],
    ['returned', 'settled', null],
    ['failed', 'settled', null],
    ['cancelled', 'returned', null],
    // Not a transfer status at all.
    ['pending', 'sweep.settled', null],
    ['settled', 'refund.settled', null],
  ] as const)('%s + %s → %s', (current, event, expected) => {
    expect(nextStatus(current, event)).toBe(expected);
  });

  it('says what a status means for the payment', () => {
    expect(
      ['pending', 'posted', 'settled', 'funds_available', 'failed', 'cancelled', 'returned'].map((s) => meaningOf(s as never)),
    ).toEqual([null, null, 'paid', 'paid', 'failed', 'failed', 'returned']);
  });
});
