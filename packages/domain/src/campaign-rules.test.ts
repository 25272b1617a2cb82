import { describe, expect, it } from 'vitest';
import { addDays, type CampaignBounds, type CampaignRuleValues, campaignRuleIssues } from './campaign-rules';

const bounds: CampaignBounds = {
  minGoal: 1_000_00,
  maxGoal: 5_000_000_00,
  minInvestment: 100_00,
  minEquityPercent: 0.5,
  maxEquityPercent: 49,
  minValuation: 100_000_00,
  maxValuation: 500_000_000_00,
  minInterestRate: 1,
  maxInterestRate: 25,
  minTermMonths: 3,
  maxTermMonths: 120,
  maxCampaignDays: 365,
};
const today = '2026-03-10';
const ctx = { bounds, today, money: (minor: number) => `$${(minor / 100).toFixed(2)}` };

const valid: CampaignRuleValues = {
  investingType: 'equity',
  goal: 100_000_00,
  minimumRaise: 50_000_00,
  maximumRaise: 100_000_00,
  minimumInvestment: 500_00,
  maximumInvestment: 10_000_00,
  openDate: '2026-03-15',
  closingDate: '2026-09-15',
  equityAvailable: 10,
  preMoneyValuation: 1_000_000_00,
  pricePerShare: 25_00,
  interestRateBps: null,
  termLengthMonths: null,
};

const issues = (patch: Partial<CampaignRuleValues>, touched?: string[]) =>
  campaignRuleIssues({ ...valid, ...patch }, ctx, touched ? new Set(touched) : undefined).map(
    (i) => `${i.field}: ${i.message}${i.params ? ` ${JSON.stringify(i.params)}` : ''}`,
  );

