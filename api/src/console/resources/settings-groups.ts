import { metaSettings, socialSignupSettings, taxonomySettings } from '@cf/db';
import { metaSettingsInput, socialSignupInput, taxonomySettingsInput } from '@cf/domain';
import { columnsOf, type ResourceDef } from '../crud';

export const metaSettingsResource: ResourceDef = {
  name: 'meta-settings',
  table: metaSettings,
  id: metaSettings.id,
  input: metaSettingsInput,
  publicData: true,
  filters: { lang: metaSettings.lang },
  sortColumns: columnsOf(metaSettings, 'id', 'lang'),
  defaultSort: ['lang', 'ASC'],
};

export const taxonomySettingsResource: ResourceDef = {
  name: 'taxonomy-settings',
  table: taxonomySettings,
  id: taxonomySettings.id,
  input: taxonomySettingsInput,
  publicData: true,
  filters: { lang: taxonomySettings.lang },
  sortColumns: columnsOf(taxonomySettings, 'id', 'lang'),
  defaultSort: ['lang', 'ASC'],
};

/** Client secrets are write-only: shown as a flag, kept when the form leaves them empty. */
export const socialSignupResource: ResourceDef = {
  name: 'social-signup-settings',
  table: socialSignupSettings,
  id: socialSignupSettings.id,
  input: socialSignupInput,
  publicData: true,
  allow: { create: false, delete: false },
  toRecord: ({ clientSecret, ...row }) => ({ ...row, clientSecret: null, hasClientSecret: Boolean(clientSecret) }),
  toValues: (input, before) => ({ ...input, clientSecret: input.clientSecret ?? before?.clientSecret ?? null }),
  sortColumns: columnsOf(socialSignupSettings, 'id', 'provider'),
  defaultSort: ['provider', 'ASC'],
};
