import { describe, expect, it } from 'vitest';
import { basisPoints, campaignMoney, percent } from './money';

const usd = { code: 'USD', symbol: '$', displayFormat: 'leftSymbol', decimals: 2 } as const;
const eur = { code: 'EUR', symbol: '€', displayFormat: 'rightSpaceCode', decimals: 2 } as const;
const jpy = { code: 'JPY', symbol: '¥', displayFormat: 'leftSymbol', decimals: 0 } as const;

describe('campaignMoney', () => {
  it.each([
    [10_000_000, usd, { text: '$100,000.00', minorUnits: false }],
    [2_550, eur, { text: '25.50 EUR', minorUnits: false }],
    [5_000, jpy, { text: '¥5,000', minorUnits: false }],
    [0, usd, { text: '$0.00', minorUnits: false }],
    [123_456, null, { text: '1,234.56', minorUnits: true }],
    [123_456, { code: 'USD' }, { text: '1,234.56', minorUnits: true }],
  ])('%i in %j', (value, currency, expected) => {
    expect(campaignMoney(value, currency, 'en')).toEqual(expected);
  });

  it('is null without an amount', () => {
    expect(campaignMoney(null, usd, 'en')).toBeNull();
    expect(campaignMoney(undefined, usd, 'en')).toBeNull();
    expect(campaignMoney('12', usd, 'en')).toBeNull();
  });

  it('falls back to the code when a currency has no symbol', () => {
    expect(campaignMoney(100, { ...usd, symbol: '' }, 'en')?.text).toBe('USD1.00');
  });
});

describe('rates', () => {
  it.each([
    [850, '8.5%'],
    [1_000, '10%'],
    [0, '0%'],
  ])('%i bps → %s', (bps, expected) => expect(basisPoints(bps, 'en')).toBe(expected));

  it.each([
    [12.5, '12.5%'],
    [12.345, '12.345%'],
  ])('%f percent → %s', (value, expected) => expect(percent(value, 'en')).toBe(expected));

  it('is null without a value', () => {
    expect(basisPoints(null, 'en')).toBeNull();
    expect(percent(undefined, 'en')).toBeNull();
  });
});
