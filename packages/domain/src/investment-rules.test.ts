import { describe, expect, it } from 'vitest';
import { type InvestmentAsk, type Offer, quoteInvestment } from './investment-rules';

const equity: Offer = {
  investingType: 'equity',
  pricePerShare: 25_00,
  sharesLeft: 400,
  minimumInvestment: 100_00,
  maximumInvestment: 5_000_00,
  capLeft: 8_000_00,
};
const debt: Offer = {
  investingType: 'debt',
  pricePerShare: null,
  sharesLeft: null,
  minimumInvestment: 50_00,
  maximumInvestment: null,
  capLeft: 1_000_00,
};
const dollars = (minor: number) => `$${(minor / 100).toFixed(2)}`;

describe('quoteInvestment', () => {
  it.each<[string, Offer, InvestmentAsk, { amount: number; shares: number | null }]>([
    ['equity by amount buys whole shares', equity, { amount: 250_00 }, { amount: 250_00, shares: 10 }],
    ['equity by shares costs shares × price', equity, { shares: 4 }, { amount: 100_00, shares: 4 }],
    ['exactly the minimum', equity, { amount: 100_00 }, { amount: 100_00, shares: 4 }],
    ['exactly the maximum', equity, { shares: 200 }, { amount: 5_000_00, shares: 200 }],
    ['debt by amount', debt, { amount: 75_50 }, { amount: 75_50, shares: null }],
    ['debt up to the cap', debt, { amount: 1_000_00 }, { amount: 1_000_00, shares: null }],
    ['no bounds set', { ...debt, minimumInvestment: null, capLeft: null }, { amount: 1 }, { amount: 1, shares: null }],
  ])('accepts: %s', (_, offer, ask, expected) => {
    expect(quoteInvestment(offer, ask)).toEqual({ ok: true, ...expected });
  });

  it.each<[string, Offer, InvestmentAsk, string, string, Record<string, unknown>?]>([
    [
      'an amount between whole shares, with the two nearest',
      equity,
      { amount: 260_00 },
      'amount',
      'invest.errors.wholeShares',
      { lower: '$250.00', upper: '$275.00', price: '$25.00' },
    ],
    ['below the minimum', equity, { shares: 3 }, 'shares', 'invest.errors.minimumAmount', { min: '$100.00' }],
    ['above the maximum', equity, { amount: 5_025_00 }, 'amount', 'invest.errors.maximumAmount', { max: '$5000.00' }],
    ['more shares than left', { ...equity, sharesLeft: 7 }, { shares: 8 }, 'shares', 'invest.errors.sharesAvailableOnly', { count: 7 }],
    [
      'an amount buying more shares than left',
      { ...equity, sharesLeft: 7 },
      { amount: 200_00 },
      'amount',
      'invest.errors.sharesAvailableOnly',
      { count: 7 },
    ],
    ['zero shares', equity, { shares: 0 }, 'shares', 'invest.errors.sharesAtLeastOne'],
    ['a fraction of a share', equity, { shares: 1.5 }, 'shares', 'invest.errors.sharesAtLeastOne'],
    ['shares in a debt campaign', debt, { shares: 2 }, 'shares', 'invest.errors.sharesNotOffered'],
    ['a negative amount', debt, { amount: -5 }, 'amount', 'invest.errors.amountPositive'],
    ['a fractional minor unit', debt, { amount: 10.5 }, 'amount', 'invest.errors.amountPositive'],
    ['past the maximum raise', debt, { amount: 1_000_01 }, 'amount', 'invest.errors.aboveCap', { max: '$1000.00' }],
    ['a fully funded campaign', { ...debt, capLeft: 0 }, { amount: 50_00 }, 'amount', 'invest.errors.fullyFunded'],
  ])('refuses %s', (_, offer, ask, field, message, params) => {
    const quote = quoteInvestment(offer, ask, dollars);
    expect(quote.ok).toBe(false);
    expect(quote.ok ? [] : quote.errors).toEqual([{ field, message, ...(params ? { params } : {}) }]);
  });
});
