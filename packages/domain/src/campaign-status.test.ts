import { describe, expect, it } from 'vitest';
import {
  allowedMoves,
  type CampaignActor,
  type CampaignStatus,
  checkTransition,
  isClosedStatus,
  isEditableByOwner,
  isOpenForInvestment,
  OPEN_CAMPAIGN_STATUSES,
  PUBLIC_STATUSES,
} from './campaign-status';

describe('campaign status machine', () => {
  const cases: [CampaignStatus, CampaignStatus, CampaignActor, ReturnType<typeof checkTransition>][] = [
    [0, 1, 'owner', { ok: true, reasonRequired: false }],
    [0, 2, 'owner', { ok: false, error: 'not-allowed' }],
    [0, 2, 'staff', { ok: false, error: 'not-allowed' }],
    [1, 2, 'staff', { ok: true, reasonRequired: false }],
    [1, 2, 'owner', { ok: false, error: 'not-your-move' }],
    [1, 2, 'system', { ok: true, reasonRequired: false }],
    [1, 3, 'system', { ok: false, error: 'not-your-move' }],
    [1, 3, 'staff', { ok: true, reasonRequired: true }],
    [1, 0, 'owner', { ok: true, reasonRequired: false }],
    [2, 4, 'system', { ok: true, reasonRequired: false }],
    [2, 5, 'system', { ok: true, reasonRequired: false }],
    [2, 4, 'owner', { ok: false, error: 'not-your-move' }],
    [2, 6, 'staff', { ok: true, reasonRequired: true }],
    [2, 7, 'staff', { ok: true, reasonRequired: true }],
    [2, 0, 'staff', { ok: false, error: 'not-allowed' }],
    [3, 1, 'owner', { ok: true, reasonRequired: false }],
    [3, 2, 'staff', { ok: false, error: 'not-allowed' }],
    [4, 2, 'staff', { ok: false, error: 'not-allowed' }],
    [4, 6, 'staff', { ok: true, reasonRequired: true }],
    [6, 2, 'staff', { ok: true, reasonRequired: false }],
    [7, 2, 'staff', { ok: true, reasonRequired: false }],
    [7, 2, 'owner', { ok: false, error: 'not-your-move' }],
    [5, 5, 'staff', { ok: false, error: 'not-allowed' }],
  ];
  it.each(cases)('%i → %i by %s', (from, to, actor, expected) => {
    expect(checkTransition(from, to, actor)).toEqual(expected);
  });

  it('lists the moves each actor has', () => {
    expect(allowedMoves(1, 'staff')).toEqual([2, 3]);
    expect(allowedMoves(1, 'owner')).toEqual([0]);
    expect(allowedMoves(4, 'owner')).toEqual([]);
  });

  it('owners edit only drafts and declined campaigns', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].filter((s) => isEditableByOwner(s as CampaignStatus))).toEqual([0, 3]);
  });

  it('an active campaign is open until the end of its closing date', () => {
    expect(isOpenForInvestment(2, '2026-12-31', '2026-12-31')).toBe(true);
    expect(isOpenForInvestment(2, '2026-12-31', '2027-01-01')).toBe(false);
    expect(isOpenForInvestment(1, '2026-12-31', '2026-01-01')).toBe(false);
    expect(isOpenForInvestment(2, null, '2026-01-01')).toBe(false);
  });

  it('names the groups of statuses: public, open (the per-owner limit) and closed', () => {
    const all = [0, 1, 2, 3, 4, 5, 6, 7] as CampaignStatus[];
    expect([...PUBLIC_STATUSES]).toEqual([2, 4, 5]);
    expect([...OPEN_CAMPAIGN_STATUSES]).toEqual([0, 1, 2]);
    expect(all.filter(isClosedStatus)).toEqual([4, 5]);
  });
});
