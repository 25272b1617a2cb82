import { type Database } from '@cf/db';
import type { DepsOf } from '../../deps';
import {
  AppError,
  CAMPAIGN_STATUS,
  type CampaignActor,
  campaignRuleIssues,
  type CampaignStatus,
  type Checklist,
  type FieldError,
} from '@cf/domain';
import { managedCampaign } from './access';
import { invalidateBrowse } from './browse-cache';
import { type Actor, type CampaignDeps, loadCampaignSettings, ruleContext } from './context';
import type { CampaignOut } from './schemas';
import { type CampaignRow, updateCampaignStatus } from './repository';
import { assertTransition } from './status';
import { campaignView, loadChecklist } from './view';
import { ruleValuesOf } from './wizard';

const actorKind = (row: CampaignRow, actor: Actor): CampaignActor => (row.ownerId === actor.id ? 'owner' : 'staff');

/** GET /campaigns/equities/:id/checklist. */
export async function checklistOf(db: Database, actor: Actor, id: number): Promise<Checklist> {
  return (await loadChecklist(db, await managedCampaign(db, actor, id))).checklist;
}

const missingItems = (checklist: Checklist): FieldError[] =>
  checklist.sections.flatMap((s) => s.missing.map((m) => ({ field: `${s.key}.${m}`, message: 'campaigns.checklist.required' })));

/**
 * POST /campaigns/equities/:id/submit: a draft or declined campaign goes to review (1) when the
 * checklist is ready and every spec §5 rule still holds with today's settings (a closing date
 * that passed while it sat in draft is caught here). Otherwise 400 with each missing item at
 * `<section>.<field>` and each broken rule at its field; nothing changes. When the operator turned
 * review off (`requireCampaignApproval`), the system approves it in the same transaction (1 → 2,
 * both moves in the history) and it is live at once.
 */
export async function submitCampaign(deps: CampaignDeps & DepsOf<'publicCache'>, actor: Actor, id: number): Promise<CampaignOut> {
  const result = await deps.db.transaction(async (tx) => {
    const row = await managedCampaign(tx, actor, id, { lock: true });
    const kind = actorKind(row, actor);
    // A move the machine refuses (already pending, active...) is said before the checklist.
    assertTransition(row.status, CAMPAIGN_STATUS.pending, kind);
    const { checklist } = await loadChecklist(tx, row);
    const ctx = await ruleContext(tx, row.currencyCode, actor.lang);
    const issues = [...missingItems(checklist), ...campaignRuleIssues(ruleValuesOf(row), ctx)];
    if (issues.length > 0) throw new AppError('CAMPAIGN_NOT_READY', 400, 'campaigns.owner.notReady', issues);
    const submitted = await updateCampaignStatus(tx, { campaignId: row.id, to: CAMPAIGN_STATUS.pending, actor: kind, actorId: actor.id });
    const { requireCampaignApproval } = await loadCampaignSettings(tx);
    const { after } = requireCampaignApproval
      ? submitted
      : await updateCampaignStatus(tx, { campaignId: row.id, to: CAMPAIGN_STATUS.active, actor: 'system', actorId: null });
    return campaignView(tx, after, actor);
  });
  // Live at once: the public lists must show it now, not after their cache runs out.
  if (result.status === CAMPAIGN_STATUS.active) invalidateBrowse(deps);
  return result;
}

/**
 * PATCH /campaigns/equities/:id { status, reason? }: a move of the status machine by the caller
 * (owner: withdraw 1 → 0, reopen 3 → 0; staff: their moves, with a reason where required).
 * Submission (→ 1) is the submit call, with its checklist.
 */
export async function moveCampaign(
  deps: CampaignDeps & DepsOf<'publicCache'>,
  actor: Actor,
  id: number,
  input: { status: number; reason?: string | null },
): Promise<CampaignOut> {
  if (input.status === CAMPAIGN_STATUS.pending) return submitCampaign(deps, actor, id);
  return deps.db.transaction(async (tx) => {
    const row = await managedCampaign(tx, actor, id, { lock: true });
    const { after } = await updateCampaignStatus(tx, {
      campaignId: row.id,
      to: input.status as CampaignStatus,
      actor: actorKind(row, actor),
      actorId: actor.id,
      reason: input.reason ?? null,
    });
    return campaignView(tx, after, actor);
  });
}
