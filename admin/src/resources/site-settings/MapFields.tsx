import { AutocompleteArrayInput, BooleanInput, useGetList } from 'react-admin';

type Country = { id: number; code: string | null; names: Record<string, string> };

/** Countries come from the lookups of type "countries" (their code is ISO 3166 alpha-2). */
const CountryListInput = () => {
  const { data, isPending } = useGetList<Country>('lookups', {
    filter: { type: 'countries' },
    pagination: { page: 1, perPage: 300 },
    sort: { field: 'sortOrder', order: 'ASC' },
  });
  const choices = (data ?? [])
    .filter((c) => c.code)
    .map((c) => ({ id: c.code!.toUpperCase(), name: `${c.names.en ?? c.code} (${c.code})` }));
  return (
    <AutocompleteArrayInput
      source="restrictMapCountryList"
      choices={choices}
      translateChoice={false}
      isPending={isPending}
      helperText="console.help.restrictMapCountryList"
    />
  );
};

export const MapFields = () => (
  <>
    <BooleanInput source="enableRestrictMapCountry" />
    <CountryListInput />
  </>
);
