import { campaigns, currencies } from '@cf/db';
import { CAMPAIGN_STATUS, type CardOut, type CurrencyFormat, type InvestingType } from '@cf/domain';
import { sql } from 'drizzle-orm';
import { daysBetween } from '../../lib/site-date';
import { cardCampaignColumns } from '../campaigns/index';

/**
 * The columns of a campaign card, read in the page's one query: the currency by a join, the
 * number of savers by a correlated count on saved_campaigns_campaign_idx (no N+1).
 */
export const cardColumns = {
  ...cardCampaignColumns,
  currencyCode: currencies.code,
  currencySymbol: currencies.symbol,
  currencyFormat: currencies.displayFormat,
  currencyDecimals: currencies.decimals,
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
  investingType: InvestingType;
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

export type Card = CardOut;

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
  const open = row.status === CAMPAIGN_STATUS.active;
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
