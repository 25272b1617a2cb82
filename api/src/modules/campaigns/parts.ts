import {
  campaignDocuments,
  campaignFaqs,
  campaignImages,
  campaignLeadInvestors,
  campaignLinks,
  campaigns,
  campaignTeamMembers,
  campaignUpdates,
  campaignVideos,
  type Database,
  files,
  lookups,
} from '@cf/db';
import { eq, type SQL, sql } from 'drizzle-orm';
import { documentUrl } from './documents';

type TeamRow = {
  id: number;
  fullName: string;
  roleTitle: string;
  bio: string | null;
  photo: string | null;
  memberTypeId: number | null;
  joined: boolean;
};
type LeadInvestorRow = { id: number; name: string; bio: string | null; photo: string | null; investorTypeId: number | null };
type DocumentRow = { id: number; title: string; visibility: 'public' | 'private'; contentType: string; size: number };

/** A JSON array of one part's rows in their display order ('[]' when there are none). */
const rowsOf = <T>(build: SQL, from: SQL, order: SQL) =>
  sql<T[]>`coalesce((select json_agg(${build} order by ${order}) from ${from}), '[]'::json)`;

/**
 * Every part of a campaign for its public page as columns of the campaign's own row: team (names,
 * roles, bios, photos and whether the member joined: never e-mails or invitation data), lead
 * investors, FAQs, gallery images, videos, links, documents, the number of updates and the names
 * of every lookup the page shows. One query reads the page instead of one per part (issue 15).
 */
export const campaignPartsColumns = {
  team: rowsOf<TeamRow>(
    sql`json_build_object('id', ${campaignTeamMembers.id}, 'fullName', ${campaignTeamMembers.fullName}, 'roleTitle', ${campaignTeamMembers.roleTitle}, 'bio', ${campaignTeamMembers.bio}, 'photo', ${campaignTeamMembers.photo}, 'memberTypeId', ${campaignTeamMembers.memberTypeId}, 'joined', ${campaignTeamMembers.userId} is not null)`,
    sql`${campaignTeamMembers} where ${campaignTeamMembers.campaignId} = ${campaigns.id}`,
    sql`${campaignTeamMembers.sortOrder}, ${campaignTeamMembers.id}`,
  ),
  leadInvestors: rowsOf<LeadInvestorRow>(
    sql`json_build_object('id', ${campaignLeadInvestors.id}, 'name', ${campaignLeadInvestors.name}, 'bio', ${campaignLeadInvestors.bio}, 'photo', ${campaignLeadInvestors.photo}, 'investorTypeId', ${campaignLeadInvestors.investorTypeId})`,
    sql`${campaignLeadInvestors} where ${campaignLeadInvestors.campaignId} = ${campaigns.id}`,
    sql`${campaignLeadInvestors.sortOrder}, ${campaignLeadInvestors.id}`,
  ),
  faqs: rowsOf<{ id: number; question: string; answer: string | null }>(
    sql`json_build_object('id', ${campaignFaqs.id}, 'question', ${campaignFaqs.question}, 'answer', ${campaignFaqs.answer})`,
    sql`${campaignFaqs} where ${campaignFaqs.campaignId} = ${campaigns.id}`,
    sql`${campaignFaqs.sortOrder}, ${campaignFaqs.id}`,
  ),
  images: rowsOf<{ id: number; image: string; title: string; description: string | null }>(
    sql`json_build_object('id', ${campaignImages.id}, 'image', ${campaignImages.image}, 'title', ${campaignImages.title}, 'description', ${campaignImages.description})`,
    sql`${campaignImages} where ${campaignImages.campaignId} = ${campaigns.id}`,
    sql`${campaignImages.sortOrder}, ${campaignImages.id}`,
  ),
  videos: rowsOf<{ id: number; url: string; title: string; description: string | null }>(
    sql`json_build_object('id', ${campaignVideos.id}, 'url', ${campaignVideos.url}, 'title', ${campaignVideos.title}, 'description', ${campaignVideos.description})`,
    sql`${campaignVideos} where ${campaignVideos.campaignId} = ${campaigns.id}`,
    sql`${campaignVideos.sortOrder}, ${campaignVideos.id}`,
  ),
  links: rowsOf<{ id: number; title: string; url: string }>(
    sql`json_build_object('id', ${campaignLinks.id}, 'title', ${campaignLinks.title}, 'url', ${campaignLinks.url})`,
    sql`${campaignLinks} where ${campaignLinks.campaignId} = ${campaigns.id}`,
    sql`${campaignLinks.sortOrder}, ${campaignLinks.id}`,
  ),
  documents: rowsOf<DocumentRow>(
    sql`json_build_object('id', ${campaignDocuments.id}, 'title', ${campaignDocuments.title}, 'visibility', ${campaignDocuments.visibility}, 'contentType', ${files.contentType}, 'size', ${files.size})`,
    sql`${campaignDocuments} join ${files} on ${files.id} = ${campaignDocuments.fileId} where ${campaignDocuments.campaignId} = ${campaigns.id}`,
    sql`${campaignDocuments.sortOrder}, ${campaignDocuments.id}`,
  ),
  updatesCount: sql<number>`(select count(*)::int from ${campaignUpdates} where ${campaignUpdates.campaignId} = ${campaigns.id})`,
  /** Names (by language) of the category, industry, stage, round and the team's and lead investors' types. */
  lookupNames: sql<Record<
    string,
    Record<string, string>
  > | null>`(select json_object_agg(${lookups.id}, ${lookups.names}) from ${lookups} where ${lookups.id} in (${campaigns.categoryId}, ${campaigns.industryId}, ${campaigns.campaignStageId}, ${campaigns.investingRoundId}) or ${lookups.id} in (select ${campaignTeamMembers.memberTypeId} from ${campaignTeamMembers} where ${campaignTeamMembers.campaignId} = ${campaigns.id}) or ${lookups.id} in (select ${campaignLeadInvestors.investorTypeId} from ${campaignLeadInvestors} where ${campaignLeadInvestors.campaignId} = ${campaigns.id}))`,
};

type PartsRow = { [K in keyof typeof campaignPartsColumns]: (typeof campaignPartsColumns)[K]['_']['type'] };

/**
 * Documents: every one is listed with its title. A private one is `locked: true` and carries no
 * file details or URL unless `includePrivateDocuments` (the owner, staff, or a visitor whose
 * access request was granted: the caller decides).
 */
export function campaignParts(campaignId: number, row: PartsRow, options: { includePrivateDocuments: boolean }) {
  return {
    team: row.team,
    leadInvestors: row.leadInvestors,
    faqs: row.faqs,
    images: row.images,
    videos: row.videos,
    links: row.links,
    documents: row.documents.map((d) => {
      const locked = d.visibility === 'private' && !options.includePrivateDocuments;
      return locked
        ? { id: d.id, title: d.title, visibility: d.visibility, locked, contentType: null, size: null, url: null }
        : { ...d, size: Number(d.size), locked, url: documentUrl(campaignId, d.id) };
    }),
    updatesCount: Number(row.updatesCount),
    lookupNames: new Map(Object.entries(row.lookupNames ?? {}).map(([id, names]) => [Number(id), names])),
  };
}

export type CampaignParts = ReturnType<typeof campaignParts>;

/** A campaign's parts on their own (the page reads them with the campaign: page.ts). */
export async function loadCampaignParts(db: Database, campaignId: number, options: { includePrivateDocuments: boolean }) {
  const [row] = await db.select(campaignPartsColumns).from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
  if (!row) throw new Error(`campaign ${campaignId} not found`);
  return campaignParts(campaignId, row, options);
}
