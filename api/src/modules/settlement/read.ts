import { campaigns, type Database, investments, investmentSettings, paymentSessions, revenueSettings, siteSettings } from '@cf/db';
import { CAMPAIGN_STATUS } from '@cf/domain';
import type { RevenueRates } from '@cf/domain/settlement';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';

/** What settling needs of the operator's settings: fee rates, the grace period, the wallet module. */
export type SettlementSettings = RevenueRates & { closingGraceDays: number; walletModule: boolean };

/** The settings in one query (read once per run: a settings change mid-run waits for the next). */
export async function settlementSettings(db: Database): Promise<SettlementSettings> {
  const [row] = await db
    .select({
      fixedSuccessFeeBps: revenueSettings.fixedSuccessFeeBps,
      flexibleSuccessFeeBps: revenueSettings.flexibleSuccessFeeBps,
      flexibleFailFeeBps: revenueSettings.flexibleFailFeeBps,
      closingGraceDays: sql<number | null>`(select ${investmentSettings.closingGraceDays} from ${investmentSettings} limit 1)`,
      walletModule: sql<boolean | null>`(select ${siteSettings.walletModule} from ${siteSettings} limit 1)`,
    })
    .from(revenueSettings)
    .limit(1);
  if (!row) throw new Error('revenue settings are missing');
  return { ...row, closingGraceDays: row.closingGraceDays ?? 7, walletModule: row.walletModule ?? true };
}

/** A campaign's investment as settling sees it, with its checkout's provider reference for a card refund. */
export type OpenInvestment = Awaited<ReturnType<typeof openInvestments>>[number];

/** The campaign's confirmed and in-flight investments (read under its offer lock; one text, prepared once per connection). */
export async function openInvestments(tx: Database, campaignId: number) {
  return tx
    .select({
      id: investments.id,
      investorId: investments.investorId,
      amount: investments.amount,
      shares: investments.shares,
      status: investments.status,
      paymentType: investments.paymentType,
      gatewayFee: investments.gatewayFee,
      reference: investments.reference,
      reflectionEndsAt: investments.reflectionEndsAt,
      reconfirmBy: investments.reconfirmBy,
      reconfirmedAt: investments.reconfirmedAt,
      providerRef: paymentSessions.providerRef,
    })
    .from(investments)
    .leftJoin(paymentSessions, eq(paymentSessions.id, investments.sessionId))
    .where(and(eq(investments.campaignId, campaignId), inArray(investments.status, ['success', 'pending'])))
    .orderBy(asc(investments.createdAt), asc(investments.id))
    .prepare('settlement_open_investments')
    .execute();
}

/**
 * Campaigns the close job has to look at, by id after `afterId` (keyset pages): live ones past
 * their closing day or held in "closing", and closed ones never settled (closed before settlement
 * existed). Hidden and inactive campaigns wait until staff bring them back.
 */
export async function findCampaignsToSettle(db: Database, params: { today: string; afterId: number; limit: number }): Promise<number[]> {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        isNull(campaigns.settledAt),
        gt(campaigns.id, params.afterId),
        or(
          and(eq(campaigns.status, CAMPAIGN_STATUS.active), or(isNotNull(campaigns.closingSince), lt(campaigns.closingDate, params.today))),
          inArray(campaigns.status, [CAMPAIGN_STATUS.successful, CAMPAIGN_STATUS.unsuccessful]),
        ),
      ),
    )
    .orderBy(asc(campaigns.id))
    .limit(params.limit);
  return rows.map((r) => r.id);
}
