import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import { campaignSettingsInput, captchaSettingsInput, metaSettingsInput, revenueSettingsInput, siteSettingsInput } from './settings';

const site = {
  siteName: 'Fundright',
  siteLogo: '/uploads/logo.png',
  darkLogo: '',
  favIcon: null,
  sitePrimaryColor: '#0b5cad',
  siteSecondaryColor: '#0f766e',
  timezone: 'Europe/Paris',
  googleAnalyticsCode: '',
  contactEmail: 'hello@example.test',
  walletModule: true,
  mangoPayModule: false,
  enableShareCertificate: true,
  onlyAdminCreateCampaign: false,
  requireTwoFactor: false,
  adminSeesBothViews: true,
  maintainanceMode: false,
  exceptIP: '',
  currencyId: 1,
  mangoPayCurrencyId: '',
  enableRestrictMapCountry: false,
  restrictMapCountryList: ['US', 'GB'],
  defaultLanguage: 'en',
};

describe('siteSettingsInput', () => {
  it('accepts a complete form and turns empty optional fields into null', () => {
    const parsed = siteSettingsInput.parse(site);
    expect(parsed).toMatchObject({ darkLogo: null, favIcon: null, googleAnalyticsCode: null, exceptIP: null, mangoPayCurrencyId: null });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a named colour', { sitePrimaryColor: 'red' }, 'sitePrimaryColor: validation.hexColour'],
    ['a short hex colour', { siteSecondaryColor: '#fff' }, 'siteSecondaryColor: validation.hexColour'],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone: validation.timezone'],
    ['an empty time zone', { timezone: '' }, 'timezone: validation.timezone'],
    ['an exempt list with a bad address', { exceptIP: '203.0.113.1, 999.1.1.1' }, 'exceptIP: validation.ipList'],
    ['script as analytics id', { googleAnalyticsCode: '<script>alert(1)</script>' }, 'googleAnalyticsCode: validation.analyticsId'],
    ['a javascript: logo', { siteLogo: 'javascript:alert(1)' }, 'siteLogo: validation.invalidImage'],
    ['a bad country', { restrictMapCountryList: ['usa'] }, 'restrictMapCountryList.0: validation.countryCode'],
    ['no site name', { siteName: '  ' }, 'siteName: validation.required'],
    ['a bad contact address', { contactEmail: 'nope' }, 'contactEmail: validation.invalidEmail'],
  ])('refuses %s', (_name, change, issue) => {
    expect(issuesOf(siteSettingsInput, { ...site, ...change })).toEqual([issue]);
  });

  it.each(['UTC', 'Asia/Dubai', 'America/New_York'])('accepts the time zone %s', (timezone) => {
    expect(issuesOf(siteSettingsInput, { ...site, timezone })).toEqual([]);
  });

  it('accepts several exempt addresses and a measurement id', () => {
    expect(issuesOf(siteSettingsInput, { ...site, exceptIP: '203.0.113.1, 2001:db8::1', googleAnalyticsCode: 'G-ABCDEF1' })).toEqual([]);
  });
});

const campaign = {
  minGoal: 1000,
  maxGoal: 5000,
  minInvestment: 100,
  minEquityPercent: 1,
  maxEquityPercent: 49,
  minValuation: 0,
  maxValuation: 1_000_000,
  minInterestRate: 1,
  maxInterestRate: 25,
  minTermMonths: 3,
  maxTermMonths: 120,
  maxCampaignDays: 365,
  campaignLimitPerUser: 0,
  requireCampaignApproval: true,
};

describe('campaignSettingsInput', () => {
  it('accepts equal bounds', () => {
    expect(issuesOf(campaignSettingsInput, { ...campaign, maxGoal: 1000 })).toEqual([]);
  });
  it.each<[string, string]>([
    ['minGoal', 'maxGoal'],
    ['minEquityPercent', 'maxEquityPercent'],
    ['minValuation', 'maxValuation'],
    ['minInterestRate', 'maxInterestRate'],
    ['minTermMonths', 'maxTermMonths'],
  ])('%s above %s is an error on the maximum', (min, max) => {
    expect(issuesOf(campaignSettingsInput, { ...campaign, [min]: 50, [max]: 10 })).toEqual([`${max}: validation.maxBelowMin`]);
  });
  it('caps a campaign at 365 days', () => {
    expect(issuesOf(campaignSettingsInput, { ...campaign, maxCampaignDays: 366 })).toEqual(['maxCampaignDays: validation.tooBig']);
  });
});

describe('other settings groups', () => {
  it('revenue: basis points between 0 and 10000, integers', () => {
    const fees = {
      fixedSuccessFeeBps: 500,
      flexibleSuccessFeeBps: 1000,
      flexibleFailFeeBps: 1500,
      topUpFeeBps: 0,
      topUpFlatFee: 0,
      withdrawalFlatFee: 0,
    };
    expect(issuesOf(revenueSettingsInput, fees)).toEqual([]);
    expect(issuesOf(revenueSettingsInput, { ...fees, fixedSuccessFeeBps: 10_001 })).toEqual(['fixedSuccessFeeBps: validation.tooBig']);
    expect(issuesOf(revenueSettingsInput, { ...fees, topUpFeeBps: 2.5 })).toEqual(['topUpFeeBps: validation.invalidType']);
  });

  it('captcha: a switch per form', () => {
    const captcha = {
      provider: 'svg',
      adminLogin: false,
      frontLogin: false,
      frontSignup: false,
      contactUs: true,
      newsletter: false,
      comments: false,
    };
    expect(captchaSettingsInput.parse(captcha)).toMatchObject({ recaptchaSiteKey: null, recaptchaSecretKey: null });
    expect(issuesOf(captchaSettingsInput, { ...captcha, newsletter: undefined })).toEqual(['newsletter: validation.required']);
  });

  it('meta: a Twitter handle, an image reference', () => {
    const meta = { lang: 'fr', metaTitle: 'T', metaDescription: 'D' };
    expect(metaSettingsInput.parse(meta)).toMatchObject({ metaKeywords: null, ogImage: null, twitterHandle: null });
    expect(issuesOf(metaSettingsInput, { ...meta, twitterHandle: '@fundright' })).toEqual([]);
    expect(issuesOf(metaSettingsInput, { ...meta, twitterHandle: 'a b' })).toEqual(['twitterHandle: validation.invalidFormat']);
  });
});
