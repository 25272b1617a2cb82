import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import {
  accreditationSubmitInput,
  ageOn,
  investorProfileInput,
  investorProfilePatch,
  investorProfileRules,
  kycPartyInput,
  kycPartyPatch,
  minorAmount,
  SSN_PATTERN,
} from './identity';

describe('SSN pattern (spec §5: three digits, two, four; hyphens optional)', () => {
  it.each(['123-45-6789', '123456789', '123-456789', '12345-6789'])('accepts %s', (ssn) => expect(SSN_PATTERN.test(ssn)).toBe(true));
  it.each(['12-345-6789', '123-45-678', '1234-56-789', 'abc-de-fghi', '123 45 6789', ''])('refuses %s', (ssn) =>
    expect(SSN_PATTERN.test(ssn)).toBe(false),
  );
});

describe('minorAmount (numeric only: digits or empty)', () => {
  it.each<[unknown, number | null]>([
    [0, 0],
    [1250, 1250],
    ['1250', 1250],
    [' 42 ', 42],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j is %j', (input, expected) => expect(minorAmount.parse(input)).toBe(expected));
  it.each([-1, 1.5, '1.5', '-3', '12a', '1e6'])('refuses %j', (input) => expect(minorAmount.safeParse(input).success).toBe(false));
});

describe('ageOn', () => {
  const day = new Date('2026-03-15T12:00:00Z');
  it.each([
    ['2008-03-15', 18],
    ['2008-03-16', 17],
    ['2008-02-29', 18],
    ['1980-12-31', 45],
  ])('born %s is %i on 2026-03-15', (dob, age) => expect(ageOn(dob, day)).toBe(age));
});

describe('investorProfileInput (spec §3, §5)', () => {
  it('accepts an empty profile, with the flags off', () => {
    expect(investorProfileInput.parse({})).toMatchObject({
      hasSpouseIncome: false,
      investedInCrowdfunding12m: false,
      declaresAccredited: false,
    });
  });
  it('needs the spouse’s names with the spouse’s income, and the amount with the 12-month flag', () => {
    expect(issuesOf(investorProfileInput, { hasSpouseIncome: true, investedInCrowdfunding12m: 'on' })).toEqual([
      'spouseFirstName: identity.investor.spouseNameRequired',
      'spouseLastName: identity.investor.spouseNameRequired',
      'crowdfundingAmount12m: identity.investor.crowdfundingAmountRequired',
    ]);
    expect(
      investorProfileRules({
        hasSpouseIncome: true,
        spouseFirstName: 'Ann',
        spouseLastName: 'Lee',
        investedInCrowdfunding12m: true,
        crowdfundingAmount12m: 0,
      }),
    ).toEqual([]);
  });
  it.each<[string, Record<string, unknown>, string]>([
    ['a future date of birth', { dateOfBirth: '2999-01-01' }, 'dateOfBirth: identity.investor.dateInPast'],
    ['a minor', { dateOfBirth: `${new Date().getUTCFullYear() - 5}-06-01` }, 'dateOfBirth: identity.investor.adult'],
    ['an impossible date', { dateOfBirth: '2001-02-29' }, 'dateOfBirth: identity.investor.dateFormat'],
    ['a spouse name with digits', { spouseFirstName: 'Ann2' }, 'spouseFirstName: identity.investor.namePattern'],
    ['a spouse name with double spaces', { spouseFirstName: 'Ann  Lee' }, 'spouseFirstName: identity.investor.namePattern'],
    ['a country name', { country: 'France' }, 'country: identity.investor.unknownCountry'],
    ['a bad postal code', { postalCode: '1' }, 'postalCode: identity.investor.postalCode'],
    ['a bad phone', { phone: 'call me' }, 'phone: identity.investor.phone'],
  ])('refuses %s', (_name, input, issue) => expect(issuesOf(investorProfileInput, input)).toEqual([issue]));
  it('accepts names with hyphens and parentheses, and lowercase country codes', () => {
    expect(investorProfileInput.parse({ spouseFirstName: 'Anne-Marie (Annie)', country: 'fr' })).toMatchObject({ country: 'FR' });
  });
  it('a PATCH has no defaults: absent fields stay absent', () => {
    expect(investorProfilePatch.parse({ city: 'Paris' })).toEqual({ city: 'Paris' });
    expect(investorProfilePatch.parse({ ssn: '' })).toEqual({});
    expect(investorProfilePatch.parse({ ssn: null })).toEqual({ ssn: null });
  });
});

describe('accreditationSubmitInput (spec §5)', () => {
  const phone = { verificationType: 'phone-call', verificationPhone: '12345678', signature: 'Ada', acceptTerms: 'true' };
  it('accepts a phone call of 8 to 13 characters and a letter without phone', () => {
    expect(accreditationSubmitInput.parse(phone)).toMatchObject({ acceptTerms: true, verificationPhone: '12345678' });
    expect(issuesOf(accreditationSubmitInput, { ...phone, verificationPhone: '1234567890123' })).toEqual([]);
    expect(issuesOf(accreditationSubmitInput, { verificationType: 'letter', signature: 'Ada', acceptTerms: true })).toEqual([]);
  });
  it.each<[string, Record<string, unknown>, string]>([
    ['an unticked checkbox', { acceptTerms: undefined }, 'acceptTerms: identity.accreditation.checkboxRequired'],
    ['a short phone', { verificationPhone: '1234567' }, 'verificationPhone: identity.accreditation.phoneLength'],
    ['a long phone', { verificationPhone: '12345678901234' }, 'verificationPhone: identity.accreditation.phoneLength'],
    ['a long signature', { signature: 'x'.repeat(21) }, 'signature: identity.accreditation.signatureTooLong'],
    ['no typed signature', { signature: ' ' }, 'signature: identity.accreditation.signatureRequired'],
    ['an unknown way to sign', { signatureType: 'drawn' }, 'signatureType: validation.invalidOption'],
  ])('refuses %s', (_name, change, issue) => expect(issuesOf(accreditationSubmitInput, { ...phone, ...change })).toEqual([issue]));
  it('needs no typed signature when an image signs (the file is checked by the API)', () => {
    expect(accreditationSubmitInput.parse({ ...phone, signature: '', signatureType: 'image' })).toMatchObject({
      signatureType: 'image',
      signature: null,
    });
    expect(accreditationSubmitInput.parse(phone)).toMatchObject({ signatureType: 'typed', signature: 'Ada' });
  });
});

describe('kycPartyInput (spec §3 "KYC")', () => {
  const party = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1980-05-17',
    domicile: 'non-resident',
    primaryAddress: '1 Rue',
    city: 'Paris',
    postalCode: '75001',
    country: 'FR',
  };
  it('accepts the required fields, investing for oneself by default', () => {
    expect(kycPartyInput.parse(party)).toMatchObject({ investingFor: 'self', brokerDealerAssociated: false, middleInitial: null });
  });
  it('needs the identity fields', () => {
    expect(issuesOf(kycPartyInput, {}).map((i) => i.split(':')[0])).toEqual([
      'firstName',
      'lastName',
      'dateOfBirth',
      'domicile',
      'primaryAddress',
      'city',
      'postalCode',
      'country',
    ]);
  });
  it('a PATCH has no defaults', () => {
    expect(kycPartyPatch.parse({ city: 'Lyon' })).toEqual({ city: 'Lyon' });
  });
});
