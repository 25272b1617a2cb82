import { campaigns, campaignSettlements } from '@cf/db';
import { eq } from 'drizzle-orm';
import { CAMPAIGN_STATUS, campaignNoteInput, campaignReasonInput, ConflictError, NotFoundError } from '@cf/domain';
import { campaignSettlementOut } from '@cf/domain/settlement-answers';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DepsOf } from '../deps';
import {
  type CampaignDecision,
  type CampaignRow,
  decideStatus,
  informOwner,
  invalidateBrowse,
  lockCampaign,
  type StaffDecision,
  updateCampaignFeatured,
} from '../modules/campaigns/index';
import { settleCampaign, settlementContext, type SettlementDeps } from '../modules/settlement/index';
import { notifyReservers } from '../modules/reservations/index';
import { recordAudit } from '../lib/audit';
import { errorResponses } from '../lib/envelope';
import type { App } from '../types';

/** What a staff decision uses: the database, the owner's notice and the public lists' caches. */
export type DecisionDeps = DepsOf<'db' | 'mailer' | 'realtime' | 'publicCache'>;

export type StatusAction = StaffDecision;

const DECISION: Record<StatusAction, CampaignDecision> = {
  approve: 'approved',
  decline: 'declined',
  hide: 'hidden',
  inactivate: 'inactivated',
  reactivate: 'reactivated',
};

const audited = (c: CampaignRow) => ({ status: c.status, featured: c.featured, decisionReason: c.decisionReason });

/**
 * A staff decision on a campaign in one transaction: the move through the lifecycle (409 when the
 * machine has no such move, 400 when a required reason is missing), the history row, the audit
 * entry with before and after, and the owner's notification and e-mail. Hiding moves no money.
 */
export async function decideCampaign(
  deps: DecisionDeps,
  request: FastifyRequest,
  campaignId: number,
  action: StatusAction,
  reason: string | null,
) {
  const pending = await deps.db.transaction(async (tx) => {
    const { before, after } = await decideStatus(tx, campaignId, action, { id: request.user!.id, reason });
    await notifyReservers(deps, tx, after);
    await recordAudit(tx, request, { action, resource: 'campaigns', recordId: campaignId, before: audited(before), after: audited(after) });
    return informOwner(deps, tx, after, DECISION[action], reason);
  });
  await pending?.emit();
  invalidateBrowse(deps);
}

/**
 * Staff end a live campaign now: "close" settles it as the job would at its closing date
 * (successful or not by its minimum raise; payments in flight keep it closing for the grace
 * period), "cancel" refunds every investor at once. One transaction with the audit entry; 409
 * when the campaign is not live or already settled.
 */
export async function settleCampaignByStaff(
  deps: SettlementDeps,
  request: FastifyRequest,
  campaignId: number,
  action: 'close' | 'cancel',
  reason: string | null,
) {
  const ctx = await settlementContext(deps, new Date());
  const result = await deps.db.transaction(async (tx) => {
    const settled = await settleCampaign(tx, ctx, campaignId, action === 'close' ? 'now' : 'cancel', {
      actor: 'staff',
      actorId: request.user!.id,
      reason,
    });
    if (settled.state === 'skipped') throw new ConflictError('settlement.errors.notLive');
    const s = settled.state === 'settled' ? settled.settlement : null;
    await recordAudit(tx, request, {
      action: action === 'close' ? 'close-now' : 'cancel',
      resource: 'campaigns',
      recordId: campaignId,
      before: { status: CAMPAIGN_STATUS.active },
      after: {
        status: settled.campaign.status,
        closingSince: settled.campaign.closingSince,
        ...(s ? { outcome: s.outcome, raised: s.raised, fee: s.fee, net: s.net, refunded: s.refunded, reason } : {}),
      },
    });
    return settled;
  });
  if (result.state === 'settled') await result.push?.emit();
  invalidateBrowse(deps);
  return result;
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

/**
 * /console/campaigns/:id/close ("Close now", an optional note) and /cancel ("Cancel campaign
 * (refund everyone)", a reason that reaches investors and owner): where the campaign then stands.
 */
export default async function campaignSettlementRoutes(app: App) {
  const params = z.object({ id: z.string().regex(/^\d{1,10}$/) });
  app.get(
    '/campaigns/:id/settlement',
    {
      schema: {
        tags: ['console'],
        summary: 'Where a campaign stands after its raise: held in closing, settled (with its settlement) or neither',
        params,
        response: { 200: campaignSettlementOut, ...errorResponses },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const [row] = await app.db
        .select({
          id: campaigns.id,
          status: campaigns.status,
          closingSince: campaigns.closingSince,
          settledAt: campaigns.settledAt,
          settlement: campaignSettlements,
        })
        .from(campaigns)
        .leftJoin(campaignSettlements, eq(campaignSettlements.campaignId, campaigns.id))
        .where(eq(campaigns.id, id));
      if (!row) throw new NotFoundError();
      return row;
    },
  );
  const actions = [
    ['close', campaignNoteInput, 'Close a live campaign now and settle its money (held in closing while payments are in flight)'],
    ['cancel', campaignReasonInput, 'Cancel a live campaign: every investor is refunded in full, no fee'],
  ] as const;
  for (const [action, body, summary] of actions)
    app.post(
      `/campaigns/:id/${action}`,
      {
        schema: {
          tags: ['console'],
          summary,
          params,
          body,
          response: { 200: campaignSettlementOut, ...errorResponses },
        },
      },
      async (request) => {
        const id = Number(request.params.id);
        const result = await settleCampaignByStaff(app, request, id, action, request.body.reason ?? null);
        const { status, closingSince, settledAt } = result.campaign;
        return { id, status, closingSince, settledAt, settlement: result.state === 'settled' ? result.settlement : null };
      },
    );
}
