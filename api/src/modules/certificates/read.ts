import { campaigns, type Database, shareCertificates, users } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import type { Certificate, Register, RegisterEntry } from '@cf/domain/schemas/certificates';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';

/** The caller as these reads see them. */
export type Viewer = { id: string; isAdmin: boolean };

const s = shareCertificates;
const holderName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
const campaignName = sql<string>`coalesce(nullif(${campaigns.campaignName}, ''), nullif(${campaigns.companyName}, ''), ${campaigns.slug})`;
const issuer = sql<string>`coalesce(nullif(${campaigns.companyName}, ''), nullif(${campaigns.campaignName}, ''), ${campaigns.slug})`;

const columns = {
  id: s.id,
  number: s.number,
  type: s.type,
  campaignId: s.campaignId,
  campaignName,
  campaignSlug: campaigns.slug,
  issuer,
  investmentId: s.investmentId,
  holderId: s.holderId,
  holderName,
  shares: s.shares,
  shareClass: s.shareClass,
  pricePerShare: s.pricePerShare,
  currency: sql<string>`coalesce(${campaigns.currencyCode}, 'USD')`,
  issuedAt: s.issuedAt,
  voidedAt: s.voidedAt,
  voidReason: s.voidReason,
  replacedById: s.replacedById,
};

/** Certificates with their campaign and holder, in one query. */
export const selectCertificates = (db: Database) =>
  db
    .select({ ...columns, ownerId: campaigns.ownerId, holderEmail: users.email, holderLang: users.notificationLanguage })
    .from(s)
    .innerJoin(campaigns, eq(campaigns.id, s.campaignId))
    .innerJoin(users, eq(users.id, s.holderId));

type Row = Awaited<ReturnType<ReturnType<typeof selectCertificates>['execute']>>[number];

export const certificateOf = ({ ownerId: _o, holderEmail: _e, holderLang: _l, ...c }: Row): Certificate => c;

/** GET /equity/share-certificate: the caller's live certificates, newest first (one query on the holder index). */
export async function myCertificates(db: Database, userId: string): Promise<Certificate[]> {
  const rows = await selectCertificates(db)
    .where(and(eq(s.holderId, userId), isNull(s.voidedAt)))
    .orderBy(desc(s.issuedAt), desc(s.number));
  return rows.map(certificateOf);
}

/** A certificate (live or void) if the viewer may read it: its holder, the campaign's owner or staff; anyone else 404. */
export async function readableCertificate(db: Database, viewer: Viewer, id: string): Promise<Row> {
  const [row] = await selectCertificates(db).where(eq(s.id, id));
  if (!row || (row.holderId !== viewer.id && row.ownerId !== viewer.id && !viewer.isAdmin)) throw new NotFoundError();
  return row;
}

/** The campaign if the viewer owns it or is staff; anyone else gets the 404 of a campaign that does not exist. */
export async function managedCampaign(db: Database, viewer: Viewer, campaignId: number) {
  const [row] = await db
    .select({ id: campaigns.id, ownerId: campaigns.ownerId, slug: campaigns.slug, campaignName, issuer, currency: columns.currency })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!row || (row.ownerId !== viewer.id && !viewer.isAdmin)) throw new NotFoundError();
  return row;
}

/** The register's lines: live certificates by number. Kept current by reissues (a void number leaves it). */
export async function registerEntries(
  db: Database,
  campaignId: number,
  page?: { offset: number; limit: number },
): Promise<RegisterEntry[]> {
  const query = db
    .select({
      certificateId: s.id,
      number: s.number,
      type: s.type,
      holderId: s.holderId,
      holderName,
      holderEmail: users.email,
      shares: s.shares,
      shareClass: s.shareClass,
      pricePerShare: s.pricePerShare,
      issuedAt: s.issuedAt,
    })
    .from(s)
    .innerJoin(users, eq(users.id, s.holderId))
    .where(and(eq(s.campaignId, campaignId), isNull(s.voidedAt)))
    .orderBy(asc(s.number));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** GET /campaigns/equities/{id}/shareholder-register: the owner's or staff's view of who holds what. */
export async function shareholderRegister(db: Database, viewer: Viewer, campaignId: number): Promise<Register> {
  const campaign = await managedCampaign(db, viewer, campaignId);
  const entries = await registerEntries(db, campaign.id);
  return {
    campaignId: campaign.id,
    campaignName: campaign.campaignName,
    issuer: campaign.issuer,
    currency: campaign.currency,
    totalShares: entries.reduce((n, e) => n + e.shares, 0),
    entries,
  };
}
