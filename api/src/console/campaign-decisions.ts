import type { Database } from '@cf/db';
import { CAMPAIGN_STATUS, type CampaignActor, type CampaignStatus, ConflictError, NotFoundError, PUBLIC_STATUSES } from '@cf/domain';
import type { FastifyRequest } from 'fastify';
import type { DepsOf } from '../deps';
import {
  type CampaignDecision,
  type CampaignRow,
  informOwner,
  invalidateBrowse,
  lockCampaign,
  statusBeforeLastMoveTo,
  updateCampaignFeatured,
  updateCampaignStatus,
} from '../modules/campaigns/index';
import { recordAudit } from '../lib/audit';

/** What a staff decision uses: the database, the owner's notice and the public lists' caches. */
export type DecisionDeps = DepsOf<'db' | 'mailer' | 'realtime' | 'publicCache'>;

export type StatusAction = 'approve' | 'decline' | 'hide' | 'inactivate' | 'reactivate';

const TARGET: Record<Exclude<StatusAction, 'reactivate'>, CampaignStatus> = {
  approve: CAMPAIGN_STATUS.active,
  decline: CAMPAIGN_STATUS.declined,
  hide: CAMPAIGN_STATUS.hidden,
  inactivate: CAMPAIGN_STATUS.inactive,
};
const DECISION: Record<StatusAction, CampaignDecision> = {
  approve: 'approved',
  decline: 'declined',
  hide: 'hidden',
  inactivate: 'inactivated',
  reactivate: 'reactivated',
};

/** Reactivating puts a hidden campaign back where it was hidden from (active, successful...), an inactive one back to active. */
async function reactivationTarget(tx: Database, campaignId: number, status: CampaignStatus): Promise<CampaignStatus> {
  if (status !== CAMPAIGN_STATUS.hidden) return CAMPAIGN_STATUS.active;
  const from = await statusBeforeLastMoveTo(tx, { campaignId, to: CAMPAIGN_STATUS.hidden });
  return from !== null && PUBLIC_STATUSES.includes(from) ? from : CAMPAIGN_STATUS.active;
}

const audited = (c: CampaignRow) => ({ status: c.status, featured: c.featured, decisionReason: c.decisionReason });

/**
 * A staff decision on a campaign in one transaction: the move through the status machine (409
 * when it has no such move, 400 when a required reason is missing), the history row, the audit
 * entry with before and after, and the owner's notification and e-mail.
 */
export async function decideCampaign(
  deps: DecisionDeps,
  request: FastifyRequest,
  campaignId: number,
  action: StatusAction,
  reason: string | null,
) {
  const pending = await deps.db.transaction(async (tx) => {
    const current = await lockCampaign(tx, { id: campaignId });
    if (!current) throw new NotFoundError();
    if (action === 'reactivate' && current.status !== CAMPAIGN_STATUS.hidden && current.status !== CAMPAIGN_STATUS.inactive)
      throw new ConflictError('campaigns.console.notHiddenOrInactive', [
        { field: 'status', message: 'campaigns.console.notHiddenOrInactive' },
      ]);
    const to = action === 'reactivate' ? await reactivationTarget(tx, campaignId, current.status) : TARGET[action];
    const actor: CampaignActor = 'staff';
    const { before, after } = await updateCampaignStatus(tx, { campaignId, to, actor, actorId: request.user!.id, reason });
    await recordAudit(tx, request, { action, resource: 'campaigns', recordId: campaignId, before: audited(before), after: audited(after) });
    return informOwner(deps, tx, after, DECISION[action], reason);
  });
  await pending?.emit();
  invalidateBrowse(deps);
}

/** Shows a campaign among the home page's featured ones, or takes it off; only active ones may be featured. */
export async function featureCampaign(deps: DecisionDeps, request: FastifyRequest, campaignId: number, featured: boolean) {
  const pending = await deps.db.transaction(async (tx) => {
    const before = await lockCampaign(tx, { id: campaignId });
    if (!before) throw new NotFoundError();
    if (featured && before.status !== CAMPAIGN_STATUS.active)
      throw new ConflictError('campaigns.console.featureActiveOnly', [
        { field: 'featured', message: 'campaigns.console.featureActiveOnly' },
      ]);
    if (before.featured === featured) return null;
    const after = await updateCampaignFeatured(tx, { id: campaignId, featured });
    await recordAudit(tx, request, {
      action: featured ? 'feature' : 'unfeature',
      resource: 'campaigns',
      recordId: campaignId,
      before: audited(before),
      after: audited(after),
    });
    return featured ? informOwner(deps, tx, after, 'featured', null) : null;
  });
  await pending?.emit();
  invalidateBrowse(deps);
}
