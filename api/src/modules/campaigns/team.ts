import { campaignTeamMembers, campaigns, type Database, users } from '@cf/db';
import {
  AppError,
  CAMPAIGN_FIELDS,
  ConflictError,
  NotFoundError,
  type TeamMemberInput,
  type TeamMemberPatch,
  ValidationError,
} from '@cf/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { randomToken, sha256 } from '../../lib/crypto';
import type { UploadedFile } from '../files/index';
import { recordCampaignActivity } from '../activity/index';
import { managedCampaign } from './access';
import type { Actor, CampaignDeps } from './context';
import { teamInviteEmail } from './emails';
import { requireFile, storeImage } from './images';
import { referenceIssues } from './references';
import type { CampaignRow } from './repository';
import { defined } from './wizard';

type MemberRow = typeof campaignTeamMembers.$inferSelect;

/** A member as the owner sees it: never the invitation's token hash. */
export const memberOut = ({ inviteTokenHash: _hash, updatedAt: _u, ...member }: MemberRow) => member;

export const campaignTitle = (c: Pick<CampaignRow, 'campaignName' | 'companyName' | 'slug'>) => c.campaignName ?? c.companyName ?? c.slug;

const emailTaken = () => new ConflictError('errors.duplicate', [{ field: 'email', message: 'errors.duplicate' }]);

