import { describe, expect, it } from 'vitest';
import type { CurrencyFormat } from './constants';
import { formatMoney, formatMoneyParts, hasRightToLeftLetters } from './currency-format';

const usd = (displayFormat: CurrencyFormat) => ({ code: 'USD', symbol: '$', displayFormat, decimals: 2 });
const jpy = (displayFormat: CurrencyFormat) => ({ code: 'JPY', symbol: '¥', displayFormat, decimals: 0 });

describe('formatMoney', () => {
  it.each<[CurrencyFormat, string, string]>([
    ['leftCode', 'USD1,234.50', 'JPY1,235'],
    ['leftSpaceCode', 'USD 1,234.50', 'JPY 1,235'],
    ['rightCode', '1,234.50USD', '1,235JPY'],
    ['rightSpaceCode', '1,234.50 USD', '1,235 JPY'],
    ['leftSymbol', '$1,234.50', '¥1,235'],
    ['rightSymbol', '1,234.50$', '1,235¥'],
  ])('%s: 2 decimals %s, 0 decimals %s', (format, twoDecimals, zeroDecimals) => {
    expect(formatMoney(123_450, usd(format))).toBe(twoDecimals);
    expect(formatMoney(1235, jpy(format))).toBe(zeroDecimals);
  });

  it.each([
    [0, usd('leftSymbol'), '$0.00'],
    [0, jpy('rightCode'), '0JPY'],
    [1, usd('leftSymbol'), '$0.01'],
    [5, usd('leftSymbol'), '$0.05'],
    [-250, usd('leftSymbol'), '-$2.50'],
    [-250, usd('rightSpaceCode'), '-2.50 USD'],
    [100_000_000_00, usd('leftSpaceCode'), 'USD 100,000,000.00'],
  ])('%i minor units → %s', (minor, currency, expected) => {
    expect(formatMoney(minor, currency)).toBe(expected);
  });

  it('groups and separates by locale', () => {
    expect(formatMoney(123_450, usd('rightSpaceCode'), 'fr').replace(/\s/g, ' ')).toBe('1 234,50 USD');
    expect(formatMoney(123_450, usd('leftSymbol'), 'de')).toBe('$1.234,50');
  });

  it('a three-decimal currency shows three decimals', () => {
    expect(formatMoney(1_234, { code: 'BHD', symbol: 'BD', displayFormat: 'leftSpaceCode', decimals: 3 })).toBe('BHD 1.234');
  });

  it('keeps each locale and precision apart when formats are reused', () => {
    const bhd = { code: 'BHD', symbol: 'BD', displayFormat: 'leftSpaceCode' as const, decimals: 3 };
    for (let round = 0; round < 2; round++) {
      expect(formatMoney(123_450, usd('leftSymbol'), 'de')).toBe('$1.234,50');
      expect(formatMoney(123_450, usd('leftSymbol'), 'en')).toBe('$1,234.50');
      expect(formatMoney(1_234, bhd, 'en')).toBe('BHD 1.234');
      expect(formatMoney(1_235, jpy('leftSymbol'), 'en')).toBe('¥1,235');
    }
  });
});

