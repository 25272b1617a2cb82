import { describe, expect, it } from 'vitest';
import { type ChecklistCampaign, type ChecklistParts, campaignChecklist } from './campaign-checklist';

const blank: ChecklistCampaign = {
  investingType: 'equity',
  campaignAccreditation: 'all',
  termsSlug: null,
  companyName: null,
  companyTagLine: null,
  companyEmail: null,
  companyPhone: null,
  companyAddress: null,
  companyDescription: null,
  companyLogo: null,
  categoryId: null,
  industryId: null,
  currencyCode: null,
  goal: null,
  minimumRaise: null,
  maximumRaise: null,
  minimumInvestment: null,
  closingDate: null,
  campaignStageId: null,
  investingRoundId: null,
  availableShares: null,
  equityAvailable: null,
  preMoneyValuation: null,
  pricePerShare: null,
  interestRateBps: null,
  investFrequency: null,
  termLengthMonths: null,
  paybackStartDate: null,
  repaymentMethod: null,
  campaignName: null,
  uploadType: null,
  campaignImage: null,
  videoUrl: null,
  campaignStory: null,
  contractCopy: false,
  manageContract: false,
  contractFileId: null,
};
const noParts: ChecklistParts = {
  property: null,
  isRealEstate: false,
  payout: null,
  faqs: [],
  requiredQuestionIds: [],
  today: '2026-03-10',
};

const company = {
  companyName: 'Green Farms Limited',
  companyTagLine: 'Food',
  companyEmail: 'hi@green.test',
  companyPhone: '+1 555 0100',
  companyAddress: '1 Main St',
  companyDescription: 'We grow.',
  companyLogo: '/uploads/logo.png',
  categoryId: 1,
  industryId: 2,
};
const fundraising = {
  termsSlug: 'terms-conditions',
  currencyCode: 'USD',
  goal: 100_000_00,
  minimumRaise: 50_000_00,
  maximumRaise: 100_000_00,
  minimumInvestment: 500_00,
  closingDate: '2026-09-01',
  campaignStageId: 3,
  investingRoundId: 4,
};
const equityTerms = { availableShares: 4000, equityAvailable: 10, preMoneyValuation: 1_000_000_00, pricePerShare: 25_00 };
const story = { campaignName: 'Green Farms', uploadType: 'image', campaignImage: '/uploads/c.png', campaignStory: 'A short story.' };
const payout = {
  bankName: 'Bank',
  accountType: 'checking',
  accountNumberLast4: '6789',
  routingNumber: '123456789',
  tosAcceptedAt: new Date(),
  achAccountId: null,
};

const section = (c: ChecklistCampaign, parts: ChecklistParts, key: string) =>
  campaignChecklist(c, parts).sections.find((s) => s.key === key)!;

