import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { LanguageInput } from '../../components/LanguageInput';

/** Every IANA zone the browser knows; the API checks the same way (Intl.DateTimeFormat). */
const TIMEZONES = Intl.supportedValuesOf('timeZone').map((zone) => ({ id: zone, name: zone }));
if (!TIMEZONES.some((zone) => zone.id === 'UTC')) TIMEZONES.unshift({ id: 'UTC', name: 'UTC' });

type Currency = { id: number; code: string; name: string };
const currencyText = (c: Currency) => `${c.code} — ${c.name}`;

export const LocalisationFields = () => (
  <>
    <AutocompleteInput source="timezone" choices={TIMEZONES} translateChoice={false} />
    <LanguageInput source="defaultLanguage" />
    <ReferenceInput source="currencyId" reference="currencies" sort={{ field: 'code', order: 'ASC' }}>
      <SelectInput optionText={currencyText} />
    </ReferenceInput>
    <ReferenceInput source="mangoPayCurrencyId" reference="currencies" sort={{ field: 'code', order: 'ASC' }}>
      <SelectInput optionText={currencyText} emptyText="console.labels.none" />
    </ReferenceInput>
  </>
);
