import { AutocompleteInput, DateInput, ReferenceInput, SelectInput } from 'react-admin';
import { useCurrencyChoices } from './money';

type FilterProps = { source: string; alwaysOn?: boolean };

/** A currency by its code (the ledger keys accounts and entries by code). */
export const CurrencyFilter = ({ source }: FilterProps) => (
  <SelectInput source={source} choices={useCurrencyChoices()} translateChoice={false} sx={{ minWidth: 120 }} />
);

/** A person picked by e-mail (the users list's own search). */
export const UserFilter = ({ source }: FilterProps) => (
  <ReferenceInput source={source} reference="users" sort={{ field: 'email', order: 'ASC' }}>
    <AutocompleteInput optionText="email" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 260 }} />
  </ReferenceInput>
);

/** The money lists' shared filters; each list takes the ones it needs. */
export const currencyFilter = <CurrencyFilter key="currency" source="currency" alwaysOn />;
export const userFilter = (source: string) => <UserFilter key={source} source={source} alwaysOn />;
export const dateFilters = [
  <DateInput key="createdAt_gte" source="createdAt_gte" alwaysOn />,
  <DateInput key="createdAt_lte" source="createdAt_lte" alwaysOn />,
];
