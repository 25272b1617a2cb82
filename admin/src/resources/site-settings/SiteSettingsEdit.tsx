import { siteSettingsInput } from '@cf/domain';
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

/** The site settings of spec §3: one record, one form, grouped in tabs (a tab with an error is marked). */
const SiteSettingsEdit = () => (
  <SettingsEdit>
    <TabbedForm resolver={resolver} toolbar={<SaveOnlyToolbar />}>
      <TabbedForm.Tab label="console.tabs.identity">
        <BrandingFields />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="console.tabs.colours" path="colours">
        <ColoursFields />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="console.tabs.localisation" path="localisation">
        <LocalisationFields />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="console.tabs.modules" path="modules">
        <ModulesFields />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="console.tabs.maintenance" path="maintenance">
        <MaintenanceFields />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="console.tabs.map" path="map">
        <MapFields />
      </TabbedForm.Tab>
    </TabbedForm>
  </SettingsEdit>
);

export default SiteSettingsEdit;
