import { campaignSettings, captchaSettings, investmentSettings, revenueSettings, siteSettings } from '@cf/db';
import { campaignSettingsInput, captchaSettingsInput, investmentSettingsInput, revenueSettingsInput, siteSettingsInput } from '@cf/domain';
import type { ResourceDef } from '../crud';

const single = { singleton: true, publicData: true, defaultSort: ['id', 'ASC'] as ['id', 'ASC'] };

export const siteSettingsResource: ResourceDef = {
  name: 'site-settings',
  table: siteSettings,
  id: siteSettings.id,
  input: siteSettingsInput,
  sortColumns: { id: siteSettings.id },
  ...single,
};

export const revenueSettingsResource: ResourceDef = {
  name: 'revenue-settings',
  table: revenueSettings,
  id: revenueSettings.id,
  input: revenueSettingsInput,
  sortColumns: { id: revenueSettings.id },
  ...single,
};

export const campaignSettingsResource: ResourceDef = {
  name: 'campaign-settings',
  table: campaignSettings,
  id: campaignSettings.id,
  input: campaignSettingsInput,
  sortColumns: { id: campaignSettings.id },
  ...single,
};

/** Investing rules read on each payment, payout and settlement (not public: no page cache to clear). */
export const investmentSettingsResource: ResourceDef = {
  name: 'investment-settings',
  table: investmentSettings,
  id: investmentSettings.id,
  input: investmentSettingsInput,
  sortColumns: { id: investmentSettings.id },
  ...single,
  publicData: false,
};

/** The reCAPTCHA secret is write-only: shown as a flag, kept when the form leaves it empty. */
export const captchaSettingsResource: ResourceDef = {
  name: 'captcha-settings',
  table: captchaSettings,
  id: captchaSettings.id,
  input: captchaSettingsInput,
  sortColumns: { id: captchaSettings.id },
  toRecord: ({ recaptchaSecretKey, ...row }) => ({ ...row, recaptchaSecretKey: null, hasRecaptchaSecret: Boolean(recaptchaSecretKey) }),
  toValues: (input, before) => ({ ...input, recaptchaSecretKey: input.recaptchaSecretKey ?? before?.recaptchaSecretKey ?? null }),
  ...single,
};
