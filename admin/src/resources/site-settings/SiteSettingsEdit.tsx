import { siteSettingsInput } from '@cf/domain';
import type { ComponentType } from 'react';
import { TabbedForm } from 'react-admin';
import { SaveOnlyToolbar } from '../../components/SaveOnlyToolbar';
import { SettingsEdit } from '../../components/SettingsEdit';
import { formResolver } from '../../providers/formResolver';
import { BrandingFields } from './BrandingFields';
import { ColoursFields } from './ColoursFields';
import { LocalisationFields } from './LocalisationFields';
import { MaintenanceFields } from './MaintenanceFields';
import { MapFields } from './MapFields';
import { ModulesFields } from './ModulesFields';

const resolver = formResolver(siteSettingsInput);

/** The tabs in order: label key (console.tabs.*), path (the first is the form's root), fields. */
const TABS: [string, string | undefined, ComponentType][] = [
  ['identity', undefined, BrandingFields],
  ['colours', 'colours', ColoursFields],
  ['localisation', 'localisation', LocalisationFields],
  ['modules', 'modules', ModulesFields],
  ['maintenance', 'maintenance', MaintenanceFields],
  ['map', 'map', MapFields],
];

/** The site settings of spec §3: one record, one form, grouped in tabs (a tab with an error is marked). */
const SiteSettingsEdit = () => (
  <SettingsEdit>
    <TabbedForm resolver={resolver} toolbar={<SaveOnlyToolbar />}>
      {TABS.map(([label, path, Fields]) => (
        <TabbedForm.Tab key={label} label={`console.tabs.${label}`} path={path}>
          <Fields />
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  </SettingsEdit>
);

export default SiteSettingsEdit;
