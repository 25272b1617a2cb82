/** Spec §3 campaign statuses (numeric, as stored and as the API speaks them). */
export const CAMPAIGN_STATUS = {
  draft: 0,
  pending: 1,
  active: 2,
  declined: 3,
  successful: 4,
  unsuccessful: 5,
  hidden: 6,
  inactive: 7,
} as const;
export type CampaignStatusName = keyof typeof CAMPAIGN_STATUS;
export type CampaignStatus = (typeof CAMPAIGN_STATUS)[CampaignStatusName];

export const CAMPAIGN_STATUS_NAMES = Object.fromEntries(Object.entries(CAMPAIGN_STATUS).map(([k, v]) => [v, k])) as Record<
  CampaignStatus,
  CampaignStatusName
>;

/** Ribbon styles of spec §3. */
export const CAMPAIGN_RIBBON: Record<CampaignStatus, 'warning' | 'success' | 'primary'> = {
  0: 'warning',
  1: 'success',
  2: 'success',
  3: 'primary',
  4: 'success',
  5: 'primary',
  6: 'primary',
  7: 'primary',
};

export type CampaignActor = 'owner' | 'staff' | 'system';

type Move = { to: CampaignStatus; by: readonly CampaignActor[]; reason?: 'required' };

/**
 * The lifecycle of spec §4 as a table: from each status, where it may go and who may move it.
 * Owners submit and reopen their drafts; staff review, hide and deactivate; the clock (system) or
 * staff close an active campaign as successful or unsuccessful.
 */
const MOVES: Record<CampaignStatus, readonly Move[]> = {
  0: [{ to: 1, by: ['owner', 'staff'] }],
  1: [
    // The system approves at submission when the operator turned review off (campaign settings).
    { to: 2, by: ['staff', 'system'] },
    { to: 3, by: ['staff'], reason: 'required' },
    { to: 0, by: ['owner'] },
  ],
  2: [
    { to: 4, by: ['system', 'staff'] },
    { to: 5, by: ['system', 'staff'] },
    { to: 6, by: ['staff'], reason: 'required' },
    { to: 7, by: ['staff'], reason: 'required' },
  ],
  3: [
    { to: 0, by: ['owner', 'staff'] },
    { to: 1, by: ['owner'] },
  ],
  4: [{ to: 6, by: ['staff'], reason: 'required' }],
  5: [{ to: 6, by: ['staff'], reason: 'required' }],
  6: [
    { to: 2, by: ['staff'] },
    { to: 4, by: ['staff'] },
    { to: 5, by: ['staff'] },
  ],
  7: [{ to: 2, by: ['staff'] }],
};

export type TransitionCheck = { ok: true; reasonRequired: boolean } | { ok: false; error: 'not-allowed' | 'not-your-move' };

/** May `actor` move a campaign from `from` to `to`? (Hidden → successful/unsuccessful restores a closed one.) */
export function checkTransition(from: CampaignStatus, to: CampaignStatus, actor: CampaignActor): TransitionCheck {
  const move = MOVES[from].find((m) => m.to === to);
  if (!move) return { ok: false, error: 'not-allowed' };
  if (!move.by.includes(actor)) return { ok: false, error: 'not-your-move' };
  return { ok: true, reasonRequired: move.reason === 'required' };
}

export function allowedMoves(from: CampaignStatus, actor: CampaignActor): CampaignStatus[] {
  return MOVES[from].filter((m) => m.by.includes(actor)).map((m) => m.to);
}

/** Owners edit the content of a campaign only while it is a draft or declined. */
export const isEditableByOwner = (status: CampaignStatus): boolean =>
  status === CAMPAIGN_STATUS.draft || status === CAMPAIGN_STATUS.declined;

/** Statuses visitors can see on the site (browse and the campaign page). */
export const PUBLIC_STATUSES: readonly CampaignStatus[] = [
  CAMPAIGN_STATUS.active,
  CAMPAIGN_STATUS.successful,
  CAMPAIGN_STATUS.unsuccessful,
];

/** Statuses that count against the per-owner campaign limit (spec: "open" campaigns): drafts, pending and active. */
export const OPEN_CAMPAIGN_STATUSES: readonly CampaignStatus[] = [CAMPAIGN_STATUS.draft, CAMPAIGN_STATUS.pending, CAMPAIGN_STATUS.active];

/** Closed by the lifecycle (the clock or staff): successful or unsuccessful. */
export const isClosedStatus = (status: CampaignStatus): boolean =>
  status === CAMPAIGN_STATUS.successful || status === CAMPAIGN_STATUS.unsuccessful;

/** An active campaign accepts investment until its closing date has passed (end of that day, site timezone). */
export function isOpenForInvestment(status: CampaignStatus, closingDate: string | null, today: string): boolean {
  return status === CAMPAIGN_STATUS.active && closingDate !== null && today <= closingDate;
}