describe('campaignRuleIssues (spec §5 with the campaign settings)', () => {
  it('accepts a consistent campaign', () => {
    expect(issues({})).toEqual([]);
  });

  it.each<[string, Partial<CampaignRuleValues>, string | string[]]>([
    [
      'goal below the minimum goal (and so the minimum raise below it too)',
      { goal: 999_99, minimumRaise: 500_00, maximumRaise: 900_00, minimumInvestment: 100_00, pricePerShare: 1 },
      [
        'goal: campaigns.validation.goalRange {"min":"$1000.00","max":"$5000000.00"}',
        'minimumRaise: campaigns.validation.minRaiseTooSmall {"min":"$1000.00"}',
      ],
    ],
    ['goal above the maximum goal', { goal: 5_000_000_01 }, 'goal: campaigns.validation.goalRange {"min":"$1000.00","max":"$5000000.00"}'],
    [
      'minimum raise equal to the goal',
      { minimumRaise: 100_000_00, maximumRaise: null },
      'minimumRaise: campaigns.validation.minRaiseBelowGoal',
    ],
    [
      'minimum raise under the minimum goal',
      { minimumRaise: 999_99 },
      'minimumRaise: campaigns.validation.minRaiseTooSmall {"min":"$1000.00"}',
    ],
    ['maximum raise above the goal', { maximumRaise: 100_000_01 }, 'maximumRaise: campaigns.validation.maxRaiseAboveGoal'],
    ['maximum raise not above the minimum', { maximumRaise: 50_000_00 }, 'maximumRaise: campaigns.validation.maxRaiseNotAboveMin'],
    [
      'minimum investment under the settings minimum',
      { minimumInvestment: 75_00, pricePerShare: 25_00 },
      'minimumInvestment: campaigns.validation.minInvestmentTooSmall {"min":"$100.00"}',
    ],
    [
      'minimum investment above the maximum raise',
      { minimumInvestment: 100_000_25, pricePerShare: 1, maximumInvestment: null },
      'minimumInvestment: campaigns.validation.minInvestmentAboveRaise',
    ],
    [
      'maximum investment under the minimum',
      { maximumInvestment: 400_00 },
      'maximumInvestment: campaigns.validation.maxInvestmentBelowMin',
    ],
    ['closing date today', { closingDate: today, openDate: null }, 'closingDate: campaigns.validation.closingDatePast'],
    [
      'closing date beyond 365 days of the open date',
      { closingDate: addDays('2026-03-15', 366) },
      'closingDate: campaigns.validation.closingDateTooFar {"days":365}',
    ],
    ['open date after the closing date', { openDate: '2026-09-16' }, 'openDate: campaigns.validation.openAfterClosing'],
    [
      'equity percent under the minimum',
      { equityAvailable: 0.4 },
      'equityAvailable: campaigns.validation.equityRange {"min":"0.5%","max":"49%"}',
    ],
    [
      'equity percent over the maximum',
      { equityAvailable: 49.001 },
      'equityAvailable: campaigns.validation.equityRange {"min":"0.5%","max":"49%"}',
    ],
    [
      'valuation under the minimum',
      { preMoneyValuation: 99_999_99 },
      'preMoneyValuation: campaigns.validation.valuationRange {"min":"$100000.00","max":"$500000000.00"}',
    ],
    [
      'interest rate under 1%',
      { investingType: 'debt', interestRateBps: 99 },
      'interestRateBps: campaigns.validation.interestRange {"min":"1%","max":"25%"}',
    ],
    [
      'interest rate over 25%',
      { investingType: 'debt', interestRateBps: 2501 },
      'interestRateBps: campaigns.validation.interestRange {"min":"1%","max":"25%"}',
    ],
    [
      'term under 3 months',
      { investingType: 'debt', termLengthMonths: 2 },
      'termLengthMonths: campaigns.validation.termRange {"min":3,"max":120}',
    ],
    [
      'term over 120 months',
      { investingType: 'debt', termLengthMonths: 121 },
      'termLengthMonths: campaigns.validation.termRange {"min":3,"max":120}',
    ],
    [
      'minimum investment not whole shares',
      { minimumInvestment: 510_00 },
      'pricePerShare: campaigns.validation.minInvestmentMultiple {"price":"$25.00"}',
    ],
  ])('%s', (_, patch, expected) => {
    expect(issues(patch)).toEqual(Array.isArray(expected) ? expected : [expected]);
  });

  it('accepts the bounds themselves', () => {
    expect(issues({ equityAvailable: 49, preMoneyValuation: 100_000_00, closingDate: addDays('2026-03-15', 365) })).toEqual([]);
    expect(issues({ investingType: 'debt', interestRateBps: 2500, termLengthMonths: 120 })).toEqual([]);
  });

  it('reads the 365 days from today when there is no open date', () => {
    expect(issues({ openDate: null, closingDate: addDays(today, 365) })).toEqual([]);
    expect(issues({ openDate: null, closingDate: addDays(today, 366) })).toEqual([
      'closingDate: campaigns.validation.closingDateTooFar {"days":365}',
    ]);
  });

  it('a step is told only about rules that read its fields, at the field it sent', () => {
    const broken = { maximumRaise: 120_000_00 };
    expect(issues(broken, ['campaignName'])).toEqual([]);
    expect(issues(broken, ['goal'])).toEqual(['goal: campaigns.validation.maxRaiseAboveGoal']);
    expect(issues({ minimumInvestment: 510_00 }, ['minimumInvestment'])).toEqual([
      'minimumInvestment: campaigns.validation.minInvestmentMultiple {"price":"$25.00"}',
    ]);
  });

  it('the whole-shares rule is for equity only and skips missing values', () => {
    expect(issues({ investingType: 'debt', minimumInvestment: 510_00 })).toEqual([]);
    expect(issues({ pricePerShare: null, minimumInvestment: 510_00 })).toEqual([]);
    expect(issues({ goal: null, minimumRaise: null, maximumRaise: null, closingDate: null })).toEqual([]);
  });

  it('adds calendar days across month and leap-year ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
