import { campaigns, type Database, noteMaturities } from '@cf/db';
import type { NoteMaturity } from '@cf/domain/schemas/certificates';
import { and, isNotNull, type SQL, sql } from 'drizzle-orm';

const name = sql<string>`coalesce(nullif(${campaigns.campaignName}, ''), nullif(${campaigns.companyName}, ''), ${campaigns.slug})`;

/**
 * Convertible-note campaigns (those with a maturity date) with their paid notes' sum and count,
 * their decision and the live certificates it issued: one query for a whole page (the sums are
 * lateral subqueries on the campaign's investments and certificates indexes).
 */
export const selectNotes = (db: Database, today: string) =>
  db
    .select({
      id: campaigns.id,
      campaignName: name,
      status: campaigns.status,
      currency: sql<string>`coalesce(${campaigns.currencyCode}, 'USD')`,
      maturityDate: sql<string>`${campaigns.maturityDate}::text`,
      conversionTrigger: campaigns.conversionTrigger,
      redemptionTerms: campaigns.redemptionTerms,
      principal:
        sql<number>`(select coalesce(sum(amount), 0) from investments i where i.campaign_id = ${campaigns.id} and i.status = 'success')`.mapWith(
          Number,
        ),
      investments: sql<number>`(select count(*) from investments i where i.campaign_id = ${campaigns.id} and i.status = 'success')`.mapWith(
        Number,
      ),
      matured: sql<boolean>`${campaigns.maturityDate} <= ${today}::date`,
      outcome: noteMaturities.outcome,
      conversionPrice: noteMaturities.conversionPrice,
      shareClass: noteMaturities.shareClass,
      decidedAt: noteMaturities.decidedAt,
      decidedById: noteMaturities.decidedById,
      certificates:
        sql<number>`(select count(*) from share_certificates s where s.campaign_id = ${campaigns.id} and s.voided_at is null and s.type = 'converted')`.mapWith(
          Number,
        ),
    })
    .from(campaigns)
    .leftJoin(noteMaturities, sql`${noteMaturities.campaignId} = ${campaigns.id}`);

/** Only campaigns with note terms, plus the list's own conditions. */
export const notesWhere = (...more: (SQL | undefined)[]) => and(isNotNull(campaigns.maturityDate), ...more);

export type NoteRow = NoteMaturity;
