import { campaigns, currencies, type Database, investments, siteSettings } from '@cf/db';
import { type CurrencyFormat, ForbiddenError, NotFoundError } from '@cf/domain';
import type { DebtTerms, ScheduleFrequency } from '@cf/domain/repayments';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { dateIn } from '../../lib/site-date';

/** The caller as these services see them. */
export type Caller = { id: string; isAdmin: boolean };
export type Role = 'owner' | 'staff' | 'investor';

const FALLBACK_CURRENCY = { symbol: '', displayFormat: 'leftSpaceCode' as const, decimals: 2 };

const campaignColumns = {
  id: campaigns.id,
  ownerId: campaigns.ownerId,
  slug: campaigns.slug,
  status: campaigns.status,
  investingType: campaigns.investingType,
  campaignName: campaigns.campaignName,
  companyName: campaigns.companyName,
  currencyCode: campaigns.currencyCode,
  interestRateBps: campaigns.interestRateBps,
  investFrequency: campaigns.investFrequency,
  termLengthMonths: campaigns.termLengthMonths,
  paybackStartDate: campaigns.paybackStartDate,
  repaymentMethod: campaigns.repaymentMethod,
  maturityDate: campaigns.maturityDate,
  redemptionTerms: campaigns.redemptionTerms,
  symbol: currencies.symbol,
  displayFormat: currencies.displayFormat,
  decimals: currencies.decimals,
};

const selectCampaigns = (db: Database) =>
  db.select(campaignColumns).from(campaigns).leftJoin(currencies, eq(currencies.code, campaigns.currencyCode));

function shape<
  R extends {
    campaignName: string | null;
    companyName: string | null;
    slug: string;
    currencyCode: string | null;
    symbol: string | null;
    displayFormat: CurrencyFormat | null;
    decimals: number | null;
  },
>(row: R) {
  return {
    ...row,
    name: row.campaignName || row.companyName || row.slug,
    currency: {
      code: row.currencyCode ?? 'USD',
      symbol: row.symbol ?? FALLBACK_CURRENCY.symbol,
      displayFormat: row.displayFormat ?? FALLBACK_CURRENCY.displayFormat,
      decimals: row.decimals ?? FALLBACK_CURRENCY.decimals,
    },
  };
}

/** What repayments read of a campaign, with its currency's display. One query (optionally locking the campaign's row). */
export async function repaymentCampaign(db: Database, id: number, lock = false) {
  const query = selectCampaigns(db).where(eq(campaigns.id, id));
  const [row] = lock ? await query.for('update', { of: campaigns }) : await query;
  if (!row) throw new NotFoundError();
  return shape(row);
}

/** Several campaigns at once (the jobs' batches). */
export async function repaymentCampaigns(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, RepaymentCampaign>();
  const rows = await selectCampaigns(db).where(inArray(campaigns.id, ids));
  return new Map(rows.map((r) => [r.id, shape(r)] as const));
}
export type RepaymentCampaign = Awaited<ReturnType<typeof repaymentCampaign>>;

/** Each investor's confirmed investment in the campaign: largest first, then by id (a stable order for remainders). */
export async function holdingsOf(db: Database, campaignId: number): Promise<{ userId: string; invested: number }[]> {
  const invested = sql<number>`sum(${investments.amount})`.mapWith(Number);
  return db
    .select({ userId: investments.investorId, invested })
    .from(investments)
    .where(and(eq(investments.campaignId, campaignId), eq(investments.status, 'success')))
    .groupBy(investments.investorId)
    .orderBy(desc(invested), investments.investorId);
}

/**
 * Who the caller is to the campaign: its owner, staff, or one of its investors (a confirmed
 * investment). Anyone else gets the 404 of a campaign that does not exist.
 */
export async function roleIn(db: Database, campaign: { id: number; ownerId: string }, caller: Caller): Promise<Role> {
  if (campaign.ownerId === caller.id) return 'owner';
  if (caller.isAdmin) return 'staff';
  const [investor] = await db
    .select({ id: investments.id })
    .from(investments)
    .where(and(eq(investments.campaignId, campaign.id), eq(investments.investorId, caller.id), eq(investments.status, 'success')))
    .limit(1);
  if (!investor) throw new NotFoundError();
  return 'investor';
}

/** The debt terms a schedule is made from, or null while any is missing (dates do not change amounts). */
export function termsOf(campaign: RepaymentCampaign, firstDueDate: string): DebtTerms | null {
  const { interestRateBps, investFrequency, termLengthMonths } = campaign;
  if (interestRateBps === null || !investFrequency || !termLengthMonths) return null;
  return { rateBps: interestRateBps, frequency: investFrequency as ScheduleFrequency, termMonths: termLengthMonths, firstDueDate };
}

/** Today in the site's time zone (spec §9): due dates and lateness are calendar days there. */
export async function siteDay(db: Database, now = new Date()): Promise<string> {
  const [row] = await db.select({ timezone: siteSettings.timezone }).from(siteSettings).limit(1);
  return dateIn(row?.timezone ?? 'UTC', now);
}

/** The owner or staff; an investor of the campaign may read but not manage (403), anyone else gets the 404. */
export async function managerRole(db: Database, campaign: { id: number; ownerId: string }, caller: Caller): Promise<'owner' | 'staff'> {
  const role = await roleIn(db, campaign, caller);
  if (role === 'investor') throw new ForbiddenError('repayments.errors.ownerOnly');
  return role;
}
