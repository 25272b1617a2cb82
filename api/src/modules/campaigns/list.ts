import { campaigns, currencies, type Database, savedCampaigns } from '@cf/db';
import { CAMPAIGN_STATUS, type CampaignStatus, type OwnerCampaignsQuery } from '@cf/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { dateIn, daysBetween } from '../../lib/site-date';
import { type Actor, siteContext } from './context';

/** The campaign's own columns on a card (the owner's list here, the public cards in campaigns-public). */
export const cardCampaignColumns = {
  id: campaigns.id,
  slug: campaigns.slug,
  companyName: campaigns.companyName,
  campaignName: campaigns.campaignName,
  companyTagLine: campaigns.companyTagLine,
  companyLogo: campaigns.companyLogo,
  campaignImage: campaigns.campaignImage,
  investingType: campaigns.investingType,
  goal: campaigns.goal,
  raisedAmount: campaigns.raisedAmount,
  percentRaisedBps: campaigns.percentRaisedBps,
  closingDate: campaigns.closingDate,
  status: campaigns.status,
  featured: campaigns.featured,
  campaignAccreditation: campaigns.campaignAccreditation,
};

/**
 * GET /campaigns/equities: the caller's campaigns as cards with their status, newest first, 6 a
 * page (spec §9), optionally one status. Staff may list another owner's with ownerId.
 */
export async function ownerCampaigns(db: Database, actor: Actor, query: OwnerCampaignsQuery) {
  const ownerId = actor.isAdmin && query.ownerId ? query.ownerId : actor.id;
  const where = and(
    eq(campaigns.ownerId, ownerId),
    query.status !== undefined ? eq(campaigns.status, query.status as CampaignStatus) : undefined,
  );
  const [rows, [total], site] = await Promise.all([
    db
      .select({
        campaign: { ...cardCampaignColumns, createdAt: campaigns.createdAt, decisionReason: campaigns.decisionReason },
        currency: {
          code: currencies.code,
          symbol: currencies.symbol,
          displayFormat: currencies.displayFormat,
          decimals: currencies.decimals,
        },
        savedCount: sql<number>`(select count(*)::int from ${savedCampaigns} where ${savedCampaigns.campaignId} = ${campaigns.id})`,
      })
      .from(campaigns)
      .leftJoin(currencies, eq(currencies.code, campaigns.currencyCode))
      .where(where)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(campaigns).where(where),
    siteContext(db),
  ]);
  const today = dateIn(site.timezone);
  const items = rows.map(({ campaign: c, currency, savedCount }) => {
    const { percentRaisedBps, campaignAccreditation, decisionReason, ...card } = c;
    return {
      ...card,
      decisionReason: c.status === CAMPAIGN_STATUS.declined ? decisionReason : null,
      currency: currency?.code ? currency : null,
      percentRaised: (percentRaisedBps ?? 0) / 100,
      daysLeft: daysBetween(today, c.closingDate),
      savedCount: Number(savedCount),
      accreditedOnly: campaignAccreditation === 'accredited',
    };
  });
  return { items, total: Number(total?.value ?? 0), page: query.page, limit: query.limit };
}
