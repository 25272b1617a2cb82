import { describe, expect, it } from 'vitest';
import {
  DROPDOWN_ROUTES,
  type DropdownEntry,
  dropdownEntries,
  type HeaderSettings,
  type HeaderUser,
  showsCreateCampaign,
} from './header-menu';

const ALWAYS: DropdownEntry[] = ['myProfile', 'savedCampaigns', 'notifications', 'inviteFriends', 'editProfile', 'logout'];
const user = (over: Partial<HeaderUser> = {}): HeaderUser => ({
  isAdmin: false,
  userType: 'investor',
  hasShareCertificates: false,
  hasSavedInvestments: false,
  hasReservations: false,
  ...over,
});
const settings = (over: Partial<HeaderSettings> = {}): HeaderSettings => ({
  adminSeesBothViews: true,
  enableShareCertificate: true,
  walletModule: false,
  mangoPayModule: false,
  ...over,
});

describe('dropdownEntries (spec §2, user dropdown)', () => {
  it('an investor with nothing else: the investor dashboard and the fixed entries, in order', () => {
    expect(dropdownEntries(user(), settings())).toEqual([
      'investorDashboard',
      'myProfile',
      'savedCampaigns',
      'notifications',
      'inviteFriends',
      'editProfile',
      'logout',
    ]);
  });

  it.each<[string, HeaderUser, HeaderSettings, DropdownEntry[], DropdownEntry[]]>([
    ['investor: investor dashboard, no campaign dashboard', user(), settings(), ['investorDashboard'], ['campaignDashboard']],
    [
      'owner: campaign dashboard, no investor dashboard',
      user({ userType: 'campaign-owner' }),
      settings(),
      ['campaignDashboard'],
      ['investorDashboard'],
    ],
    ['user without a type: both dashboards', user({ userType: null }), settings(), ['investorDashboard', 'campaignDashboard'], []],
    [
      'admin with adminSeesBothViews: both dashboards',
      user({ isAdmin: true, userType: 'investor' }),
      settings(),
      ['investorDashboard', 'campaignDashboard'],
      [],
    ],
    [
      'admin investor without adminSeesBothViews: investor view only',
      user({ isAdmin: true, userType: 'investor' }),
      settings({ adminSeesBothViews: false }),
      ['investorDashboard'],
      ['campaignDashboard'],
    ],
    [
      'admin owner without adminSeesBothViews: owner view only',
      user({ isAdmin: true, userType: 'campaign-owner' }),
      settings({ adminSeesBothViews: false }),
      ['campaignDashboard'],
      ['investorDashboard'],
    ],
    ['certificates held and the setting on', user({ hasShareCertificates: true }), settings(), ['shareCertificates'], []],
    [
      'certificates held, setting off',
      user({ hasShareCertificates: true }),
      settings({ enableShareCertificate: false }),
      [],
      ['shareCertificates'],
    ],
    ['setting on, no certificates', user(), settings({ enableShareCertificate: true }), [], ['shareCertificates']],
    ['wallet module on', user(), settings({ walletModule: true }), ['wallet'], ['providerWallet']],
    ['provider wallet module on', user(), settings({ mangoPayModule: true }), ['providerWallet'], ['wallet']],
    ['both wallets on', user(), settings({ walletModule: true, mangoPayModule: true }), ['wallet', 'providerWallet'], []],
    ['saved investments flag set', user({ hasSavedInvestments: true }), settings(), ['savedInvestments'], []],
    ['saved investments flag not set', user(), settings(), [], ['savedInvestments']],
    ['a live reservation', user({ hasReservations: true }), settings(), ['myReservations'], []],
    ['no reservation', user(), settings(), [], ['myReservations']],
  ])('%s', (_name, u, s, shown, hidden) => {
    const entries = dropdownEntries(u, s);
    for (const entry of [...shown, ...ALWAYS]) expect(entries, entry).toContain(entry);
    for (const entry of hidden) expect(entries, entry).not.toContain(entry);
  });

  it('everything on: every entry, in the spec order', () => {
    const all = dropdownEntries(
      user({ userType: null, hasShareCertificates: true, hasSavedInvestments: true, hasReservations: true }),
      settings({ walletModule: true, mangoPayModule: true }),
    );
    expect(all).toEqual(Object.keys(DROPDOWN_ROUTES));
  });

  it('every entry has a route', () => {
    for (const route of Object.values(DROPDOWN_ROUTES)) expect(route).toMatch(/^\/[a-z-/]+$/);
  });
});

describe('showsCreateCampaign (spec §2, top menu)', () => {
  const on = { ...settings(), onlyAdminCreateCampaign: false };
  it('owners and users of both kinds see it; investors do not', () => {
    expect(showsCreateCampaign(user({ userType: 'campaign-owner' }), on)).toBe(true);
    expect(showsCreateCampaign(user({ userType: null }), on)).toBe(true);
    expect(showsCreateCampaign(user({ userType: 'investor' }), on)).toBe(false);
  });
  it('when only administrators create campaigns, only they see it', () => {
    const adminsOnly = { ...on, onlyAdminCreateCampaign: true };
    expect(showsCreateCampaign(user({ userType: 'campaign-owner' }), adminsOnly)).toBe(false);
    expect(showsCreateCampaign(user({ isAdmin: true, userType: 'investor' }), adminsOnly)).toBe(true);
  });
});
