import { captchaSettings, currencies, languages, siteSettings, socialSignupSettings } from '@cf/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, useTestApp } from '../../../test/app';

type Obj = Record<string, unknown>;

describe('public settings (spec §7, all under /api/v1/admin/)', () => {
  const ctx = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/admin/${url}`, headers });

  beforeAll(async () => {
    // Secrets and the exempt address are set, so that a leak would show in the answers.
    const db = ctx.handle.db;
    await db.update(siteSettings).set({ exceptIP: '203.0.113.77' });
    await db.update(captchaSettings).set({ recaptchaSiteKey: 'site-key-public', recaptchaSecretKey: 'recaptcha-secret-999' });
    await db
      .update(socialSignupSettings)
      .set({ enabled: true, clientId: 'google-client-id', clientSecret: 'google-secret-888' })
      .where(eq(socialSignupSettings.provider, 'google'));
    await db
      .update(socialSignupSettings)
      .set({ enabled: true, clientSecret: 'fb-secret-777' })
      .where(eq(socialSignupSettings.provider, 'facebook'));
    await db.insert(languages).values({ code: 'de', name: 'German', nativeName: 'Deutsch', active: false, sortOrder: 9 });
    await db.update(currencies).set({ active: false }).where(eq(currencies.code, 'GBP'));
    ctx.app.publicCache.clearLocal();
  });

  it('site-setting/front gives the public settings only: no exceptIP, no keys', async () => {
    const res = await get('site-setting/front');
    const data = dataOf<Obj>(res);
    expect(Object.keys(data).sort()).toEqual(
      [
        'siteName',
        'siteLogo',
        'darkLogo',
        'favIcon',
        'sitePrimaryColor',
        'siteSecondaryColor',
        'timezone',
        'googleAnalyticsCode',
        'contactEmail',
        'walletModule',
        'mangoPayModule',
        'enableShareCertificate',
        'onlyAdminCreateCampaign',
        'adminSeesBothViews',
        'maintainanceMode',
        'currency',
        'mangoPayCurrency',
        'enableRestrictMapCountry',
        'restrictMapCountryList',
        'defaultLanguage',
      ].sort(),
    );
    expect(data).toMatchObject({
      siteName: 'Fundright',
      sitePrimaryColor: '#0b5cad',
      maintainanceMode: false,
      defaultLanguage: 'en',
      currency: { code: 'USD', symbol: '$', displayFormat: 'leftSymbol', decimals: 2 },
      // The demo's regional wallet (MangoPay's sandbox twin) holds US dollars.
      mangoPayModule: true,
      mangoPayCurrency: { code: 'USD', symbol: '$', decimals: 2 },
    });
    expect(res.body).not.toContain('203.0.113.77');
    expect(res.body).not.toMatch(/exceptIP|secret/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('languages/front lists the active languages in order with their direction', async () => {
    const data = dataOf<Obj[]>(await get('languages/front'));
    expect(data.map((l) => l.code)).toEqual(['en', 'fr', 'ar']);
    expect(data.find((l) => l.code === 'ar')).toMatchObject({ direction: 'rtl', nativeName: 'العربية', isDefault: false });
    expect(data.find((l) => l.code === 'en')).toMatchObject({ direction: 'ltr', isDefault: true });
    expect(Object.keys(data[0]!).sort()).toEqual(['code', 'direction', 'id', 'isDefault', 'name', 'nativeName']);
  });

  it('currencies/front lists active currencies with display format and decimals', async () => {
    const data = dataOf<Obj[]>(await get('currencies/front'));
    expect(data.map((c) => c.code)).toEqual(['AED', 'EUR', 'JPY', 'USD']);
    expect(data.find((c) => c.code === 'JPY')).toMatchObject({ symbol: '¥', displayFormat: 'leftSpaceCode', decimals: 0 });
    expect(data.find((c) => c.code === 'EUR')).toMatchObject({ displayFormat: 'leftSymbol', decimals: 2 });
    expect(Object.keys(data[0]!).sort()).toEqual(['code', 'decimals', 'displayFormat', 'id', 'name', 'symbol']);
  });

  describe.each([
    [
      'meta-setting/front',
      'metaTitle',
      { en: 'Fundright — invest in growing companies', fr: 'Fundright — investissez dans des entreprises en croissance' },
    ],
    ['taxonomy-setting/front', 'projectPlural', { en: 'Campaigns', fr: 'Campagnes' }],
  ])('%s', (url, field, expected) => {
    it('answers in English by default, in French with ?language=fr', async () => {
      const en = dataOf<Obj>(await get(url));
      expect(en).toMatchObject({ lang: 'en', [field]: expected.en });
      const fr = dataOf<Obj>(await get(`${url}?language=fr`));
      expect(fr).toMatchObject({ lang: 'fr', [field]: expected.fr });
      expect(fr).not.toHaveProperty('id');
      expect(fr).not.toHaveProperty('createdAt');
    });

    it('falls back to English for a language without its own row, and follows Accept-Language', async () => {
      expect(dataOf<Obj>(await get(`${url}?language=de`))).toMatchObject({ lang: 'en', [field]: expected.en });
      expect(dataOf<Obj>(await get(url, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' }))).toMatchObject({ lang: 'fr' });
      expect(dataOf<Obj>(await get(url, { 'accept-language': 'ar' }))).toMatchObject({ lang: 'ar' });
    });
  });

  it('revenue-setting/front gives fees in basis points and flat fees', async () => {
    const data = dataOf<Obj>(await get('revenue-setting/front'));
    expect(data).toEqual({
      fixedSuccessFeeBps: 500,
      flexibleSuccessFeeBps: 1000,
      flexibleFailFeeBps: 1500,
      topUpFeeBps: 0,
      topUpFlatFee: 0,
      withdrawalFlatFee: 0,
    });
  });

  it('campaign-setting/front gives the campaign bounds as numbers', async () => {
    const data = dataOf<Obj>(await get('campaign-setting/front'));
    expect(data).toMatchObject({
      minGoal: 100_000,
      maxGoal: 500_000_000,
      minInvestment: 10_000,
      minEquityPercent: 0.5,
      maxEquityPercent: 49,
      maxCampaignDays: 365,
      campaignLimitPerUser: 5,
      requireCampaignApproval: true,
    });
    expect(data).not.toHaveProperty('id');
  });

  it('recaptcha/front gives the site key and the forms, never the secret key', async () => {
    const res = await get('recaptcha/front');
    expect(dataOf<Obj>(res)).toEqual({
      provider: 'svg',
      recaptchaSiteKey: 'site-key-public',
      adminLogin: false,
      frontLogin: false,
      frontSignup: false,
      contactUs: true,
      newsletter: false,
      comments: false,
    });
    expect(res.body).not.toContain('recaptcha-secret-999');
    expect(res.body).not.toMatch(/secret/i);
  });

  it('social-signup gives providers and public client ids, never a client secret', async () => {
    const res = await get('social-signup');
    expect(dataOf(res)).toEqual([
      // Enabled without a client id cannot work, so it is shown as disabled.
      { provider: 'facebook', enabled: false, clientId: null },
      { provider: 'google', enabled: true, clientId: 'google-client-id' },
      { provider: 'linkedin', enabled: false, clientId: null },
    ]);
    expect(res.body).not.toMatch(/secret/i);
  });

  it('custom-image-upload/front gives the image slots', async () => {
    const data = dataOf<Obj[]>(await get('custom-image-upload/front'));
    expect(data).toEqual([
      { slot: 'home-hero', title: 'Home page hero', image: '/demo/hero.svg' },
      { slot: 'login-side', title: 'Login page illustration', image: '/demo/slide-2.svg' },
    ]);
  });

  it('ignores a malformed language code instead of failing', async () => {
    expect(dataOf<Obj>(await get('meta-setting/front?language=%3Cscript%3E'))).toMatchObject({ lang: 'en' });
    const tooLong = await get(`meta-setting/front?language=${'x'.repeat(11)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ status: 'fail', errors: [{ field: 'language' }] });
  });
});
