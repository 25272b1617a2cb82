import { currencies, type Database, lookups, siteSettings } from '@cf/db';
import { ValidationError } from '@cf/domain';
import { and, eq } from 'drizzle-orm';

/** A country must be an active entry of the `countries` lookup, by its ISO code. */
export async function assertCountry(db: Database, code: string | null | undefined, field = 'country'): Promise<void> {
  if (!code) return;
  const [row] = await db
    .select({ id: lookups.id })
    .from(lookups)
    .where(and(eq(lookups.type, 'countries'), eq(lookups.code, code), eq(lookups.active, true)))
    .limit(1);
  if (!row) throw new ValidationError([{ field, message: 'identity.investor.unknownCountry' }]);
}

export type SiteContext = {
  siteName: string;
  timezone: string;
  currency: { code: string; symbol: string; decimals: number; displayFormat: typeof currencies.$inferSelect.displayFormat };
};

/** The site's name, time zone and currency (amounts of the investor profile are in its minor units). */
export async function siteContext(db: Database): Promise<SiteContext> {
  const [row] = await db
    .select({
      siteName: siteSettings.siteName,
      timezone: siteSettings.timezone,
      code: currencies.code,
      symbol: currencies.symbol,
      decimals: currencies.decimals,
      displayFormat: currencies.displayFormat,
    })
    .from(siteSettings)
    .innerJoin(currencies, eq(currencies.id, siteSettings.currencyId))
    .where(eq(siteSettings.id, 1))
    .limit(1);
  if (!row)
    return { siteName: 'Crowdfunding', timezone: 'UTC', currency: { code: 'USD', symbol: '$', decimals: 2, displayFormat: 'leftSymbol' } };
  const { siteName, timezone, ...currency } = row;
  return { siteName, timezone, currency };
}
