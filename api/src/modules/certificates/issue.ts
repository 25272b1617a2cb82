import { campaigns, type Database, shareCertificates, siteSettings } from '@cf/db';
import { CAMPAIGN_STATUS, ConflictError, NotFoundError } from '@cf/domain';
import { DEFAULT_SHARE_CLASS } from '@cf/domain/schemas/certificates';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';

/** Locks the campaign's row: its certificate counter is taken by one issue or reissue at a time. */
async function lockCounter(tx: Database, campaignId: number): Promise<boolean> {
  const [row] = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  return row !== undefined;
}

/**
 * Issues the missing certificates of a campaign, in one statement whatever its number of
 * investments: every paid investment with shares in a successful campaign — an equity raise, or a
 * convertible note that staff converted (type "converted", in the conversion's class) — that has
 * no live certificate yet, when the site's enableShareCertificate setting is on. Numbers follow the
 * campaign's counter, in payment order, and the counter moves by as many in the same statement.
 * The campaign's row is locked first, so concurrent calls queue and the second finds nothing left
 * to issue: no number is taken twice, none is skipped. Idempotent; returns how many were issued.
 * Runs in the caller's transaction when given one (the conversion); the issue-certificates job calls it after settlement.
 */
export async function issueCertificatesFor(db: Database, campaignId: number, issuedById: string | null = null): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await lockCounter(tx, campaignId))) return 0;
    const result = await tx.execute(sql`
      with eligible as (
        select i.id, i.investor_id, i.shares, coalesce(i.price_per_share, c.price_per_share, 0) as price,
               case when m.outcome = 'converted' then 'converted' else 'equity' end as type,
               coalesce(m.share_class, ${DEFAULT_SHARE_CLASS}::text) as share_class,
               row_number() over (order by i.paid_at nulls last, i.created_at, i.id) as n
        from investments i
        join campaigns c on c.id = i.campaign_id
        left join note_maturities m on m.campaign_id = c.id
        where i.campaign_id = ${campaignId}
          and i.status = 'success' and i.shares > 0
          and c.status = ${CAMPAIGN_STATUS.successful}
          and (c.investing_type = 'equity' or m.outcome = 'converted')
          and (select enable_share_certificate from site_settings limit 1)
          -- The campaign's live certificates, hashed once (its (campaign, number) index), not probed per investment.
          and i.id not in (select s.investment_id from share_certificates s where s.campaign_id = ${campaignId} and s.voided_at is null)
      ),
      counter as (
        update campaigns set last_certificate_number = last_certificate_number + (select count(*) from eligible)
        where id = ${campaignId} and exists (select 1 from eligible)
        returning last_certificate_number - (select count(*) from eligible) as base
      ),
      made as (
        insert into share_certificates (campaign_id, investment_id, holder_id, number, type, share_class, shares, price_per_share, issued_by_id)
        select ${campaignId}::int, e.id, e.investor_id, counter.base + e.n, e.type, e.share_class, e.shares, e.price, ${issuedById}::uuid
        from eligible e cross join counter
        returning 1
      )
      select count(*)::int as n from made`);
    // postgres-js answers the rows, PGlite an object holding them.
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
    return Number(rows[0]?.n ?? 0);
  });
}

export type ReissueBy = { actorId: string; reason: string };

/**
 * Reissues a live certificate: the old row is voided (when, why, and which certificate replaces
 * it) and the same holding gets the campaign's next number. Numbers are never reused. A
 * certificate already void is refused (409): it was reissued or voided meanwhile.
 */
export async function reissueCertificate(db: Database, id: string, by: ReissueBy) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ campaignId: shareCertificates.campaignId })
      .from(shareCertificates)
      .where(eq(shareCertificates.id, id));
    if (!found) throw new NotFoundError();
    await lockCounter(tx, found.campaignId);
    const replacementId = randomUUID();
    const [old] = await tx
      .update(shareCertificates)
      .set({ voidedAt: new Date(), voidReason: by.reason, replacedById: replacementId })
      .where(and(eq(shareCertificates.id, id), isNull(shareCertificates.voidedAt)))
      .returning();
    if (!old) throw new ConflictError('certificates.errors.alreadyVoid');
    const [counter] = await tx
      .update(campaigns)
      .set({ lastCertificateNumber: sql`${campaigns.lastCertificateNumber} + 1` })
      .where(eq(campaigns.id, old.campaignId))
      .returning({ number: campaigns.lastCertificateNumber });
    const [made] = await tx
      .insert(shareCertificates)
      .values({
        id: replacementId,
        campaignId: old.campaignId,
        investmentId: old.investmentId,
        holderId: old.holderId,
        number: counter!.number,
        type: old.type,
        shareClass: old.shareClass,
        shares: old.shares,
        pricePerShare: old.pricePerShare,
        issuedById: by.actorId,
      })
      .returning();
    return { old, made: made! };
  });
}

/**
 * The successful equity campaigns settled without certificates yet (the counter still at 0), and
 * their certificates issued, each campaign in its own transaction. Run by the issue-certificates
 * job after the close job settled them, so settling stays one pass of money; also catches up the
 * campaigns settled while the enableShareCertificate setting was off, once it is turned on.
 */
export async function issuePendingCertificates(db: Database): Promise<{ campaigns: number; issued: number }> {
  const [settings] = await db.select({ on: siteSettings.enableShareCertificate }).from(siteSettings).limit(1);
  if (!settings?.on) return { campaigns: 0, issued: 0 };
  const due = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        isNotNull(campaigns.settledAt),
        eq(campaigns.status, CAMPAIGN_STATUS.successful),
        eq(campaigns.investingType, 'equity'),
        eq(campaigns.lastCertificateNumber, 0),
      ),
    );
  let issued = 0;
  for (const { id } of due) issued += await issueCertificatesFor(db, id);
  return { campaigns: due.length, issued };
}