describe('campaignChecklist (spec §4: six steps, incomplete while a required field is empty)', () => {
  it('lists every section of a new draft as not ready with its missing fields', () => {
    const list = campaignChecklist(blank, noParts);
    expect(list.ready).toBe(false);
    expect(list.sections.map((s) => [s.key, s.ready])).toEqual([
      ['company', false],
      ['fundraising', false],
      ['story', false],
      ['faqs', true],
      ['extras', true],
      ['funding', false],
    ]);
    expect(section(blank, noParts, 'company').missing).toContain('companyName');
    expect(section(blank, noParts, 'fundraising').missing).toEqual(
      expect.arrayContaining(['goal', 'termsSlug', 'availableShares', 'equityAvailable', 'preMoneyValuation', 'pricePerShare']),
    );
    expect(section(blank, noParts, 'funding').missing).toEqual(['bankName', 'accountType', 'accountNumber', 'routingNumber', 'tos']);
  });

  it('turns ready step by step', () => {
    let c: ChecklistCampaign = { ...blank, ...company };
    expect(section(c, noParts, 'company')).toEqual({ key: 'company', ready: true, missing: [] });
    c = { ...c, ...fundraising, ...equityTerms };
    expect(section(c, noParts, 'fundraising').ready).toBe(true);
    c = { ...c, ...story };
    expect(section(c, noParts, 'story').ready).toBe(true);
    expect(campaignChecklist(c, noParts).ready).toBe(false);
    expect(campaignChecklist(c, { ...noParts, payout }).ready).toBe(true);
  });

  it('asks for the debt terms of a debt campaign', () => {
    const c = { ...blank, ...fundraising, investingType: 'debt' as const };
    expect(section(c, noParts, 'fundraising').missing).toEqual([
      'interestRateBps',
      'investFrequency',
      'termLengthMonths',
      'paybackStartDate',
      'repaymentMethod',
    ]);
  });

  it('counts a closing date that has passed as missing', () => {
    const c = { ...blank, ...fundraising, ...equityTerms, closingDate: '2026-03-10' };
    expect(section(c, noParts, 'fundraising').missing).toEqual(['closingDate']);
  });

  it('asks for the video of a video story', () => {
    expect(section({ ...blank, ...story, uploadType: 'video' }, noParts, 'story').missing).toEqual(['videoUrl']);
  });

  it('asks for the property of a real-estate campaign', () => {
    const parts = { ...noParts, isRealEstate: true, property: { propertyName: 'Loft', propertyCity: 'Lyon' } };
    expect(section({ ...blank, ...company }, parts, 'company').missing).toEqual([
      'property.propertyStreet',
      'property.propertyCountry',
      'property.propertyDetail',
    ]);
  });

  it('needs an answer to every required platform question', () => {
    const parts = {
      ...noParts,
      requiredQuestionIds: [3, 7],
      faqs: [
        { questionId: 3, answer: 'Yes' },
        { questionId: 7, answer: ' ' },
        { questionId: null, answer: 'Own' },
      ],
    };
    expect(section(blank, parts, 'faqs')).toEqual({ key: 'faqs', ready: false, missing: ['faqs.7'] });
  });

  it('needs the contract only when contractCopy is on and the owner manages it (spec §5)', () => {
    expect(section({ ...blank, contractCopy: true, manageContract: false }, noParts, 'extras').ready).toBe(true);
    expect(section({ ...blank, contractCopy: false, manageContract: true }, noParts, 'extras').ready).toBe(true);
    expect(section({ ...blank, contractCopy: true, manageContract: true }, noParts, 'extras').missing).toEqual(['contractFile']);
    expect(section({ ...blank, contractCopy: true, manageContract: true, contractFileId: 'f' }, noParts, 'extras').ready).toBe(true);
  });

  it('takes an ACH connection instead of bank details', () => {
    const ach = {
      bankName: null,
      accountType: null,
      accountNumberLast4: null,
      routingNumber: null,
      tosAcceptedAt: null,
      achAccountId: 'acct_1',
    };
    expect(section(blank, { ...noParts, payout: ach }, 'funding').ready).toBe(true);
  });

  it('accepts a complete account in each bank scheme (issue 14 §8)', () => {
    const base = {
      bankName: 'Bank',
      accountType: null,
      routingNumber: null,
      sortCode: null,
      tosAcceptedAt: new Date(),
      achAccountId: null,
    };
    const uk = { ...base, bankScheme: 'uk', sortCode: '200000', accountNumberLast4: '9911' };
    const iban = { ...base, bankScheme: 'iban', accountNumberLast4: '3000' };
    expect(section(blank, { ...noParts, payout: uk }, 'funding').ready).toBe(true);
    expect(section(blank, { ...noParts, payout: iban }, 'funding').ready).toBe(true);
    expect(section(blank, { ...noParts, payout: { ...payout, bankScheme: 'us' } }, 'funding').ready).toBe(true);
    expect(section(blank, { ...noParts, payout: { ...uk, sortCode: null, accountNumberLast4: null } }, 'funding').missing).toEqual([
      'sortCode',
      'accountNumber',
    ]);
    expect(section(blank, { ...noParts, payout: { ...iban, accountNumberLast4: null, tosAcceptedAt: null } }, 'funding').missing).toEqual([
      'iban',
      'tos',
    ]);
    // A UK account is not a US one: without routing number and account type it is not ready as US.
    expect(section(blank, { ...noParts, payout: { ...uk, bankScheme: 'us' } }, 'funding').missing).toEqual([
      'accountType',
      'routingNumber',
    ]);
  });
});
