import { type Database, shareCertificates } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import type { Certificate } from '@cf/domain/schemas/certificates';
import { uiLanguage } from '@cf/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCsv } from '../../console/resources/ledger-list';
import { recordAudit } from '../../lib/audit';
import type { Mailer } from '../../lib/mail/mailer';
import { siteContext } from '../investor-profile/index';
import { moneyFormatter, noticeEmail, tellInTransaction } from '../notifications/index';
import { renderCertificate } from './document';
import { reissueCertificate } from './issue';
import { certificateOf, managedCampaign, readableCertificate, registerEntries, selectCertificates, type Viewer } from './read';

/** Where a holder finds their certificates (notifications and e-mails link here). */
export const CERTIFICATES_PATH = '/share-certificates';

/**
 * GET /equity/share-certificate/{id}/pdf: the certificate as a PDF. The holder reads it in the
 * language they are using; the owner and staff read it in the holder's own (notification)
 * language, as the holder would. Staff reading someone's certificate is audited.
 */
export async function sendCertificatePdf(db: Database, request: FastifyRequest, reply: FastifyReply, id: string) {
  const viewer = request.user!;
  const row = await readableCertificate(db, viewer, id);
  const lang = row.holderId === viewer.id ? uiLanguage(request.uiLang) : uiLanguage(row.holderLang);
  const [site, money, replacement] = await Promise.all([
    siteContext(db),
    moneyFormatter(db, [row.currency]),
    row.replacedById
      ? db.select({ number: shareCertificates.number }).from(shareCertificates).where(eq(shareCertificates.id, row.replacedById))
      : Promise.resolve([]),
  ]);
  const pdf = await renderCertificate({
    lang,
    siteName: site.siteName,
    timezone: site.timezone,
    number: row.number,
    type: row.type,
    issuer: row.issuer,
    campaign: row.campaignName,
    holder: row.holderName,
    shares: row.shares,
    shareClass: row.shareClass,
    price: money({ amount: row.pricePerShare, currency: row.currency }, lang),
    issuedAt: row.issuedAt,
    void: row.voidedAt ? { at: row.voidedAt, reason: row.voidReason ?? '', replacedBy: replacement[0]?.number ?? null } : null,
  });
  if (viewer.isAdmin && viewer.id !== row.holderId && viewer.id !== row.ownerId)
    await recordAudit(db, request, { action: 'view-certificate', resource: 'share_certificates', recordId: row.id });
  return reply
    .header('content-type', 'application/pdf')
    .header('content-length', pdf.length)
    .header('content-disposition', `inline; filename="share-certificate-${row.campaignId}-${row.number}.pdf"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

const reissuedEmail = noticeEmail('certificates', 'reissued', 'certificate-reissued');

/**
 * Reissue (the campaign's owner or staff; anyone else 404): the old number is void and the holding
 * gets the next one; the holder is told, and the change is audited, in the same transaction.
 */
export async function reissueAs(
  deps: { db: Database; mailer: Mailer | null },
  request: FastifyRequest,
  id: string,
  reason: string,
): Promise<Certificate> {
  const viewer: Viewer = request.user!;
  const before = await readableCertificate(deps.db, viewer, id);
  if (before.ownerId !== viewer.id && !viewer.isAdmin) throw new NotFoundError();
  const madeId = await deps.db.transaction(async (tx) => {
    const { old, made } = await reissueCertificate(tx, id, { actorId: viewer.id, reason });
    await recordAudit(tx, request, {
      action: 'reissue',
      resource: 'share_certificates',
      recordId: old.id,
      before: { number: old.number },
      after: { voidedAt: old.voidedAt, reason, replacedById: made.id, number: made.number },
    });
    await tellInTransaction(deps.mailer, tx, [
      {
        userId: old.holderId,
        type: 'certificate',
        messageKey: 'certificates.notify.reissued',
        template: reissuedEmail,
        path: CERTIFICATES_PATH,
        params: () => ({ campaign: before.campaignName, number: made.number, old: old.number }),
      },
    ]);
    return made.id;
  });
  const [made] = await selectCertificates(deps.db).where(eq(shareCertificates.id, madeId));
  return certificateOf(made!);
}

/** GET .../shareholder-register/export.csv: the register as CSV for its owner or staff. */
export async function sendRegisterCsv(db: Database, viewer: Viewer, reply: FastifyReply, campaignId: number) {
  const campaign = await managedCampaign(db, viewer, campaignId);
  const entries = await registerEntries(db, campaign.id);
  async function* rows() {
    yield entries.map((e) => [
      e.number,
      e.holderName,
      e.holderEmail,
      e.shares,
      e.shareClass,
      e.pricePerShare,
      campaign.currency,
      e.type,
      e.issuedAt.toISOString().slice(0, 10),
    ]);
  }
  const header = ['certificate_number', 'holder', 'email', 'shares', 'class', 'price_per_share_minor', 'currency', 'type', 'issued_on'];
  return sendCsv(reply, `shareholder-register-${campaign.id}.csv`, header, rows());
}
