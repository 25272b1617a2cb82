import {
  campaignAccessRequests,
  campaignProperties,
  campaigns,
  campaignSettlements,
  currencies,
  savedCampaigns,
  siteSettings,
  users,
} from '@cf/db';
import {
  type AccessRequestStatus,
  CAMPAIGN_STATUS,
  type CampaignStatus,
  isClosedStatus,
  isOpenForInvestment,
  NotFoundError,
} from '@cf/domain';
import { closedState } from '@cf/domain/settlement';
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../plugins/auth';
import { campaignParts, campaignPartsColumns, isManager, isPublicStatus } from '../campaigns/index';
import { pitchHtmlOf } from '../campaigns/pitch';
import { currencyOf } from './cards';
import { daysBetween, siteToday } from '../../lib/site-date';
import { videoEmbedUrl } from './video';
import type { DepsOf } from '../../deps';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type CampaignPageDeps = DepsOf<'db' | 'config' | 'publicCache'>;

const META_DESCRIPTION_MAX = 200;

/** A lookup's name in the reader's language, English when it has none. */
const nameIn = (names: Record<string, string> | undefined, lang: string) => (names ? (names[lang] ?? names.en ?? null) : null);

/** What the page shows that depends on who reads it: their save and their documents request. */
const viewerColumns = (viewerId: string | null) => ({
  isSaved: viewerId
    ? sql<boolean>`exists (select 1 from ${savedCampaigns} where ${savedCampaigns.campaignId} = ${campaigns.id} and ${savedCampaigns.userId} = ${viewerId})`
    : sql<boolean>`false`,
  accessRequest: viewerId
    ? sql<AccessRequestStatus | null>`(select ${campaignAccessRequests.status} from ${campaignAccessRequests} where ${campaignAccessRequests.campaignId} = ${campaigns.id} and ${campaignAccessRequests.userId} = ${viewerId} limit 1)`
    : sql<AccessRequestStatus | null>`null`,
});

export type PageOptions = {
  /** ?preview=1: the owner (or staff) may see a campaign that is not public yet. */
  preview: boolean;
  /** The console's review: staff see everything, whoever the viewer is. */
  staff?: boolean;
  lang: string;
};

/**
 * The public campaign page (GET /campaigns/equities/front/:slug) and the console's view of a
 * submission. Visitors see public statuses only; a draft, pending or hidden campaign is a 404
 * unless its owner or staff preview it. Private documents are titles only (`locked`) unless the
 * viewer manages the campaign or the owner granted their access request.
 */
