import { campaignStatusHistory, campaigns, type Database } from '@cf/db';
import { type CampaignActor, type CampaignStatus, ConflictError, NotFoundError } from '@cf/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { changeCampaignStatus } from '../modules/campaigns/status';
import { campaignTitle } from '../modules/campaigns-public/access';
import { invalidateBrowse } from '../modules/campaigns-public/browse';
import type { EmailTemplate } from '../modules/mail/service';
import { notifyUser, type PendingNotification } from '../modules/notifications/service';
import type { App } from '../types';
import { recordAudit } from './audit';
import { recipientOf } from './inform';

/** What the owner is told about: each staff decision and the clock's closing of the campaign. */
export type CampaignDecision =
  'approved' | 'declined' | 'hidden' | 'inactivated' | 'reactivated' | 'featured' | 'successful' | 'unsuccessful';

/** Decisions whose e-mail says what the owner can do next. */
const NEXT_STEP: Partial<Record<CampaignDecision, true>> = { approved: true, declined: true, successful: true };

type DecisionVars = { firstName: string; decision: CampaignDecision; campaign: string; reason: string; path: string };

/** The owner's e-mail for a decision: the same sentence as the notification, the reason, the next step. */
export const campaignDecisionEmail: EmailTemplate<DecisionVars> = {
  name: 'campaign-decision',
  render: (t, v) => ({
    subject: t(`campaigns.review.email.subject.${v.decision}`, { campaign: v.campaign, siteName: v.siteName }),
    paragraphs: [
      t('campaigns.review.email.greeting', { firstName: v.firstName }),
      t(`campaigns.review.notify.${v.decision}`, { campaign: v.campaign }),
      ...(v.reason ? [t('campaigns.review.email.reason', { reason: v.reason })] : []),
      ...(NEXT_STEP[v.decision] ? [t(`campaigns.review.email.next.${v.decision}`)] : []),
    ],
    action: { label: t('campaigns.review.email.action'), url: `${v.publicUrl}${v.path}` },
  }),
};

type CampaignForNotice = {
  id: number;
  ownerId: string;
  slug: string;
  companyName: string | null;
  campaignName: string | null;
  companyLogo: string | null;
};

/**
 * Tells the owner about a decision inside its transaction: a notification (push it after the
 * commit with `emit`) and an e-mail in their notification language. Nothing for a deleted account.
 */
const REASONED = new Set<CampaignDecision>(['declined', 'hidden', 'inactivated']);

export async function informOwner(
  app: App,
  tx: Database,
  campaign: CampaignForNotice,
  decision: CampaignDecision,
  reason: string | null,
): Promise<PendingNotification | null> {
  const owner = await recipientOf(tx, campaign.ownerId);
  if (!owner || owner.status === 'deleted') return null;
  const name = campaignTitle(campaign);
  const path = `/campaign-dashboard/${campaign.id}`;
  const pending = await notifyUser(app, tx, {
    userId: owner.id,
    type: 'campaign-review',
    // A decision with a reason says it in the notification too, not only in the e-mail.
    messageKey: reason && REASONED.has(decision) ? `campaigns.review.notify.${decision}WithReason` : `campaigns.review.notify.${decision}`,
    params: reason && REASONED.has(decision) ? { campaign: name, reason } : { campaign: name },
    link: path,
    thumbnail: campaign.companyLogo,
  });
  await app.mailer.send(
    {
      to: owner.email,
      userId: owner.id,
      lang: owner.notificationLanguage,
      template: campaignDecisionEmail,
      vars: { firstName: owner.firstName, decision, campaign: name, reason: reason ?? '', path },
    },
    tx,
  );
  return pending;
}

export type StatusAction = 'approve' | 'decline' | 'hide' | 'inactivate' | 'reactivate';

const TARGET: Record<Exclude<StatusAction, 'reactivate'>, CampaignStatus> = { approve: 2, decline: 3, hide: 6, inactivate: 7 };
const DECISION: Record<StatusAction, CampaignDecision> = {
  approve: 'approved',
  decline: 'declined',
  hide: 'hidden',
  inactivate: 'inactivated',
  reactivate: 'reactivated',
};

/** Reactivating puts a hidden campaign back where it was hidden from (active, successful...), an inactive one back to active. */
async function reactivationTarget(tx: Database, campaignId: number, status: CampaignStatus): Promise<CampaignStatus> {
  if (status !== 6) return 2;
  const [last] = await tx
    .select({ fromStatus: campaignStatusHistory.fromStatus })
    .from(campaignStatusHistory)
    .where(and(eq(campaignStatusHistory.campaignId, campaignId), eq(campaignStatusHistory.toStatus, 6)))
    .orderBy(desc(campaignStatusHistory.createdAt), desc(campaignStatusHistory.id))
    .limit(1);
  return last && [2, 4, 5].includes(last.fromStatus) ? last.fromStatus : 2;
}

const audited = (c: typeof campaigns.$inferSelect) => ({ status: c.status, featured: c.featured, decisionReason: c.decisionReason });

/**
 * A staff decision on a campaign in one transaction: the move through the status machine (409
 * when it has no such move, 400 when a required reason is missing), the history row, the audit
 * entry with before and after, and the owner's notification and e-mail.
 */
export async function decideCampaign(app: App, request: FastifyRequest, campaignId: number, action: StatusAction, reason: string | null) {
  const pending = await app.db.transaction(async (tx) => {
    const [current] = await tx.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    if (!current) throw new NotFoundError();
    if (action === 'reactivate' && current.status !== 6 && current.status !== 7)
      throw new ConflictError('campaigns.console.notHiddenOrInactive', [
        { field: 'status', message: 'campaigns.console.notHiddenOrInactive' },
      ]);
    const to = action === 'reactivate' ? await reactivationTarget(tx, campaignId, current.status) : TARGET[action];
    const actor: CampaignActor = 'staff';
    const { before, after } = await changeCampaignStatus(app, tx, { campaignId, to, actor, actorId: request.user!.id, reason });
    await recordAudit(tx, request, { action, resource: 'campaigns', recordId: campaignId, before: audited(before), after: audited(after) });
    return informOwner(app, tx, after, DECISION[action], reason);
  });
  await pending?.emit();
  invalidateBrowse(app);
}

/** Shows a campaign among the home page's featured ones, or takes it off; only active ones may be featured. */
export async function featureCampaign(app: App, request: FastifyRequest, campaignId: number, featured: boolean) {
  const pending = await app.db.transaction(async (tx) => {
    const [before] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    if (!before) throw new NotFoundError();
    if (featured && before.status !== 2)
      throw new ConflictError('campaigns.console.featureActiveOnly', [
        { field: 'featured', message: 'campaigns.console.featureActiveOnly' },
      ]);
    if (before.featured === featured) return null;
    const [after] = await tx.update(campaigns).set({ featured, updatedAt: new Date() }).where(eq(campaigns.id, campaignId)).returning();
    await recordAudit(tx, request, {
      action: featured ? 'feature' : 'unfeature',
      resource: 'campaigns',
      recordId: campaignId,
      before: audited(before),
      after: audited(after!),
    });
    return featured ? informOwner(app, tx, after!, 'featured', null) : null;
  });
  await pending?.emit();
  invalidateBrowse(app);
}
