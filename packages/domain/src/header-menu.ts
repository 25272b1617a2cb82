import type { UserType } from './constants';
import { displayMode } from './display-mode';

export type HeaderUser = {
  isAdmin: boolean;
  userType: UserType | null;
  /** The user holds at least one share certificate. */
  hasShareCertificates: boolean;
  /** The user has saved investments (the spec's "saved investments flag"). */
  hasSavedInvestments: boolean;
  /** A live reservation before launch (issue 16): then "My reservations" is in the menu. */
  hasReservations: boolean;
};

export type HeaderSettings = {
  adminSeesBothViews: boolean;
  enableShareCertificate: boolean;
  walletModule: boolean;
  mangoPayModule: boolean;
};

export type DropdownEntry =
  | 'investorDashboard'
  | 'shareCertificates'
  | 'campaignDashboard'
  | 'myProfile'
  | 'savedCampaigns'
  | 'savedInvestments'
  | 'myReservations'
  | 'notifications'
  | 'inviteFriends'
  | 'wallet'
  | 'providerWallet'
  | 'editProfile'
  | 'logout';

/** Where each dropdown entry leads (spec routes). */
export const DROPDOWN_ROUTES: Record<DropdownEntry, string> = {
  investorDashboard: '/investments',
  shareCertificates: '/share-certificates',
  campaignDashboard: '/dashboard',
  myProfile: '/profile',
  savedCampaigns: '/saved-campaign',
  savedInvestments: '/save-investment',
  myReservations: '/my-reservations',
  notifications: '/notifications',
  inviteFriends: '/invite',
  wallet: '/settings/wallet',
  providerWallet: '/settings/mango-pay',
  editProfile: '/settings/profile',
  logout: '/logout',
};

/**
 * "Create campaign" in the top menu (spec §2, for signed-in users): only for those who see the
 * owner view, and not when staff reserved campaign creation to administrators.
 */
export function showsCreateCampaign(user: HeaderUser, settings: HeaderSettings & { onlyAdminCreateCampaign: boolean }): boolean {
  if (settings.onlyAdminCreateCampaign && !user.isAdmin) return false;
  return displayMode(user, settings).campaignOwnerDisplay;
}

/** The user dropdown of spec §2, in order, with each entry's rule. */
export function dropdownEntries(user: HeaderUser, settings: HeaderSettings): DropdownEntry[] {
  const mode = displayMode(user, settings);
  const rules: [DropdownEntry, boolean][] = [
    ['investorDashboard', mode.investorDisplay],
    ['shareCertificates', user.hasShareCertificates && settings.enableShareCertificate],
    ['campaignDashboard', mode.campaignOwnerDisplay],
    ['myProfile', true],
    ['savedCampaigns', true],
    ['savedInvestments', user.hasSavedInvestments],
    ['myReservations', user.hasReservations],
    ['notifications', true],
    ['inviteFriends', true],
    ['wallet', settings.walletModule],
    ['providerWallet', settings.mangoPayModule],
    ['editProfile', true],
    ['logout', true],
  ];
  return rules.filter(([, shown]) => shown).map(([entry]) => entry);
}