export async function campaignPage(
  deps: CampaignPageDeps,
  target: { slug: string } | { id: number },
  viewer: AuthUser | null,
  options: PageOptions,
) {
  const where = 'slug' in target ? eq(campaigns.slug, target.slug) : eq(campaigns.id, target.id);
  // One query: the campaign, its parts, counts, the lookups' names and the viewer's own state.
  const [[row], today] = await Promise.all([
    deps.db
      .select({
        campaign: campaigns,
        property: campaignProperties,
        currencyCode: currencies.code,
        currencySymbol: currencies.symbol,
        currencyFormat: currencies.displayFormat,
        currencyDecimals: currencies.decimals,
        ownerSlug: users.slug,
        ownerFirstName: users.firstName,
        ownerLastName: users.lastName,
        ownerPhoto: users.photo,
        settlementOutcome: campaignSettlements.outcome,
        savedCount: sql<number>`(select count(*)::int from ${savedCampaigns} where ${savedCampaigns.campaignId} = ${campaigns.id})`,
        siteName: sql<string | null>`(select ${siteSettings.siteName} from ${siteSettings} limit 1)`,
        ...campaignPartsColumns,
        ...viewerColumns(viewer?.id ?? null),
      })
      .from(campaigns)
      .leftJoin(campaignProperties, eq(campaignProperties.campaignId, campaigns.id))
      .leftJoin(currencies, eq(currencies.code, campaigns.currencyCode))
      .leftJoin(users, eq(users.id, campaigns.ownerId))
      .leftJoin(campaignSettlements, eq(campaignSettlements.campaignId, campaigns.id))
      .where(where)
      .limit(1),
    siteToday(deps),
  ]);
  if (!row) throw new NotFoundError();
  const c = row.campaign;
  const manager = Boolean(options.staff) || isManager(viewer, c);
  if (!isPublicStatus(c.status) && !(options.preview && manager)) throw new NotFoundError();
  // The owner and staff are not asked for access: their own request, if any, is not the page's concern.
  const request = viewer && !manager ? row.accessRequest : null;
  const parts = campaignParts(c.id, row, { includePrivateDocuments: manager || request === 'granted' });
  const lookup = (id: number | null) => (id === null ? null : { id, name: nameIn(parts.lookupNames.get(id), options.lang) ?? '' });
  const property = row.property ? (({ campaignId: _id, createdAt: _c, updatedAt: _u, ...fields }) => fields)(row.property) : null;

  const status = c.status as CampaignStatus;
  const pastClosingDate = c.closingDate !== null && today > c.closingDate;
  const title = c.campaignName || c.companyName || c.slug;
  const description = (c.companyTagLine || c.campaignStory || c.companyDescription || '').slice(0, META_DESCRIPTION_MAX);
  return {
    id: c.id,
    slug: c.slug,
    status,
    investingType: c.investingType,
    campaignType: c.campaignType,
    accreditedOnly: c.campaignAccreditation === 'accredited',
    termsSlug: c.termsSlug,
    featured: c.featured,
    /** Past its closing date (site time zone), closing (settling payments in flight) or closed: the page shows the closed banner. */
    closed: isClosedStatus(status) || pastClosingDate || c.closingSince !== null,
    closedState: closedState({ status, outcome: row.settlementOutcome, closingSince: c.closingSince, pastClosingDate }),
    openForInvestment: isOpenForInvestment(status, c.closingDate, today) && c.closingSince === null,
    approvedAt: c.approvedAt,
    owner: {
      id: c.ownerId,
      slug: row.ownerSlug ?? '',
      firstName: row.ownerFirstName ?? '',
      lastName: row.ownerLastName ?? '',
      photo: row.ownerPhoto,
    },
    company: {
      name: c.companyName,
      tagLine: c.companyTagLine,
      logo: c.companyLogo,
      description: c.companyDescription,
      address: c.companyAddress,
      website: c.companyWebsite,
      yearFounded: c.yearFounded,
      category: lookup(c.categoryId),
      industry: lookup(c.industryId),
      previouslyRaised: c.previouslyRaised,
      totalRevenue: c.totalRevenue,
    },
    property,
    fundraising: {
      currency: currencyOf(row),
      goal: c.goal,
      minimumRaise: c.minimumRaise,
      maximumRaise: c.maximumRaise,
      minimumInvestment: c.minimumInvestment,
      maximumInvestment: c.maximumInvestment,
      raisedAmount: c.raisedAmount,
      percentRaised: (c.percentRaisedBps ?? 0) / 100,
      investorCount: c.investorCount,
      openDate: c.openDate,
      closingDate: c.closingDate,
      daysLeft: status === CAMPAIGN_STATUS.active ? daysBetween(today, c.closingDate) : c.closingDate ? 0 : null,
      campaignStage: lookup(c.campaignStageId),
      investingRound: lookup(c.investingRoundId),
    },
    terms: {
      availableShares: c.availableShares,
      equityAvailable: c.equityAvailable,
      preMoneyValuation: c.preMoneyValuation,
      pricePerShare: c.pricePerShare,
      interestRateBps: c.interestRateBps,
      investFrequency: c.investFrequency,
      termLengthMonths: c.termLengthMonths,
      paybackStartDate: c.paybackStartDate,
      repaymentMethod: c.repaymentMethod,
      maturityDate: c.maturityDate,
      conversionTrigger: c.conversionTrigger,
      redemptionTerms: c.redemptionTerms,
    },
    story: {
      campaignName: c.campaignName,
      uploadType: c.uploadType,
      campaignImage: c.campaignImage,
      videoUrl: c.videoUrl,
      videoEmbedUrl: c.uploadType === 'video' ? videoEmbedUrl(c.videoUrl) : null,
      campaignStory: c.campaignStory,
      highlights: c.highlights,
      pitchHtml: pitchHtmlOf(c.pitch),
    },
    extras: {
      links: { facebook: c.facebookUrl, twitter: c.twitterUrl, linkedin: c.linkedinUrl, youtube: c.youtubeUrl, website: c.websiteUrl },
      customLinks: parts.links,
      videos: parts.videos.map((v) => ({ ...v, embedUrl: videoEmbedUrl(v.url) })),
      googleAnalyticsId: c.googleAnalyticsId,
    },
    team: parts.team.map(({ memberTypeId, ...m }) => ({ ...m, memberType: lookup(memberTypeId) })),
    leadInvestors: parts.leadInvestors.map(({ investorTypeId, ...l }) => ({ ...l, investorType: lookup(investorTypeId) })),
    faqs: parts.faqs.map((f) => ({ id: f.id, question: f.question, answer: f.answer })),
    gallery: parts.images,
    documents: parts.documents.map((d) => ({
      id: d.id,
      title: d.title,
      visibility: d.visibility,
      locked: d.locked,
      url: d.url,
      contentType: d.contentType,
      size: d.size,
    })),
    updatesCount: parts.updatesCount,
    savedCount: Number(row.savedCount),
    isSaved: Boolean(row.isSaved),
    isOwner: viewer?.id === c.ownerId,
    canManage: manager,
    accessRequest: request,
    meta: {
      title: row.siteName ? `${title} | ${row.siteName}` : title,
      description,
      image: c.campaignImage || c.companyLogo,
      url: `${deps.config.publicUrl}/campaign-detail-page/${c.slug}`,
    },
  };
}

export type CampaignPage = Awaited<ReturnType<typeof campaignPage>>;