describe('formatMoney, exact and compact', () => {
  const gbp = { code: 'GBP', symbol: '£', displayFormat: 'leftSymbol' as const, decimals: 2 };
  const aed = { code: 'AED', symbol: 'د.إ', displayFormat: 'leftSpaceCode' as const, decimals: 2 };
  /** Intl separates with narrow or plain no-break spaces in French; a test compares words, not space kinds. */
  const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('exact keeps every minor unit, large and whole sums included', () => {
    expect(formatMoney(110_400_000, gbp, 'en', 'exact')).toBe('£1,104,000.00');
    expect(formatMoney(110_400_000, gbp, 'en')).toBe('£1,104,000.00');
  });

  it.each<[CurrencyFormat, string]>([
    ['leftCode', 'USD1.1M'],
    ['leftSpaceCode', 'USD 1.1M'],
    ['rightCode', '1.1MUSD'],
    ['rightSpaceCode', '1.1M USD'],
    ['leftSymbol', '$1.1M'],
    ['rightSymbol', '1.1M$'],
  ])('compact honours the display format %s: %s', (format, expected) => {
    expect(formatMoney(110_400_000, usd(format), 'en', 'compact')).toBe(expected);
  });

  it.each([
    [35_000_000, '£350K', gbp],
    [100_000_000, '£1M', gbp],
    [66_600_000, 'AED 666K', aed],
    [95_000, '£950', gbp],
    [1_250, '£12.50', gbp],
    [0, '£0', gbp],
    [-150_000_000, '-£1.5M', gbp],
    [1_104_000, 'JPY 1.1M', jpy('leftSpaceCode')],
    [950, 'JPY 950', jpy('leftSpaceCode')],
  ])('compact %i minor units → %s', (minor, expected, currency) => {
    expect(formatMoney(minor, currency, 'en', 'compact')).toBe(expected);
  });

  it('French digits and grouping, exact and compact', () => {
    expect(spaced(formatMoney(110_400_050, gbp, 'fr'))).toBe('£1 104 000,50');
    expect(spaced(formatMoney(110_400_000, gbp, 'fr', 'compact'))).toBe('£1,1 M');
    expect(spaced(formatMoney(-250, usd('rightSpaceCode'), 'fr'))).toBe('-2,50 USD');
  });

  it('Arabic digits, grouping and compact words from Intl, the symbol where the operator put it', () => {
    const arabic = (n: number, options: Intl.NumberFormatOptions) => new Intl.NumberFormat('ar', options).format(n);
    expect(formatMoney(110_400_000, gbp, 'ar')).toBe(`£${arabic(1_104_000, { minimumFractionDigits: 2 })}`);
    expect(formatMoney(110_400_000, gbp, 'ar', 'compact')).toBe(`£${arabic(1_104_000, { notation: 'compact', maximumFractionDigits: 1 })}`);
    expect(formatMoney(110_400_000, gbp, 'ar', 'compact')).toMatch(/مليون$/);
    expect(formatMoney(-250, gbp, 'ar')).toBe(`-£${arabic(2.5, { minimumFractionDigits: 2 })}`);
    // Eastern Arabic digits where the language asks for them, grouping included.
    expect(formatMoney(123_450, jpy('leftSpaceCode'), 'ar-EG')).toBe('JPY ١٢٣٬٤٥٠');
  });

  it('a malformed language tag falls back to English digits instead of throwing', () => {
    expect(formatMoney(123_450, usd('leftSymbol'), 'en_US')).toBe('$1,234.50');
  });

  it('splits an amount so a code keeps its side and a right-to-left word stays with the digits', () => {
    expect(formatMoneyParts(66_600_000, aed, 'en', 'compact')).toEqual({ start: 'AED ', amount: '666K', end: '' });
    expect(formatMoneyParts(-250, usd('rightSpaceCode'))).toEqual({ start: '', amount: '-2.50', end: ' USD' });
    expect(formatMoneyParts(-250, usd('leftCode'))).toEqual({ start: '-USD', amount: '2.50', end: '' });
    const arabicThousands = formatMoneyParts(35_000_000, gbp, 'ar', 'compact');
    expect({ ...arabicThousands, amount: spaced(arabicThousands.amount) }).toEqual({ start: '', amount: '£350 ألف', end: '' });
    // A symbol written after the digits stays on them; the word follows it.
    expect(spaced(formatMoneyParts(35_000_000, { ...gbp, displayFormat: 'rightSymbol' }, 'ar', 'compact').amount)).toBe('350£ ألف');
    expect(formatMoneyParts(35_000_000, { ...gbp, displayFormat: 'rightSymbol' }, 'en', 'compact').amount).toBe('350K£');
    expect(hasRightToLeftLetters(arabicThousands.amount)).toBe(true);
    expect(hasRightToLeftLetters(formatMoney(110_400_000, gbp, 'ar'))).toBe(false);
  });
});
