import { campaigns, currencies } from '@cf/db';
import type { CampaignStatus, CurrencyFormat } from '@cf/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { daysBetween } from './site-date';

/**
 * The columns of a campaign card, read in the page's one query: the currency by a join, the
 * number of savers by a correlated count on saved_campaigns_campaign_idx (no N+1).
 */
export const cardColumns = {
  id: campaigns.id,
  slug: campaigns.slug,
  companyName: campaigns.companyName,
  campaignName: campaigns.campaignName,
  companyTagLine: campaigns.companyTagLine,
  companyLogo: campaigns.companyLogo,
  campaignImage: campaigns.campaignImage,
  investingType: campaigns.investingType,
  currencyCode: currencies.code,
  currencySymbol: currencies.symbol,
  currencyFormat: currencies.displayFormat,
  currencyDecimals: currencies.decimals,
  goal: campaigns.goal,
  raisedAmount: campaigns.raisedAmount,
  percentRaisedBps: campaigns.percentRaisedBps,
  closingDate: campaigns.closingDate,
  status: campaigns.status,
  featured: campaigns.featured,
  campaignAccreditation: campaigns.campaignAccreditation,
  savedCount: sql<number>`(select count(*)::int from saved_campaigns s where s.campaign_id = ${campaigns.id})`.mapWith(Number),
};

export type CardRow = {
  id: number;
  slug: string;
  companyName: string | null;
  campaignName: string | null;
  companyTagLine: string | null;
  companyLogo: string | null;
  campaignImage: string | null;
  investingType: 'equity' | 'debt';
  currencyCode: string | null;
  currencySymbol: string | null;
  currencyFormat: CurrencyFormat | null;
  currencyDecimals: number | null;
  goal: number | null;
  raisedAmount: number;
  percentRaisedBps: number | null;
  closingDate: string | null;
  status: number;
  featured: boolean;
  campaignAccreditation: 'accredited' | 'all';
  savedCount: number;
};

export const currencyOut = z.object({ code: z.string(), symbol: z.string(), displayFormat: z.string(), decimals: z.number() }).nullable();

export const cardOut = z.object({
  id: z.number(),
  slug: z.string(),
  companyName: z.string().nullable(),
  campaignName: z.string().nullable(),
  companyTagLine: z.string().nullable(),
  companyLogo: z.string().nullable(),
  campaignImage: z.string().nullable(),
  investingType: z.enum(['equity', 'debt']),
  currency: currencyOut,
  goal: z.number().nullable(),
  raisedAmount: z.number(),
  /** Raised over goal, in percent with two decimals (may pass 100). */
  percentRaised: z.number(),
  /** Whole days until the closing date (site time zone); 0 once closed; null without a date. */
  daysLeft: z.number().nullable(),
  closingDate: z.string().nullable(),
  status: z.number(),
  savedCount: z.number(),
  featured: z.boolean(),
  accreditedOnly: z.boolean(),
});
export type Card = z.infer<typeof cardOut>;

export const currencyOf = (row: Pick<CardRow, 'currencyCode' | 'currencySymbol' | 'currencyFormat' | 'currencyDecimals'>) =>
  row.currencyCode
    ? {
        code: row.currencyCode,
        symbol: row.currencySymbol ?? '',
        displayFormat: row.currencyFormat ?? 'leftCode',
        decimals: row.currencyDecimals ?? 2,
      }
    : null;

export function toCard(row: CardRow, today: string): Card {
  const open = (row.status as CampaignStatus) === 2;
  return {
    id: row.id,
    slug: row.slug,
    companyName: row.companyName,
    campaignName: row.campaignName,
    companyTagLine: row.companyTagLine,
    companyLogo: row.companyLogo,
    campaignImage: row.campaignImage,
    investingType: row.investingType,
    currency: currencyOf(row),
    goal: row.goal,
    raisedAmount: row.raisedAmount,
    percentRaised: (row.percentRaisedBps ?? 0) / 100,
    daysLeft: open ? daysBetween(today, row.closingDate) : row.closingDate ? 0 : null,
    closingDate: row.closingDate,
    status: row.status,
    savedCount: row.savedCount,
    featured: row.featured,
    accreditedOnly: row.campaignAccreditation === 'accredited',
  };
}
