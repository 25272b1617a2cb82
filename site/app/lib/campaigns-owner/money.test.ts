import { campaignTermsInput, fundraisingDetailInput } from '@cf/domain/schemas/campaigns';
import { describe, expect, it } from 'vitest';
import { bpsToPercentInput, currencyFor, majorAmountField, percentToBpsField } from './money';

/** The domain's own fields the wizard's amounts and rate go through. */
const goal = fundraisingDetailInput.shape.goal;
const rate = campaignTermsInput.shape.interestRateBps;

describe('majorAmountField (wizard amounts)', () => {
  it('reads an amount typed in major units as integer minor units of the currency', () => {
    expect(majorAmountField(2, goal).parse('250,000')).toBe(25_000_000);
    expect(majorAmountField(2, goal).parse('1250.5')).toBe(125_050);
    expect(majorAmountField(3, goal).parse('1.25')).toBe(1250);
    expect(majorAmountField(0, goal).parse('5\u00a0000')).toBe(5000);
  });

  it('leaves an absent amount absent', () => {
    expect(majorAmountField(2, goal).parse(undefined)).toBeUndefined();
  });

  it('names the format the currency allows', () => {
    const decimalsError = majorAmountField(2, goal).safeParse('10.999');
    expect(decimalsError.error!.issues[0]!.message).toBe('wizard.validation.amountFormat');
    const wholeError = majorAmountField(0, goal).safeParse('10.5');
    expect(wholeError.error!.issues[0]!.message).toBe('wizard.validation.amountWhole');
  });
});

describe('percentToBpsField', () => {
  it('reads a yearly rate in percent as basis points', () => {
    expect(percentToBpsField(rate).parse('8.5')).toBe(850);
    expect(percentToBpsField(rate).parse('12.25')).toBe(1225);
    expect(percentToBpsField(rate).parse('0.07')).toBe(7);
  });

  it('refuses more than two decimals', () => {
    expect(percentToBpsField(rate).safeParse('8.555').error!.issues[0]!.message).toBe('wizard.validation.percentFormat');
  });

  it('shows basis points back in percent', () => {
    expect(bpsToPercentInput(850)).toBe('8.5');
    expect(bpsToPercentInput(null)).toBe('');
  });
});

describe('currencyFor', () => {
  const options = [
    { id: 1, code: 'EUR', symbol: '€', displayFormat: 'rightSymbol', decimals: 2, name: 'Euro' },
    { id: 2, code: 'JPY', symbol: '¥', displayFormat: 'leftSymbol', decimals: 0, name: 'Yen' },
  ] as unknown as Parameters<typeof currencyFor>[1];

  it('takes the campaign currency, else the first offered, else a USD-like default', () => {
    expect(currencyFor('JPY', options)).toEqual({ code: 'JPY', symbol: '¥', displayFormat: 'leftSymbol', decimals: 0 });
    expect(currencyFor('GBP', options).code).toBe('EUR');
    expect(currencyFor(null, [])).toEqual({ code: 'USD', symbol: '$', displayFormat: 'leftSymbol', decimals: 2 });
  });
});
