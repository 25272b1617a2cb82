import { campaigns, campaignTeamMembers, type Database } from '@cf/db';
import { type CampaignStatus, NotFoundError, PUBLIC_STATUSES } from '@cf/domain';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../plugins/auth';

export type CampaignRef = {
  id: number;
  ownerId: string;
  status: CampaignStatus;
  slug: string;
  companyName: string | null;
  campaignName: string | null;
  companyLogo: string | null;
};

const refColumns = {
  id: campaigns.id,
  ownerId: campaigns.ownerId,
  status: campaigns.status,
  slug: campaigns.slug,
  companyName: campaigns.companyName,
  campaignName: campaigns.campaignName,
  companyLogo: campaigns.companyLogo,
};

/** What a campaign is called in messages: its campaign name, else the company, else its slug. */
export const campaignTitle = (c: Pick<CampaignRef, 'campaignName' | 'companyName' | 'slug'>): string =>
  c.campaignName || c.companyName || c.slug;

export const isPublicStatus = (status: number): boolean => (PUBLIC_STATUSES as readonly number[]).includes(status);

/** The owner and staff manage a campaign (contract: "staff may do what owners do"). */
export const isManager = (user: AuthUser | null, campaign: Pick<CampaignRef, 'ownerId'>): boolean =>
  Boolean(user && (user.isAdmin || user.id === campaign.ownerId));

export async function campaignRef(db: Database, id: number): Promise<CampaignRef | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db.select(refColumns).from(campaigns).where(eq(campaigns.id, id)).limit(1);
  return (row as CampaignRef | undefined) ?? null;
}

/** A campaign the caller may see: a public one, or their own (or any, for staff). Else 404. */
export async function visibleCampaign(db: Database, id: number, user: AuthUser | null): Promise<CampaignRef> {
  const campaign = await campaignRef(db, id);
  if (!campaign || !(isPublicStatus(campaign.status) || isManager(user, campaign))) throw new NotFoundError();
  return campaign;
}

/** A campaign the caller manages (owner or staff). Anyone else gets the same 404 as for a missing one. */
export async function managedCampaignRef(db: Database, id: number, user: AuthUser | null): Promise<CampaignRef> {
  const campaign = await campaignRef(db, id);
  if (!campaign || !isManager(user, campaign)) throw new NotFoundError();
  return campaign;
}

/** Speaks for the company: the owner, or a team member who accepted the invitation with this account. */
export async function speaksForCompany(db: Database, campaign: Pick<CampaignRef, 'id' | 'ownerId'>, userId: string): Promise<boolean> {
  if (campaign.ownerId === userId) return true;
  const [member] = await db
    .select({ id: campaignTeamMembers.id })
    .from(campaignTeamMembers)
    .where(and(eq(campaignTeamMembers.campaignId, campaign.id), eq(campaignTeamMembers.userId, userId)))
    .limit(1);
  return Boolean(member);
}
