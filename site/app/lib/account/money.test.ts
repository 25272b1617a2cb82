import { getT } from '@cf/i18n';
import { describe, expect, it } from 'vitest';
import { majorAmount, parseMajor, toMajorInput } from './money';

describe('parseMajor', () => {
  it.each([
    ['1250.50', 2, 125050],
    ['1250.5', 2, 125050],
    ['1250', 2, 125000],
    ['0.07', 2, 7],
    ['250000', 0, 250000],
    ['1.5', 3, 1500],
    ['12345678901.99', 2, 1234567890199],
  ])('%s with %i decimals is %i minor units', (major, decimals, minor) => {
    expect(parseMajor(major, decimals)).toBe(minor);
    expect(Number.isInteger(parseMajor(major, decimals))).toBe(true);
  });

  it('does not pick up floating-point error', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(parseMajor('0.29', 2)).toBe(29);
    expect(parseMajor('1.005', 3)).toBe(1005);
  });
});

describe('toMajorInput', () => {
  it.each([
    [125050, 2, '1250.50'],
    [125000, 2, '1250'],
    [7, 2, '0.07'],
    [250000, 0, '250000'],
    [1500, 3, '1.500'],
    [1, 3, '0.001'],
  ])('%i minor units with %i decimals show as %s', (minor, decimals, shown) => {
    expect(toMajorInput(minor, decimals)).toBe(shown);
  });

  it('shows nothing for a missing amount', () => {
    expect(toMajorInput(null, 2)).toBe('');
    expect(toMajorInput(undefined, 2)).toBe('');
  });

  it('reads back what it shows', () => {
    for (const minor of [0, 1, 99, 100, 123456, 987654321]) expect(parseMajor(toMajorInput(minor, 2), 2)).toBe(minor);
  });
});

describe('majorAmount', () => {
  const t = getT('en');
  it('reads grouped amounts as integer minor units', () => {
    expect(majorAmount(2).parse('250,000')).toBe(25_000_000);
    expect(majorAmount(2).parse(' 1 250.50 ')).toBe(125_050);
    expect(majorAmount(0).parse('1,000')).toBe(1000);
  });

  it('reads an empty field as no amount', () => {
    expect(majorAmount(2).parse('')).toBeNull();
    expect(majorAmount(2).parse(undefined)).toBeNull();
  });

  it('refuses more decimals than the currency has, and anything that is not an amount', () => {
    for (const [input, decimals] of [
      ['1.234', 2],
      ['1.5', 0],
      ['-5', 2],
      ['1e5', 2],
      ['abc', 2],
    ] as const) {
      const result = majorAmount(decimals).safeParse(input);
      expect(result.success, input).toBe(false);
      expect(result.error!.issues[0]!.message).toBe('account.investor.amountFormat');
    }
    expect(t('account.investor.amountFormat')).not.toBe('account.investor.amountFormat');
  });
});
