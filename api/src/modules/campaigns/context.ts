import { campaignSettings, currencies, type Database, siteSettings } from '@cf/db';
import { type CampaignRuleContext, type CurrencyDisplay, formatMoney, NotFoundError, type UserType } from '@cf/domain';
import { eq } from 'drizzle-orm';
import type { DepsOf } from '../../deps';
import { dateIn } from '../../lib/site-date';

/** What the campaign services use of the app (the app itself, or a test double with a counting db). */
export type CampaignDeps = DepsOf<'db' | 'mailer' | 'storage' | 'realtime' | 'config'>;

/** The signed-in caller of an owner route. */
export type Actor = { id: string; isAdmin: boolean; userType: UserType | null; lang: string; ip: string };

export type SiteContext = { timezone: string; onlyAdminCreateCampaign: boolean; siteName: string; primaryColor: string };

export async function siteContext(db: Database): Promise<SiteContext> {
  const [row] = await db
    .select({
      timezone: siteSettings.timezone,
      onlyAdminCreateCampaign: siteSettings.onlyAdminCreateCampaign,
      siteName: siteSettings.siteName,
      primaryColor: siteSettings.sitePrimaryColor,
    })
    .from(siteSettings)
    .limit(1);
  return row ?? { timezone: 'UTC', onlyAdminCreateCampaign: false, siteName: 'Fundright', primaryColor: '#0b5cad' };
}

export type CampaignSettingsRow = typeof campaignSettings.$inferSelect;

export async function loadCampaignSettings(db: Database): Promise<CampaignSettingsRow> {
  const [row] = await db.select().from(campaignSettings).limit(1);
  if (!row) throw new NotFoundError();
  return row;
}

export async function currencyOf(db: Database, code: string | null): Promise<(CurrencyDisplay & { active: boolean }) | null> {
  if (!code) return null;
  const [row] = await db
    .select({
      code: currencies.code,
      symbol: currencies.symbol,
      displayFormat: currencies.displayFormat,
      decimals: currencies.decimals,
      active: currencies.active,
    })
    .from(currencies)
    .where(eq(currencies.code, code))
    .limit(1);
  return row ?? null;
}

/** What the spec §5 rules need: the settings' bounds, today, and amounts written in the campaign's currency. */
export async function ruleContext(db: Database, currencyCode: string | null, lang: string): Promise<CampaignRuleContext> {
  const [settings, site, currency] = await Promise.all([loadCampaignSettings(db), siteContext(db), currencyOf(db, currencyCode)]);
  return {
    bounds: settings,
    today: dateIn(site.timezone),
    ...(currency ? { money: (minor: number) => formatMoney(minor, currency, lang) } : {}),
  };
}
