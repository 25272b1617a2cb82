import { describe, expect, it } from 'vitest';
import { bankAccountErrors, isValidAba, isValidBic, isValidIban, mangopayBankAccountInput } from './mangopay';

const address = { ownerName: 'Jane Investor', addressLine1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'FR' };

describe('regional bank account rules (spec §5)', () => {
  it('checks an IBAN by its mod-97 check digits, spaces and case aside', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('gb82west12345698765432')).toBe(true);
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(isValidIban('FR76')).toBe(false);
  });

  it('checks an ABA routing number by its weighted checksum, and a BIC by its shape', () => {
    expect(isValidAba('021000021')).toBe(true);
    expect(isValidAba('011000015')).toBe(true);
    expect(isValidAba('123456789')).toBe(false);
    expect(isValidAba('02100002')).toBe(false);
    expect(isValidBic('AGRIFRPP')).toBe(true);
    expect(isValidBic('UBSWCHZH80A')).toBe(true);
    expect(isValidBic('AGRIFRP')).toBe(false);
  });

  it('lists every missing field of a type at once, the region only where MangoPay asks for it', () => {
    expect(bankAccountErrors('IBAN', {}).map((e) => e.field)).toEqual([
      'ownerName',
      'addressLine1',
      'city',
      'postalCode',
      'country',
      'iban',
    ]);
    expect(bankAccountErrors('CA', { ...address, country: 'CA' }).map((e) => e.field)).toEqual([
      'region',
      'bankName',
      'institutionNumber',
      'branchCode',
      'accountNumber',
    ]);
    expect(bankAccountErrors('OTHER', address).map((e) => e.field)).toEqual(['accountCountry', 'bic', 'accountNumber']);
    expect(bankAccountErrors('IBAN', { ...address, iban: 'FR7630006000011234567890189' })).toEqual([]);
  });

  it('names the rule a present field breaks: ABA, branch code, institution number, bank name, sort code', () => {
    const us = bankAccountErrors('US', { ...address, country: 'US', region: 'NY', aba: '123456789', accountNumber: '12' });
    expect(us).toEqual([
      { field: 'aba', message: 'regional.validation.aba' },
      { field: 'accountNumber', message: 'regional.validation.accountNumber' },
    ]);
    const ca = bankAccountErrors('CA', {
      ...address,
      country: 'CA',
      region: 'ON',
      bankName: 'Bank & Co',
      institutionNumber: '12',
      branchCode: '1234',
      accountNumber: '1234567',
    });
    expect(ca.map((e) => e.message)).toEqual([
      'regional.validation.bankName',
      'regional.validation.institutionNumber',
      'regional.validation.branchCode',
    ]);
    expect(bankAccountErrors('GB', { ...address, sortCode: '12-34-5', accountNumber: '12345678' })).toEqual([
      { field: 'sortCode', message: 'regional.validation.sortCode' },
    ]);
  });

  it('reads empty form fields as absent', () => {
    const parsed = mangopayBankAccountInput.safeParse({
      type: 'GB',
      ...address,
      addressLine2: '  ',
      sortCode: '',
      accountNumber: '12345678',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['sortCode', 'validation.required']]);
  });
});
