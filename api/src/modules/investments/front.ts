import { campaignOffers, campaigns, currencies, type Database } from '@cf/db';
import { and, eq, inArray } from 'drizzle-orm';
import { CAMPAIGN_STATUS, NotFoundError, PUBLIC_STATUSES } from '@cf/domain';

/**
 * What the invest page shows of a campaign's offer (process-investment/{campaignId}/front): price,
 * bounds, and what is left — public figures, the same for every visitor.
 */
export async function offerFront(db: Database, campaignId: number) {
  const [row] = await db
    .select({
      campaignId: campaigns.id,
      slug: campaigns.slug,
      name: campaigns.companyName,
      status: campaigns.status,
      investingType: campaigns.investingType,
      accreditedOnly: campaigns.campaignAccreditation,
      pricePerShare: campaigns.pricePerShare,
      availableShares: campaigns.availableShares,
      minimumInvestment: campaigns.minimumInvestment,
      maximumInvestment: campaigns.maximumInvestment,
      maximumRaise: campaigns.maximumRaise,
      raisedAmount: campaigns.raisedAmount,
      sharesSold: campaignOffers.sharesSold,
      sharesHeld: campaignOffers.sharesHeld,
      amountHeld: campaignOffers.amountHeld,
      currency: {
        code: currencies.code,
        symbol: currencies.symbol,
        displayFormat: currencies.displayFormat,
        decimals: currencies.decimals,
      },
    })
    .from(campaigns)
    .innerJoin(currencies, eq(currencies.code, campaigns.currencyCode))
    .leftJoin(campaignOffers, eq(campaignOffers.campaignId, campaigns.id))
    .where(and(eq(campaigns.id, campaignId), inArray(campaigns.status, [...PUBLIC_STATUSES])));
  if (!row) throw new NotFoundError();
  const sold = row.sharesSold ?? 0;
  const held = row.sharesHeld ?? 0;
  return {
    campaignId: row.campaignId,
    slug: row.slug,
    name: row.name,
    open: row.status === CAMPAIGN_STATUS.active,
    investingType: row.investingType,
    accreditedOnly: row.accreditedOnly === 'accredited',
    pricePerShare: row.pricePerShare,
    sharesLeft: row.availableShares === null ? null : Math.max(0, row.availableShares - sold - held),
    minimumInvestment: row.minimumInvestment,
    maximumInvestment: row.maximumInvestment,
    capLeft: row.maximumRaise === null ? null : Math.max(0, row.maximumRaise - row.raisedAmount - (row.amountHeld ?? 0)),
    currency: row.currency,
  };
}
