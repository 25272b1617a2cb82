import {
  campaignDocuments,
  campaignFaqs,
  campaignImages,
  campaignLeadInvestors,
  campaignLinks,
  campaignProperties,
  campaignTeamMembers,
  campaignUpdates,
  campaignVideos,
  type Database,
  files,
} from '@cf/db';
import { asc, count, eq } from 'drizzle-orm';
import { documentUrl } from './documents';

export type CampaignParts = Awaited<ReturnType<typeof loadCampaignParts>>;

/**
 * Every part of a campaign for its public page, in parallel reads (one per part): property, team
 * (names, roles, bios, photos and whether the member joined: never e-mails or invitation data),
 * lead investors, FAQs, gallery images, videos, links, documents and the number of updates.
 *
 * Documents: every one is listed with its title. A private one is `locked: true` and carries no
 * file details or URL unless `includePrivateDocuments` (the owner, staff, or a visitor whose
 * access request was granted: the caller decides).
 */
export async function loadCampaignParts(db: Database, campaignId: number, options: { includePrivateDocuments: boolean }) {
  const [property, team, leadInvestors, faqs, images, videos, links, documents, updates] = await Promise.all([
    db.select().from(campaignProperties).where(eq(campaignProperties.campaignId, campaignId)),
    db
      .select({
        id: campaignTeamMembers.id,
        fullName: campaignTeamMembers.fullName,
        roleTitle: campaignTeamMembers.roleTitle,
        bio: campaignTeamMembers.bio,
        photo: campaignTeamMembers.photo,
        memberTypeId: campaignTeamMembers.memberTypeId,
        userId: campaignTeamMembers.userId,
      })
      .from(campaignTeamMembers)
      .where(eq(campaignTeamMembers.campaignId, campaignId))
      .orderBy(asc(campaignTeamMembers.sortOrder), asc(campaignTeamMembers.id)),
    db
      .select({
        id: campaignLeadInvestors.id,
        name: campaignLeadInvestors.name,
        bio: campaignLeadInvestors.bio,
        photo: campaignLeadInvestors.photo,
        investorTypeId: campaignLeadInvestors.investorTypeId,
      })
      .from(campaignLeadInvestors)
      .where(eq(campaignLeadInvestors.campaignId, campaignId))
      .orderBy(asc(campaignLeadInvestors.sortOrder), asc(campaignLeadInvestors.id)),
    db
      .select({ id: campaignFaqs.id, questionId: campaignFaqs.questionId, question: campaignFaqs.question, answer: campaignFaqs.answer })
      .from(campaignFaqs)
      .where(eq(campaignFaqs.campaignId, campaignId))
      .orderBy(asc(campaignFaqs.sortOrder), asc(campaignFaqs.id)),
    db
      .select({ id: campaignImages.id, image: campaignImages.image, title: campaignImages.title, description: campaignImages.description })
      .from(campaignImages)
      .where(eq(campaignImages.campaignId, campaignId))
      .orderBy(asc(campaignImages.sortOrder), asc(campaignImages.id)),
    db
      .select({ id: campaignVideos.id, url: campaignVideos.url, title: campaignVideos.title, description: campaignVideos.description })
      .from(campaignVideos)
      .where(eq(campaignVideos.campaignId, campaignId))
      .orderBy(asc(campaignVideos.sortOrder), asc(campaignVideos.id)),
    db
      .select({ id: campaignLinks.id, title: campaignLinks.title, url: campaignLinks.url })
      .from(campaignLinks)
      .where(eq(campaignLinks.campaignId, campaignId))
      .orderBy(asc(campaignLinks.sortOrder), asc(campaignLinks.id)),
    db
      .select({
        id: campaignDocuments.id,
        title: campaignDocuments.title,
        visibility: campaignDocuments.visibility,
        contentType: files.contentType,
        size: files.size,
        createdAt: campaignDocuments.createdAt,
      })
      .from(campaignDocuments)
      .innerJoin(files, eq(files.id, campaignDocuments.fileId))
      .where(eq(campaignDocuments.campaignId, campaignId))
      .orderBy(asc(campaignDocuments.sortOrder), asc(campaignDocuments.id)),
    db.select({ value: count() }).from(campaignUpdates).where(eq(campaignUpdates.campaignId, campaignId)),
  ]);
  const withoutKeys = ({ campaignId: _id, createdAt: _c, updatedAt: _u, ...fields }: (typeof property)[number]) => fields;
  return {
    property: property[0] ? withoutKeys(property[0]) : null,
    team: team.map(({ userId, ...member }) => ({ ...member, joined: userId !== null })),
    leadInvestors,
    faqs,
    images,
    videos,
    links,
    documents: documents.map((d) => {
      const locked = d.visibility === 'private' && !options.includePrivateDocuments;
      return locked
        ? { id: d.id, title: d.title, visibility: d.visibility, locked, contentType: null, size: null, url: null, createdAt: d.createdAt }
        : { ...d, locked, url: documentUrl(campaignId, d.id) };
    }),
    updatesCount: Number(updates[0]?.value ?? 0),
  };
}
