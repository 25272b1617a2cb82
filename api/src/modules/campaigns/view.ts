import {
  campaignFaqs,
  campaignFaqTemplates,
  campaignPayoutAccounts,
  campaignProperties,
  type Database,
  investorProfiles,
  kycParties,
  lookups,
  users,
} from '@cf/db';
import { allowedMoves, type CampaignActor, campaignChecklist, type Checklist, isEditableByOwner } from '@cf/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { dateIn } from '../../lib/site-date';
import { currencyOf, siteContext } from './context';
import type { CampaignOut } from './schemas';
import type { CampaignRow } from './repository';

type PropertyRow = typeof campaignProperties.$inferSelect;
type PayoutRow = typeof campaignPayoutAccounts.$inferSelect;

export const REAL_ESTATE_CATEGORY = 'real-estate';

/** Required platform questions for an investing type, active ones only. */
export async function requiredQuestionIds(db: Database, investingType: 'equity' | 'debt'): Promise<number[]> {
  const rows = await db
    .select({ id: campaignFaqTemplates.id })
    .from(campaignFaqTemplates)
    .where(
      and(
        eq(campaignFaqTemplates.active, true),
        eq(campaignFaqTemplates.isRequired, true),
        inArray(campaignFaqTemplates.investingType, [investingType, 'all']),
      ),
    )
    .orderBy(asc(campaignFaqTemplates.sortOrder), asc(campaignFaqTemplates.id));
  return rows.map((r) => r.id);
}

async function isRealEstate(db: Database, categoryId: number | null): Promise<boolean> {
  if (!categoryId) return false;
  const [row] = await db.select({ slug: lookups.slug }).from(lookups).where(eq(lookups.id, categoryId)).limit(1);
  return row?.slug === REAL_ESTATE_CATEGORY;
}

type Loaded = { property: PropertyRow | null; payout: PayoutRow | null; checklist: Checklist };

/** The checklist of a campaign and the rows it reads (property, payout), in a few parallel reads. */
export async function loadChecklist(db: Database, campaign: CampaignRow): Promise<Loaded> {
  const [[property], [payout], faqs, required, realEstate, site] = await Promise.all([
    db.select().from(campaignProperties).where(eq(campaignProperties.campaignId, campaign.id)),
    db.select().from(campaignPayoutAccounts).where(eq(campaignPayoutAccounts.campaignId, campaign.id)),
    db
      .select({ questionId: campaignFaqs.questionId, answer: campaignFaqs.answer })
      .from(campaignFaqs)
      .where(eq(campaignFaqs.campaignId, campaign.id)),
    requiredQuestionIds(db, campaign.investingType),
    isRealEstate(db, campaign.categoryId),
    siteContext(db),
  ]);
  const checklist = campaignChecklist(campaign, {
    property: property ?? null,
    isRealEstate: realEstate,
    payout: payout ?? null,
    faqs,
    requiredQuestionIds: required,
    today: dateIn(site.timezone),
  });
  return { property: property ?? null, payout: payout ?? null, checklist };
}

const actorOf = (campaign: CampaignRow, viewer: { id: string; isAdmin: boolean }): CampaignActor =>
  campaign.ownerId === viewer.id ? 'owner' : 'staff';

/** The whole campaign for the wizard and the dashboard (GET /campaigns/equities/:id and every step's answer). */
/** The owner's country from their identity record (KYC first, then the investment account): it picks the payout bank fields offered first. */
async function countryOf(db: Database, ownerId: string): Promise<string | null> {
  const [row] = await db
    .select({ kyc: kycParties.country, profile: investorProfiles.country })
    .from(users)
    .leftJoin(kycParties, eq(kycParties.userId, users.id))
    .leftJoin(investorProfiles, eq(investorProfiles.userId, users.id))
    .where(eq(users.id, ownerId))
    .limit(1);
  return row?.kyc ?? row?.profile ?? null;
}

export async function campaignView(db: Database, campaign: CampaignRow, viewer: { id: string; isAdmin: boolean }): Promise<CampaignOut> {
  const [{ property, payout, checklist }, currency, ownerCountry] = await Promise.all([
    loadChecklist(db, campaign),
    currencyOf(db, campaign.currencyCode),
    countryOf(db, campaign.ownerId),
  ]);
  const { searchVector: _search, percentRaisedBps, ...fields } = campaign;
  const actor = actorOf(campaign, viewer);
  return {
    ...fields,
    currency: currency
      ? { code: currency.code, symbol: currency.symbol, displayFormat: currency.displayFormat, decimals: currency.decimals }
      : null,
    percentRaised: (percentRaisedBps ?? 0) / 100,
    property: property
      ? {
          propertyName: property.propertyName,
          propertyUrl: property.propertyUrl,
          propertyDetail: property.propertyDetail,
          propertyStreet: property.propertyStreet,
          propertyCity: property.propertyCity,
          propertyState: property.propertyState,
          propertyCountry: property.propertyCountry,
          propertySize: property.propertySize,
          plotSize: property.plotSize,
          buildYear: property.buildYear,
          propertyStage: property.propertyStage,
        }
      : null,
    payout: payout
      ? {
          bankName: payout.bankName,
          accountType: payout.accountType,
          accountNumberLast4: payout.accountNumberLast4,
          routingNumber: payout.routingNumber,
          bankScheme: payout.bankScheme,
          sortCode: payout.sortCode,
          bic: payout.bic,
          tosAccepted: payout.tosAcceptedAt !== null,
          achAccountId: payout.achAccountId,
          accountHolderName: payout.accountHolderName,
        }
      : null,
    checklist,
    ownerCountry,
    editable: isEditableByOwner(campaign.status) || viewer.isAdmin,
    // Submission (to 1) goes through POST /submit, which checks the checklist; it is listed too.
    allowedMoves: allowedMoves(campaign.status, actor),
  };
}
