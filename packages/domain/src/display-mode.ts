import type { UserType } from './constants';

export type DisplayMode = { investorDisplay: boolean; campaignOwnerDisplay: boolean };

/**
 * Spec §4 "Display mode by role": an administrator with the setting on sees both views; otherwise
 * an investor sees the investor view, a campaign owner the owner view, anyone else both.
 */
export function displayMode(user: { isAdmin: boolean; userType: UserType | null }, settings: { adminSeesBothViews: boolean }): DisplayMode {
  if (user.isAdmin && settings.adminSeesBothViews) return { investorDisplay: true, campaignOwnerDisplay: true };
  if (user.userType === 'investor') return { investorDisplay: true, campaignOwnerDisplay: false };
  if (user.userType === 'campaign-owner') return { investorDisplay: false, campaignOwnerDisplay: true };
  return { investorDisplay: true, campaignOwnerDisplay: true };
}
