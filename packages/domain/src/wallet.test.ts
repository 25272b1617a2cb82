import { describe, expect, it } from 'vitest';
import { quoteTopUp, quoteWithdrawal, walletActivityType, walletLimits } from './wallet';

const usd = { code: 'USD', decimals: 2 };
const jpy = { code: 'JPY', decimals: 0 };

describe('quoteWithdrawal', () => {
  it.each([
    ['one unit, no fee', 100, usd, { flatFee: 0, maxMajor: 500 }, { ok: true, amount: 100, fee: 0, total: 100 }],
    ['the flat fee is added to what the wallet gives', 40_00, usd, { flatFee: 2_50, maxMajor: 500 }, { ok: true, fee: 2_50, total: 42_50 }],
    ['exactly the maximum', 500_00, usd, { flatFee: 0, maxMajor: 500 }, { ok: true }],
    ['below one unit', 99, usd, { flatFee: 0, maxMajor: 500 }, { ok: false, errors: [{ message: 'payments.errors.withdrawalMinimum' }] }],
    [
      'above the maximum',
      500_01,
      usd,
      { flatFee: 0, maxMajor: 500 },
      { ok: false, errors: [{ message: 'payments.errors.withdrawalMaximum' }] },
    ],
    ['yen have no minor unit', 1, jpy, { flatFee: 0, maxMajor: 10 }, { ok: true, total: 1 }],
    ['not an integer', 10.5, usd, { flatFee: 0, maxMajor: 500 }, { ok: false }],
  ])('%s', (_name, amount, currency, rules, expected) => {
    expect(quoteWithdrawal(amount, currency, rules)).toMatchObject(expected);
  });
});

describe('quoteTopUp with the operator’s maximum', () => {
  it('refuses above the given maximum, in minor units of the currency', () => {
    expect(quoteTopUp(300_01, usd, { topUpFeeBps: 0, topUpFlatFee: 0 }, String, 300)).toMatchObject({
      ok: false,
      errors: [{ message: 'wallet.errors.topUpMaximum', params: { max: '30000' } }],
    });
    expect(quoteTopUp(300_00, usd, { topUpFeeBps: 0, topUpFlatFee: 0 }, String, 300)).toMatchObject({ ok: true });
  });
});

describe('walletLimits and activity types', () => {
  it('states the bounds in minor units', () => {
    expect(walletLimits(usd, { topUpMaxMajor: 300, withdrawalMaxMajor: 200 })).toEqual({
      topUpMin: 100,
      topUpMax: 300_00,
      withdrawalMin: 100,
      withdrawalMax: 200_00,
    });
  });
  it.each([
    ['withdrawal_hold', 'withdrawInitiated'],
    ['investment', 'amountInvested'],
    ['distribution_credit', 'distributionCredited'],
    ['distribution_funding', 'repaymentPaid'],
    ['correction', 'other'],
  ])('%s → %s', (kind, type) => expect(walletActivityType(kind)).toBe(type));
});
