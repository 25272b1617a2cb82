import { type Database } from '@cf/db';
import type { DepsOf } from '../../deps';
import {
  AppError,
  CAMPAIGN_STATUS,
  CAMPAIGN_STATUS_NAMES,
  type CampaignActor,
  campaignRuleIssues,
  type CampaignStatus,
  type CampaignStatusName,
  type Checklist,
  ConflictError,
  type FieldError,
  NotFoundError,
  PUBLIC_STATUSES,
} from '@cf/domain';
import { managedCampaign } from './access';
import { invalidateBrowse } from './browse-cache';
import { type Actor, type CampaignDeps, loadCampaignSettings, ruleContext } from './context';
import type { CampaignOut } from './schemas';
import { applyStatusMove, type CampaignRow, lockCampaign, statusBeforeLastMoveTo, type StatusChangeResult } from './repository';
import { assertTransition } from './status';
import { campaignView, loadChecklist } from './view';
import { ruleValuesOf } from './wizard';
import { notifyReservers } from '../reservations/index';

/**
 * The campaign lifecycle: every status move — submit, withdraw and reopen (owner), approve,
 * decline, hide, inactivate and reactivate (staff), close as successful or unsuccessful (the clock
 * or staff, through the settlement) and cancel (staff, through the settlement) — goes through this
 * module, whoever asks: the owner routes, the console and the jobs. The domain's machine
 * (packages/domain campaign-status.ts) says which moves exist; this module adds the rules that
 * need the database: ending a live campaign moves money, so only the settlement does it.
 */

const { active, hidden, successful, unsuccessful } = CAMPAIGN_STATUS;

const actorKind = (row: CampaignRow, actor: Actor): CampaignActor => (row.ownerId === actor.id ? 'owner' : 'staff');

/** A move asked of the lifecycle, by the domain's status name. */
type Move = { to: CampaignStatusName; actor: CampaignActor; actorId: string | null; reason?: string | null };

/**
 * The lifecycle's own rules on a move the machine allows: a live campaign ends (→ successful or
 * unsuccessful) only with its money settled (closeCampaignAs, from the settlement module), and a
 * hidden campaign comes back to a closed status only if it was hidden from that status.
 */
async function assertLifecycleRules(tx: Database, before: CampaignRow, to: CampaignStatus): Promise<void> {
  if (to !== successful && to !== unsuccessful) return;
  if (before.status === active) {
    const key = 'settlement.errors.closeThroughSettlement';
    throw new ConflictError(key, [{ field: 'status', message: key }]);
  }
  if (before.status === hidden && (await statusBeforeLastMoveTo(tx, { campaignId: before.id, to: hidden })) !== to) {
    const key = 'campaigns.owner.transitionNotAllowed';
    throw new ConflictError(key, [{ field: 'status', message: key }]);
  }
}

/** A move of a row the caller locked: the machine (409/403/400 as it answers), then the lifecycle's rules. */
async function moveLocked(tx: Database, row: CampaignRow, move: Move): Promise<StatusChangeResult> {
  const to = CAMPAIGN_STATUS[move.to];
  assertTransition(row.status, to, move.actor);
  await assertLifecycleRules(tx, row, to);
  return applyStatusMove(tx, row, { campaignId: row.id, to, actor: move.actor, actorId: move.actorId, reason: move.reason ?? null });
}

/** The console's decisions on a campaign: each one move of the lifecycle. */
export type StaffDecision = 'approve' | 'decline' | 'hide' | 'inactivate' | 'reactivate';

const TARGET: Record<Exclude<StaffDecision, 'reactivate'>, CampaignStatusName> = {
  approve: 'active',
  decline: 'declined',
  hide: 'hidden',
  inactivate: 'inactive',
};

/** Reactivating puts a hidden campaign back where it was hidden from (active, successful...), an inactive one back to active. */
async function reactivationTarget(tx: Database, row: CampaignRow): Promise<CampaignStatusName> {
  if (row.status !== hidden && row.status !== CAMPAIGN_STATUS.inactive)
    throw new ConflictError('campaigns.console.notHiddenOrInactive', [
      { field: 'status', message: 'campaigns.console.notHiddenOrInactive' },
    ]);
  if (row.status !== hidden) return 'active';
  const from = await statusBeforeLastMoveTo(tx, { campaignId: row.id, to: hidden });
  return from !== null && PUBLIC_STATUSES.includes(from) ? CAMPAIGN_STATUS_NAMES[from] : 'active';
}

/** A staff decision (hiding moves no money; approving fixes the fee rates), in the caller's transaction. */
export async function decideStatus(
  tx: Database,
  campaignId: number,
  decision: StaffDecision,
  staff: { id: string; reason: string | null },
): Promise<StatusChangeResult> {
  const row = await lockCampaign(tx, { id: campaignId });
  if (!row) throw new NotFoundError();
  const to = decision === 'reactivate' ? await reactivationTarget(tx, row) : TARGET[decision];
  return moveLocked(tx, row, { to, actor: 'staff', actorId: staff.id, reason: staff.reason });
}

/**
 * Ends a live campaign whose money the settlement module is settling in this transaction (the
 * caller holds the row's lock): successful, or unsuccessful — which is also where a campaign
 * cancelled by staff ends (its settlement's outcome says "cancelled").
 */
export async function closeCampaignAs(
  tx: Database,
  row: CampaignRow,
  outcome: 'successful' | 'unsuccessful' | 'cancelled',
  by: { actor: 'system' | 'staff'; actorId: string | null; reason?: string | null },
): Promise<StatusChangeResult> {
  if (row.status !== active) throw new ConflictError('settlement.errors.notLive');
  const to = outcome === 'successful' ? 'successful' : 'unsuccessful';
  return applyStatusMove(tx, row, {
    campaignId: row.id,
    to: CAMPAIGN_STATUS[to],
    actor: by.actor,
    actorId: by.actorId,
    reason: by.reason ?? null,
  });
}

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
    const submitted = await moveLocked(tx, row, { to: 'pending', actor: kind, actorId: actor.id });
    const { requireCampaignApproval } = await loadCampaignSettings(tx);
    const { after } = requireCampaignApproval
      ? submitted
      : await moveLocked(tx, submitted.after, { to: 'active', actor: 'system', actorId: null });
    await notifyReservers(deps, tx, after);
    return campaignView(tx, after, actor);
  });
  // Live at once: the public lists must show it now, not after their cache runs out.
  if (result.status === CAMPAIGN_STATUS.active) invalidateBrowse(deps);
  return result;
}

/**
 * PATCH /campaigns/equities/:id { status, reason? }: a move of the status machine by the caller
 * (owner: withdraw 1 → 0, reopen 3 → 0; staff: their moves, with a reason where required).
 * Submission (→ 1) is the submit call, with its checklist; closing a live campaign is the
 * settlement's (the console's "Close now"), since it moves money.
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
    const { after } = await moveLocked(tx, row, {
      to: CAMPAIGN_STATUS_NAMES[input.status as CampaignStatus],
      actor: actorKind(row, actor),
      actorId: actor.id,
      reason: input.reason ?? null,
    });
    await notifyReservers(deps, tx, after);
    return campaignView(tx, after, actor);
  });
}
