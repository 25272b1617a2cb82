import { accreditations, currencies, type Database, investments, investorProfiles, siteSettings } from '@cf/db';
import { regCfLimit, remainingOf } from '@cf/domain/compliance/reg-cf';
import type { ComplianceSettings, RateUsed } from '@cf/domain/schemas/compliance';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { dateIn } from '../../../lib/site-date';
import { siteZone } from '../../payouts/notices';
import { convertBy, decimalsOf, noRateError, rateOn, rateUsed } from '../rates';

/** Reg CF limits are in US dollars (17 CFR 227.100). */
export const REG_CF_CURRENCY = 'USD';
export const REG_CF_RULE = 'reg-cf.limit-12-months';

/** Where an investor stands against the 12-month limit now; limit null: accredited, unlimited. */
export type RegCfPosition = {
  accredited: boolean;
  limit: number | null;
  used: number;
  remaining: number | null;
  ratesUsed: RateUsed[];
};

async function isAccredited(db: Database, userId: string): Promise<boolean> {
  const [latest] = await db
    .select({ status: accreditations.status })
    .from(accreditations)
    .where(eq(accreditations.userId, userId))
    .orderBy(desc(accreditations.createdAt))
    .limit(1);
  return latest?.status === 'approved';
}

async function siteCurrency(db: Database): Promise<string> {
  const [row] = await db
    .select({ code: currencies.code })
    .from(siteSettings)
    .innerJoin(currencies, eq(currencies.id, siteSettings.currencyId))
    .limit(1);
  return row?.code ?? REG_CF_CURRENCY;
}

/**
 * The investor's 12-month position: the limit from their profile's income and net worth (site
 * currency, converted to USD with today's rate, rounded down), and what they invested (pending or
 * paid) on every campaign of the platform in the last 12 months, each day's amounts converted with
 * the rate in effect that day (rounded up). Every rate relied on is returned; none found is a 409.
 */
export async function regCfPosition(db: Database, userId: string, figures: ComplianceSettings, now = new Date()): Promise<RegCfPosition> {
  const ratesUsed = new Map<number, RateUsed>();
  const accredited = await isAccredited(db, userId);
  // Rates are by calendar day in the site's time zone (spec §9), as staff enter them.
  const zone = await siteZone(db);
  const used = await usedIn12Months(db, userId, now, ratesUsed, REG_CF_CURRENCY, zone);
  if (accredited) return { accredited, limit: null, used, remaining: null, ratesUsed: [...ratesUsed.values()] };
  const [profile] = await db
    .select({ income: investorProfiles.yearlyIncome, netWorth: investorProfiles.netWorth })
    .from(investorProfiles)
    .where(eq(investorProfiles.userId, userId));
  const site = await siteCurrency(db);
  const toUsd = async (amount: number | null | undefined): Promise<number | null> => {
    if (amount === null || amount === undefined || site === REG_CF_CURRENCY || amount === 0) return amount ?? null;
    const day = dateIn(zone, now);
    const found = await rateOn(db, site, REG_CF_CURRENCY, day);
    if (!found) throw noRateError(site, REG_CF_CURRENCY, day);
    ratesUsed.set(found.row.id, rateUsed(found.row));
    const decimals = await decimalsOf(db, [site, REG_CF_CURRENCY]);
    return convertBy(amount, found, 'down', { from: decimals.get(site) ?? 2, to: decimals.get(REG_CF_CURRENCY) ?? 2 });
  };
  const limit = regCfLimit(await toUsd(profile?.income), await toUsd(profile?.netWorth), figures);
  return { accredited, limit, used, remaining: remainingOf(limit, used), ratesUsed: [...ratesUsed.values()] };
}

/** The sum in a regime's currency (USD by default) of the investor's pending and paid investments of the last 12 months. */
export async function usedIn12Months(
  db: Database,
  userId: string,
  now: Date,
  ratesUsed: Map<number, RateUsed>,
  regime = REG_CF_CURRENCY,
  zone = 'UTC',
): Promise<number> {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - 1);
  const day = sql<string>`to_char(${investments.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;
  const groups = await db
    .select({ currency: investments.currency, day, amount: sql<string>`sum(${investments.amount})` })
    .from(investments)
    .where(and(eq(investments.investorId, userId), inArray(investments.status, ['pending', 'success']), gte(investments.createdAt, since)))
    // By position: the zone is a parameter, so the select's day and a repeated expression would not match.
    .groupBy(investments.currency, sql`2`);
  const decimals = await decimalsOf(db, [regime, ...new Set(groups.map((g) => g.currency))]);
  let total = 0;
  for (const g of groups) {
    const amount = Number(g.amount);
    if (g.currency === regime) {
      total += amount;
      continue;
    }
    const found = await rateOn(db, g.currency, regime, g.day);
    if (!found) throw noRateError(g.currency, regime, g.day);
    ratesUsed.set(found.row.id, rateUsed(found.row));
    total += convertBy(amount, found, 'up', { from: decimals.get(g.currency) ?? 2, to: decimals.get(regime) ?? 2 });
  }
  return total;
}
