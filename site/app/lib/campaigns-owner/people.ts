import { leadInvestorInput, leadInvestorPatch, teamMemberInput, teamMemberPatch } from '@cf/domain/schemas/campaigns';
import type { $ZodType } from 'zod/v4/core';
import type { DashboardTab } from './steps';

/**
 * The two people lists of the dashboard (spec §3): team members and lead investors are one
 * feature — a list with add, edit, photo and remove — that differs only in these settings. Every
 * form's intent is `<prefix>-<action>` (member-add, lead-photo...).
 */
export type PeopleKind = {
  tab: DashboardTab;
  prefix: string;
  /** The API's collection, under /api/v1. */
  path: string;
  /** The lookup list of types (team-member types or investor types). */
  lookup: 'memberTypes' | 'investorTypes';
  input: $ZodType;
  patch: $ZodType;
  /** Toast after an accepted add. */
  addedKey: string;
  /** Toast after an invitation e-mail is sent again; null when the kind has no invitations. */
  resentKey: string | null;
};

export const PEOPLE = {
  team: {
    tab: 'team',
    prefix: 'member',
    path: '/campaigns/equity/team-members',
    lookup: 'memberTypes',
    input: teamMemberInput,
    patch: teamMemberPatch,
    addedKey: 'wizard.team.invitedToast',
    resentKey: 'wizard.team.resent',
  },
  'lead-investors': {
    tab: 'lead-investors',
    prefix: 'lead',
    path: '/campaigns/equity/lead-investors',
    lookup: 'investorTypes',
    input: leadInvestorInput,
    patch: leadInvestorPatch,
    addedKey: 'wizard.leads.added',
    resentKey: null,
  },
} as const satisfies Record<string, PeopleKind>;

export type PeopleKindName = keyof typeof PEOPLE;
