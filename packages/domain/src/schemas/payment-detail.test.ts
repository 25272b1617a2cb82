import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import { defaultBankScheme, paymentDetailInput } from './campaigns';

// Issue 14 §8: payout accounts in the US, IBAN and UK schemes.
describe('payment detail: bank schemes', () => {
  const iban = { bankScheme: 'iban', bankName: 'Deutsche Bank', iban: 'DE89 3704 0044 0532 0130 00', bic: 'DEUTDEFF', tos: true };
  const uk = {
    bankScheme: 'uk',
    bankName: 'Barclays',
    sortCode: '20-00-00',
    accountNumber: '55779911',
    confirmAccountNumber: '55779911',
    tos: true,
  };

  it('accepts a complete IBAN account, spaces and case aside, and stores it compact', () => {
    expect(issuesOf(paymentDetailInput, iban)).toEqual([]);
    expect(paymentDetailInput.parse({ ...iban, iban: 'de89 3704 0044 0532 0130 00', bic: 'deutdeff500' })).toMatchObject({
      iban: 'DE89370400440532013000',
      bic: 'DEUTDEFF500',
    });
  });

  it('accepts a Gulf IBAN without a BIC, but not a European one', () => {
    expect(issuesOf(paymentDetailInput, { ...iban, iban: 'AE070331234567890123456', bic: '' })).toEqual([]);
    expect(issuesOf(paymentDetailInput, { ...iban, bic: '' })).toEqual(['bic: validation.required']);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['IBAN with a bad checksum', { iban: 'DE89370400440532013001' }, ['iban: bank.payout.errors.ibanChecksum']],
    ['IBAN of the wrong length for its country', { iban: 'DE8937040044053201300' }, ['iban: bank.payout.errors.ibanLength']],
    ['IBAN of no known country', { iban: 'XX89370400440532013000' }, ['iban: bank.payout.errors.ibanCountry']],
    ['BIC of 6 characters', { bic: 'DEUTDE' }, ['bic: bank.payout.errors.bic']],
    ['BIC of 9 characters', { bic: 'DEUTDEFF5' }, ['bic: bank.payout.errors.bic']],
    ['terms not accepted', { tos: false }, ['tos: campaigns.validation.tosRequired']],
    ['bank name missing', { bankName: '' }, ['bankName: validation.required']],
  ])('IBAN: %s', (_, patch, expected) => {
    expect(issuesOf(paymentDetailInput, { ...iban, ...patch })).toEqual(expected);
  });

  it('accepts a complete UK account; the sort code may be written with dashes', () => {
    expect(issuesOf(paymentDetailInput, uk)).toEqual([]);
    expect(paymentDetailInput.parse(uk).sortCode).toBe('200000');
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['sort code of 5 digits', { sortCode: '20000' }, ['sortCode: bank.payout.errors.sortCode']],
    ['sort code with letters', { sortCode: '20AB00' }, ['sortCode: bank.payout.errors.sortCode']],
    ['sort code missing', { sortCode: '' }, ['sortCode: validation.required']],
    [
      'account number of 9 digits',
      { accountNumber: '557799110', confirmAccountNumber: '557799110' },
      ['accountNumber: bank.payout.errors.ukAccountNumber'],
    ],
    ['confirmation differs', { confirmAccountNumber: '55779912' }, ['confirmAccountNumber: campaigns.validation.accountMismatch']],
  ])('UK: %s', (_, patch, expected) => {
    expect(issuesOf(paymentDetailInput, { ...uk, ...patch })).toEqual(expected);
  });

  it('without a scheme, the US rules apply as before', () => {
    expect(
      issuesOf(paymentDetailInput, { bankName: 'First Bank', accountNumber: '12345678', confirmAccountNumber: '12345678', tos: true }),
    ).toEqual(['accountType: validation.required', 'routingNumber: validation.required']);
  });

  it.each<[{ country?: string | null; currencyCode?: string | null }, string]>([
    [{ country: 'GB' }, 'uk'],
    [{ country: 'us' }, 'us'],
    [{ country: 'FR' }, 'iban'],
    [{ country: 'AE', currencyCode: 'USD' }, 'iban'],
    [{ country: 'JP' }, 'iban'],
    [{ country: null, currencyCode: 'GBP' }, 'uk'],
    [{ currencyCode: 'USD' }, 'us'],
    [{ currencyCode: 'AED' }, 'iban'],
    [{ currencyCode: 'EUR' }, 'iban'],
    [{}, 'iban'],
  ])('the default scheme for %o is %s', (from, scheme) => {
    expect(defaultBankScheme(from)).toBe(scheme);
  });
});