async function assertEmailFree(tx: Database, campaignId: number, email: string, exceptId?: number) {
  const [other] = await tx
    .select({ id: campaignTeamMembers.id })
    .from(campaignTeamMembers)
    .where(
      and(
        eq(campaignTeamMembers.campaignId, campaignId),
        sql`lower(${campaignTeamMembers.email}) = ${email.toLowerCase()}`,
        exceptId ? ne(campaignTeamMembers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (other) throw emailTaken();
}

/**
 * A new invitation link for a member, e-mailed inside the caller's transaction (sent only if it
 * commits): `${publicUrl}/team-invite?token=…`, valid CAMPAIGN_FIELDS.teamInviteDays. Only the
 * token's hash is stored. The e-mail speaks the invitee's language when they have an account.
 */
async function sendInvite(deps: CampaignDeps, tx: Database, actor: Actor, campaign: CampaignRow, member: MemberRow) {
  const token = randomToken();
  await tx
    .update(campaignTeamMembers)
    .set({ inviteTokenHash: sha256(token), invitedAt: new Date(), updatedAt: new Date() })
    .where(eq(campaignTeamMembers.id, member.id));
  const [[inviter], [invitee]] = await Promise.all([
    tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, actor.id)),
    tx
      .select({ lang: users.notificationLanguage })
      .from(users)
      .where(sql`lower(${users.email}) = ${member.email.toLowerCase()}`)
      .limit(1),
  ]);
  await deps.mailer.send(
    {
      to: member.email,
      lang: invitee?.lang ?? actor.lang,
      template: teamInviteEmail,
      vars: {
        name: member.fullName,
        inviter: `${inviter?.firstName ?? ''} ${inviter?.lastName ?? ''}`.trim(),
        role: member.roleTitle,
        campaign: campaignTitle(campaign),
        token,
        days: CAMPAIGN_FIELDS.teamInviteDays,
      },
    },
    tx,
  );
}

async function checkReferences(tx: Database, values: Record<string, unknown>) {
  const issues = await referenceIssues(tx, values);
  if (issues.length > 0) throw new ValidationError(issues);
}

export async function listMembers(db: Database, actor: Actor, campaignId: number) {
  await managedCampaign(db, actor, campaignId);
  const rows = await db
    .select()
    .from(campaignTeamMembers)
    .where(eq(campaignTeamMembers.campaignId, campaignId))
    .orderBy(asc(campaignTeamMembers.sortOrder), asc(campaignTeamMembers.id));
  return rows.map(memberOut);
}

/** A member of a campaign the caller manages (404 otherwise, like the campaign itself). */
async function managedMember(db: Database, actor: Actor, id: number, options: { lock?: boolean; edit?: boolean } = {}) {
  const [member] = await db.select().from(campaignTeamMembers).where(eq(campaignTeamMembers.id, id));
  if (!member) throw new NotFoundError();
  const campaign = await managedCampaign(db, actor, member.campaignId, options);
  return { member, campaign };
}

export async function getMember(db: Database, actor: Actor, id: number) {
  return memberOut((await managedMember(db, actor, id)).member);
}

/** POST /campaigns/equity/team-members: adds the member and e-mails the invitation. */
export async function addMember(deps: CampaignDeps, actor: Actor, input: TeamMemberInput) {
  return deps.db.transaction(async (tx) => {
    const campaign = await managedCampaign(tx, actor, input.campaignId, { lock: true, edit: true });
    await checkReferences(tx, input);
    await assertEmailFree(tx, campaign.id, input.email);
    const [member] = await tx
      .insert(campaignTeamMembers)
      .values({
        campaignId: campaign.id,
        fullName: input.fullName,
        roleTitle: input.roleTitle,
        email: input.email,
        bio: input.bio ?? null,
        memberTypeId: input.memberTypeId ?? null,
        ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
      })
      .returning();
    await sendInvite(deps, tx, actor, campaign, member!);
    await recordCampaignActivity(tx, {
      userId: actor.id,
      type: 'team',
      messageKey: 'identity.activity.teamMemberAdded',
      campaignId: campaign.id,
      params: { name: input.fullName },
      ip: actor.ip,
    });
    const [fresh] = await tx.select().from(campaignTeamMembers).where(eq(campaignTeamMembers.id, member!.id));
    return memberOut(fresh!);
  });
}

/** PATCH /campaigns/equity/team-members/:id. A new address unlinks the member and invites the new one. */
export async function updateMember(deps: CampaignDeps, actor: Actor, id: number, input: TeamMemberPatch) {
  return deps.db.transaction(async (tx) => {
    const { member, campaign } = await managedMember(tx, actor, id, { lock: true, edit: true });
    const values = defined(input);
    await checkReferences(tx, values);
    const newEmail = values.email !== undefined && values.email.toLowerCase() !== member.email.toLowerCase();
    if (newEmail) await assertEmailFree(tx, campaign.id, values.email!, member.id);
    const [updated] = await tx
      .update(campaignTeamMembers)
      .set({ ...values, ...(newEmail ? { userId: null, acceptedAt: null } : {}), updatedAt: new Date() })
      .where(eq(campaignTeamMembers.id, id))
      .returning();
    if (newEmail) await sendInvite(deps, tx, actor, campaign, updated!);
    const [fresh] = await tx.select().from(campaignTeamMembers).where(eq(campaignTeamMembers.id, id));
    return memberOut(fresh!);
  });
}

export async function deleteMember(deps: CampaignDeps, actor: Actor, id: number) {
  return deps.db.transaction(async (tx) => {
    const { member, campaign } = await managedMember(tx, actor, id, { lock: true, edit: true });
    await tx.delete(campaignTeamMembers).where(eq(campaignTeamMembers.id, id));
    await recordCampaignActivity(tx, {
      userId: actor.id,
      type: 'team',
      messageKey: 'identity.activity.teamMemberRemoved',
      campaignId: campaign.id,
      params: { name: member.fullName },
      ip: actor.ip,
    });
    return { id, deleted: true as const };
  });
}

/** POST /campaigns/equity/team-members/resend-email/:id: a fresh link (the previous one stops working). */
export async function resendInvite(deps: CampaignDeps, actor: Actor, id: number) {
  return deps.db.transaction(async (tx) => {
    const { member, campaign } = await managedMember(tx, actor, id, { lock: true });
    if (member.acceptedAt) throw new ConflictError('campaigns.team.alreadyAccepted');
    await sendInvite(deps, tx, actor, campaign, member);
    const [fresh] = await tx.select().from(campaignTeamMembers).where(eq(campaignTeamMembers.id, id));
    return memberOut(fresh!);
  });
}

/** POST /campaigns/equity/team-members/:id/photo: square, at least 200×200. */
export async function setMemberPhoto(deps: CampaignDeps, actor: Actor, id: number, file: UploadedFile | null) {
  // Who may upload is checked before what is uploaded: anyone else learns nothing of the rules.
  await managedMember(deps.db, actor, id, { edit: true });
  const upload = requireFile(file);
  const url = await storeImage(deps, upload, 'photo');
  return deps.db.transaction(async (tx) => {
    await managedMember(tx, actor, id, { lock: true, edit: true });
    const [row] = await tx
      .update(campaignTeamMembers)
      .set({ photo: url, updatedAt: new Date() })
      .where(eq(campaignTeamMembers.id, id))
      .returning();
    return memberOut(row!);
  });
}

const badLink = (key: string) => new ValidationError([{ field: 'token', message: key }], key);

/**
 * POST /campaigns/team-invites/accept { token }: the signed-in user whose e-mail is the invited
 * one becomes the member (their replies then carry the company badge). The link works once.
 */
export async function acceptInvite(db: Database, user: { id: string; email: string }, token: string) {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select()
      .from(campaignTeamMembers)
      .where(eq(campaignTeamMembers.inviteTokenHash, sha256(token)))
      .for('update');
    if (!member) throw badLink('campaigns.team.inviteInvalid');
    const expiresAt = (member.invitedAt?.getTime() ?? 0) + CAMPAIGN_FIELDS.teamInviteDays * 86_400_000;
    if (expiresAt < Date.now()) throw badLink('campaigns.team.inviteExpired');
    if (member.email.toLowerCase() !== user.email.toLowerCase())
      throw new AppError('FORBIDDEN', 403, 'campaigns.team.inviteInvalid', [
        { field: 'token', message: 'campaigns.team.emailMismatch', params: { email: member.email } },
      ]);
    const [updated] = await tx
      .update(campaignTeamMembers)
      .set({ userId: user.id, acceptedAt: new Date(), inviteTokenHash: null, updatedAt: new Date() })
      .where(eq(campaignTeamMembers.id, member.id))
      .returning();
    const [campaign] = await tx
      .select({ id: campaigns.id, slug: campaigns.slug, campaignName: campaigns.campaignName, companyName: campaigns.companyName })
      .from(campaigns)
      .where(eq(campaigns.id, member.campaignId));
    return { memberId: updated!.id, campaignId: member.campaignId, slug: campaign!.slug, campaign: campaignTitle(campaign!) };
  });
}
