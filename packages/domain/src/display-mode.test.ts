import { describe, expect, it } from 'vitest';
import type { UserType } from './constants';
import { displayMode } from './display-mode';

const both = { investorDisplay: true, campaignOwnerDisplay: true };
const investorView = { investorDisplay: true, campaignOwnerDisplay: false };
const ownerView = { investorDisplay: false, campaignOwnerDisplay: true };

describe('displayMode (spec §3 "Display mode by role")', () => {
  it.each([
    ['admin with the setting on', true, null, true, both],
    ['admin investor with the setting on', true, 'investor', true, both],
    ['admin owner with the setting on', true, 'campaign-owner', true, both],
    ['admin investor with the setting off sees the investor view', true, 'investor', false, investorView],
    ['admin owner with the setting off sees the owner view', true, 'campaign-owner', false, ownerView],
    ['admin without a type, setting off: anyone else sees both', true, null, false, both],
    ['investor', false, 'investor', true, investorView],
    ['investor, setting off', false, 'investor', false, investorView],
    ['campaign owner', false, 'campaign-owner', true, ownerView],
    ['no type', false, null, false, both],
  ] as [string, boolean, UserType | null, boolean, object][])('%s', (_name, isAdmin, userType, adminSeesBothViews, expected) => {
    expect(displayMode({ isAdmin, userType }, { adminSeesBothViews })).toEqual(expected);
  });
});
