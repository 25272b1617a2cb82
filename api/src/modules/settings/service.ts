import {
  type Database,
  campaignSettings,
  captchaSettings,
  currencies,
  customImages,
  languages,
  metaSettings,
  revenueSettings,
  siteSettings,
  socialSignupSettings,
  taxonomySettings,
} from '@cf/db';
import { NotFoundError } from '@cf/domain';
import { asc, eq } from 'drizzle-orm';
import { oneWithFallback } from '../../lib/lang';

const currencyColumns = {
  id: currencies.id,
  code: currencies.code,
  name: currencies.name,
  symbol: currencies.symbol,
  displayFormat: currencies.displayFormat,
  decimals: currencies.decimals,
};

export async function activeCurrencies(db: Database) {
  return db.select(currencyColumns).from(currencies).where(eq(currencies.active, true)).orderBy(asc(currencies.code));
}

/** The settings every visitor may see: never exceptIP, secrets or keys. */
export async function publicSiteSettings(db: Database) {
  const [row] = await db.select().from(siteSettings).limit(1);
  if (!row) throw new NotFoundError();
  const all = await db.select(currencyColumns).from(currencies);
  const currency = all.find((c) => c.id === row.currencyId) ?? null;
  const mangoPayCurrency = all.find((c) => c.id === row.mangoPayCurrencyId) ?? null;
  return {
    siteName: row.siteName,
    siteLogo: row.siteLogo,
    darkLogo: row.darkLogo,
    favIcon: row.favIcon,
    sitePrimaryColor: row.sitePrimaryColor,
    siteSecondaryColor: row.siteSecondaryColor,
    timezone: row.timezone,
    googleAnalyticsCode: row.googleAnalyticsCode,
    contactEmail: row.contactEmail,
    walletModule: row.walletModule,
    mangoPayModule: row.mangoPayModule,
    enableShareCertificate: row.enableShareCertificate,
    onlyAdminCreateCampaign: row.onlyAdminCreateCampaign,
    adminSeesBothViews: row.adminSeesBothViews,
    maintainanceMode: row.maintainanceMode,
    currency,
    mangoPayCurrency,
    enableRestrictMapCountry: row.enableRestrictMapCountry,
    restrictMapCountryList: row.restrictMapCountryList,
    defaultLanguage: row.defaultLanguage,
  };
}
export type PublicSiteSettings = Awaited<ReturnType<typeof publicSiteSettings>>;

/** Maintenance needs the exempt address too; read by the server only, never sent to clients. */
export async function maintenanceState(db: Database) {
  const [row] = await db
    .select({ maintainanceMode: siteSettings.maintainanceMode, exceptIP: siteSettings.exceptIP })
    .from(siteSettings)
    .limit(1);
  return row ?? { maintainanceMode: false, exceptIP: null };
}

export async function activeLanguages(db: Database) {
  return db
    .select({
      id: languages.id,
      code: languages.code,
      name: languages.name,
      nativeName: languages.nativeName,
      direction: languages.direction,
      isDefault: languages.isDefault,
    })
    .from(languages)
    .where(eq(languages.active, true))
    .orderBy(asc(languages.sortOrder), asc(languages.code));
}

export async function publicMeta(db: Database, lang: string) {
  const row = await oneWithFallback(lang, async (l) => (await db.select().from(metaSettings).where(eq(metaSettings.lang, l)).limit(1))[0]);
  if (!row) throw new NotFoundError();
  const { id: _id, createdAt: _c, updatedAt: _u, ...meta } = row;
  return meta;
}

export async function publicTaxonomy(db: Database, lang: string) {
  const row = await oneWithFallback(
    lang,
    async (l) => (await db.select().from(taxonomySettings).where(eq(taxonomySettings.lang, l)).limit(1))[0],
  );
  if (!row) throw new NotFoundError();
  const { id: _id, createdAt: _c, updatedAt: _u, ...taxonomy } = row;
  return taxonomy;
}

export async function publicRevenue(db: Database) {
  const [row] = await db.select().from(revenueSettings).limit(1);
  if (!row) throw new NotFoundError();
  const { id: _id, createdAt: _c, updatedAt: _u, ...revenue } = row;
  return revenue;
}

export async function publicCampaignSettings(db: Database) {
  const [row] = await db.select().from(campaignSettings).limit(1);
  if (!row) throw new NotFoundError();
  const { id: _id, createdAt: _c, updatedAt: _u, ...settings } = row;
  return settings;
}

/**
 * The provider the forms really use: reCAPTCHA only once staff have given both of its keys (a
 * half-configured reCAPTCHA would refuse every form), otherwise the built-in image captcha.
 */
export function effectiveCaptchaProvider(
  row: Pick<typeof captchaSettings.$inferSelect, 'provider' | 'recaptchaSiteKey' | 'recaptchaSecretKey'>,
) {
  return row.provider === 'recaptcha' && row.recaptchaSiteKey && row.recaptchaSecretKey ? 'recaptcha' : 'svg';
}

/** The captcha key and where a captcha is asked for; the reCAPTCHA secret stays here. */
export async function publicCaptcha(db: Database) {
  const [row] = await db.select().from(captchaSettings).limit(1);
  if (!row) throw new NotFoundError();
  const { id: _id, createdAt: _c, updatedAt: _u, recaptchaSecretKey: _secret, ...captcha } = row;
  return { ...captcha, provider: effectiveCaptchaProvider(row) };
}

export async function captchaRow(db: Database) {
  const [row] = await db.select().from(captchaSettings).limit(1);
  return row;
}

/** Enabled social providers and their public client ids (secrets stay on the server). */
export async function publicSocialSignup(db: Database) {
  const rows = await db.select().from(socialSignupSettings).orderBy(asc(socialSignupSettings.provider));
  return rows.map((r) => ({ provider: r.provider, enabled: r.enabled && Boolean(r.clientId), clientId: r.enabled ? r.clientId : null }));
}

export async function publicCustomImages(db: Database) {
  return db
    .select({ slot: customImages.slot, title: customImages.title, image: customImages.image })
    .from(customImages)
    .orderBy(asc(customImages.slot));
}
