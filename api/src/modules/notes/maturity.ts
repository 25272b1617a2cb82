import { campaigns, type Database, investments, noteMaturities } from '@cf/db';
import { CAMPAIGN_STATUS, ConflictError, NotFoundError } from '@cf/domain';
import type { NoteMaturityInput } from '@cf/domain/schemas/certificates';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../lib/audit';
import { CERTIFICATES_PATH, issueCertificatesFor } from '../certificates/index';
import { moneyFormatter, noticeEmail, tellInTransaction } from '../notifications/index';
import type { Notices } from '../payment-notices/index';
import { addByStaff, siteDay } from '../repayments/index';

const convertedEmail = noticeEmail('certificates', 'noteConverted', 'note-converted');
const repaidEmail = noticeEmail('certificates', 'noteRepaid', 'note-repaid');

/** The investors' paid notes, one line per investor: what each is told. */
async function holders(tx: Database, campaignId: number) {
  return tx
    .select({
      userId: investments.investorId,
      amount: sql<number>`sum(${investments.amount})`.mapWith(Number),
      shares: sql<number>`coalesce(sum(${investments.shares}), 0)`.mapWith(Number),
    })
    .from(investments)
    .where(and(eq(investments.campaignId, campaignId), eq(investments.status, 'success')))
    .groupBy(investments.investorId);
}

/**
 * Converts every paid note of the campaign at `price` (minor units per share): each investment
 * gets floor(amount / price) whole shares — the fraction is not paid in cash — in one statement,
 * then its certificates (type "converted") through issueCertificatesFor. A price above the
 * smallest note would give that note no share: refused.
 */
async function convert(tx: Database, campaignId: number, price: number, staffId: string) {
  const [smallest] = await tx
    .select({ amount: sql<number | null>`min(${investments.amount})`.mapWith((v) => (v === null ? null : Number(v))) })
    .from(investments)
    .where(and(eq(investments.campaignId, campaignId), eq(investments.status, 'success')));
  if (smallest?.amount == null) throw new ConflictError('certificates.errors.noInvestments');
  if (smallest.amount < price)
    throw new ConflictError('certificates.errors.priceTooHigh', [{ field: 'pricePerShare', message: 'certificates.errors.priceTooHigh' }]);
  // Integer division of positive bigints is the floor.
  await tx
    .update(investments)
    .set({ shares: sql`${investments.amount} / ${price}::bigint`, pricePerShare: price })
    .where(and(eq(investments.campaignId, campaignId), eq(investments.status, 'success')));
  return issueCertificatesFor(tx, campaignId, staffId);
}

/**
 * Staff decide a matured convertible note (issue 9 §5, docs/decisions/014-convertible-notes.md):
 * convert it into shares, or repay it per its redemption terms (a return-of-investment repayment
 * through the repayments module: the owner pays it, or staff credit it at once when the money
 * arrived offline). One decision per campaign — the note_maturities row is its lock and record —
 * made on or after the maturity date (site time zone) of a successful campaign. Audited and told
 * to every investor in the same transaction.
 */
export async function decideNote(
  deps: { db: Database; notices: Notices },
  request: FastifyRequest,
  campaignId: number,
  input: NoteMaturityInput,
) {
  const staff = request.user!;
  return deps.db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({
        id: campaigns.id,
        status: campaigns.status,
        maturityDate: campaigns.maturityDate,
        redemptionTerms: campaigns.redemptionTerms,
        currency: sql<string>`coalesce(${campaigns.currencyCode}, 'USD')`,
        name: sql<string>`coalesce(nullif(${campaigns.campaignName}, ''), nullif(${campaigns.companyName}, ''), ${campaigns.slug})`,
      })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId))
      .for('update');
    if (!campaign) throw new NotFoundError();
    if (!campaign.maturityDate) throw new ConflictError('certificates.errors.notNote');
    if (campaign.status !== CAMPAIGN_STATUS.successful) throw new ConflictError('certificates.errors.notSuccessful');
    const today = await siteDay(tx);
    if (today < campaign.maturityDate) throw new ConflictError('certificates.errors.notMatured');
    const [decided] = await tx
      .insert(noteMaturities)
      .values({
        campaignId,
        outcome: input.outcome,
        conversionPrice: input.outcome === 'converted' ? input.pricePerShare : null,
        shareClass: input.outcome === 'converted' ? input.shareClass : null,
        decidedById: staff.id,
      })
      .onConflictDoNothing()
      .returning();
    if (!decided) throw new ConflictError('certificates.errors.decided');

    let certificates = 0;
    let repaymentId: string | null = null;
    if (input.outcome === 'converted') certificates = await convert(tx, campaignId, input.pricePerShare, staff.id);
    else {
      const [principal] = await tx
        .select({ sum: sql<number>`coalesce(sum(${investments.amount}), 0)`.mapWith(Number) })
        .from(investments)
        .where(and(eq(investments.campaignId, campaignId), eq(investments.status, 'success')));
      if (!principal?.sum) throw new ConflictError('certificates.errors.noInvestments');
      const row = await addByStaff(
        tx,
        staff,
        {
          campaignId,
          kind: 'return_of_investment',
          amount: input.amount ?? principal.sum,
          dueDate: input.dueDate ?? today,
          description: input.description || campaign.redemptionTerms?.slice(0, 500) || undefined,
          creditNow: input.creditNow,
        },
        deps.notices,
      );
      repaymentId = row.id;
    }

    const people = await holders(tx, campaignId);
    const money = await moneyFormatter(tx, [campaign.currency]);
    await tellInTransaction(
      deps.notices?.mailer ?? null,
      tx,
      people.map((p) =>
        input.outcome === 'converted'
          ? {
              userId: p.userId,
              type: 'certificate',
              messageKey: 'certificates.notify.noteConverted',
              template: convertedEmail,
              path: CERTIFICATES_PATH,
              params: (reader) => ({
                campaign: campaign.name,
                shares: p.shares,
                class: input.shareClass,
                price: money({ amount: input.pricePerShare, currency: campaign.currency }, reader.notificationLanguage),
              }),
            }
          : {
              userId: p.userId,
              type: 'payment',
              messageKey: 'certificates.notify.noteRepaid',
              template: repaidEmail,
              path: `/campaign-dashboard/repayment/${campaignId}`,
              params: () => ({ campaign: campaign.name }),
            },
      ),
    );
    await recordAudit(tx, request, {
      action: input.outcome === 'converted' ? 'convert' : 'repay',
      resource: 'note_maturities',
      recordId: campaignId,
      after: { ...decided, certificates, repaymentId },
    });
    return { certificates, repaymentId };
  });
}
