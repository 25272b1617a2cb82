import { campaignProperties, campaigns, type Database, users } from '@cf/db';
import {
  type CampaignRuleValues,
  campaignRuleIssues,
  ConflictError,
  type CreateCampaignInput,
  ForbiddenError,
  OPEN_CAMPAIGN_STATUSES,
  type PropertyInfoInput,
  ValidationError,
} from '@cf/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { randomToken } from '../../lib/crypto';
import { managedCampaign } from './access';
import { type Actor, type CampaignDeps, loadCampaignSettings, ruleContext, siteContext } from './context';
import { referenceIssues } from './references';
import type { CampaignOut } from './schemas';
import type { CampaignRow } from './repository';
import { campaignView } from './view';

type CampaignPatch = Partial<typeof campaigns.$inferInsert>;

/** Only what was sent: absent fields stay as stored (PATCH). */
export const defined = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

/** A readable, unique slug: the name's words and the id ("green-farms-ltd-42"); `campaign-42` for a name with no Latin letters. */
export function slugFor(name: string | null | undefined, id: number): string {
  const base = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${base || 'campaign'}-${id}`;
}

/**
 * POST /campaigns/equities. Campaign owners and staff only (an investor account is told to sign up
 * as an owner); with onlyAdminCreateCampaign on, staff only. The per-owner limit counts drafts,
 * pending and active campaigns under a lock of the owner's row, so two creations at once cannot
 * both pass it. Staff are not limited.
 */
export async function createCampaign(deps: CampaignDeps, actor: Actor, input: CreateCampaignInput) {
  if (!actor.isAdmin && actor.userType !== 'campaign-owner') throw new ForbiddenError('campaigns.owner.notCampaignOwner');
  const site = await siteContext(deps.db);
  if (site.onlyAdminCreateCampaign && !actor.isAdmin) throw new ForbiddenError('campaigns.owner.adminOnly');

  return deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
    const { campaignLimitPerUser: limit } = await loadCampaignSettings(tx);
    if (limit > 0 && !actor.isAdmin) {
      const [open] = await tx
        .select({ value: count() })
        .from(campaigns)
        .where(and(eq(campaigns.ownerId, actor.id), inArray(campaigns.status, [...OPEN_CAMPAIGN_STATUSES])));
      if (Number(open?.value ?? 0) >= limit)
        throw new ConflictError('campaigns.owner.limitReached', [
          { field: 'campaignLimit', message: 'campaigns.owner.limitField', params: { limit } },
        ]);
    }
    const [row] = await tx
      .insert(campaigns)
      .values({ ownerId: actor.id, investingType: input.investingType, slug: `new-${randomToken(9)}` })
      .returning({ id: campaigns.id });
    const [created] = await tx
      .update(campaigns)
      .set({ slug: slugFor(null, row!.id) })
      .where(eq(campaigns.id, row!.id))
      .returning({ id: campaigns.id, slug: campaigns.slug, status: campaigns.status, investingType: campaigns.investingType });
    return created!;
  });
}

export const ruleValuesOf = (c: CampaignRow): CampaignRuleValues => ({
  investingType: c.investingType,
  goal: c.goal,
  minimumRaise: c.minimumRaise,
  maximumRaise: c.maximumRaise,
  minimumInvestment: c.minimumInvestment,
  maximumInvestment: c.maximumInvestment,
  openDate: c.openDate,
  closingDate: c.closingDate,
  equityAvailable: c.equityAvailable,
  preMoneyValuation: c.preMoneyValuation,
  pricePerShare: c.pricePerShare,
  interestRateBps: c.interestRateBps,
  termLengthMonths: c.termLengthMonths,
});

/**
 * Every wizard step that writes campaign columns (company, fundraising, terms, story, extras):
 * the sent fields are checked alone by the route's schema, then here the spec §5 rules between
 * fields and against the campaign settings on the merged campaign, and the references. A bad
 * write changes nothing. The slug follows the name until the campaign is first submitted.
 */
export async function saveCampaignFields(deps: CampaignDeps, actor: Actor, id: number, patch: CampaignPatch): Promise<CampaignOut> {
  return deps.db.transaction(async (tx) => {
    const row = await managedCampaign(tx, actor, id, { lock: true, edit: true });
    const values = defined(patch);
    const merged = { ...row, ...values } as CampaignRow;
    const ctx = await ruleContext(tx, merged.currencyCode, actor.lang);
    const issues = [...campaignRuleIssues(ruleValuesOf(merged), ctx, new Set(Object.keys(values))), ...(await referenceIssues(tx, values))];
    if (issues.length > 0) throw new ValidationError(issues);
    if (!row.submittedAt && ('campaignName' in values || 'companyName' in values))
      values.slug = slugFor(merged.campaignName ?? merged.companyName, row.id);
    const [updated] = await tx
      .update(campaigns)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(campaigns.id, row.id))
      .returning();
    return campaignView(tx, updated!, actor);
  });
}

/** PATCH /campaigns/campaign/property-info/:id: one property row per campaign, created on first save. */
export async function savePropertyInfo(deps: CampaignDeps, actor: Actor, id: number, input: PropertyInfoInput): Promise<CampaignOut> {
  return deps.db.transaction(async (tx) => {
    const row = await managedCampaign(tx, actor, id, { lock: true, edit: true });
    const values = defined(input);
    await tx
      .insert(campaignProperties)
      .values({ campaignId: row.id, ...values })
      .onConflictDoUpdate({ target: campaignProperties.campaignId, set: { ...values, updatedAt: new Date() } });
    return campaignView(tx, row, actor);
  });
}

/** GET /campaigns/equities/:id. */
export async function ownerCampaign(db: Database, actor: Actor, id: number): Promise<CampaignOut> {
  return campaignView(db, await managedCampaign(db, actor, id), actor);
}
