import { LOOKUP_TYPES, lookupInput } from '@cf/domain';
import { BooleanInput, NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useChoices } from '../../components/useChoices';
import { formResolver } from '../../providers/formResolver';
import { LookupNamesInput } from './LookupNamesInput';

const resolver = formResolver(lookupInput);

export const newLookup = { type: 'categories', slug: '', names: { en: '' }, code: null, active: true, sortOrder: 0 };

export const LookupForm = ({ defaultValues }: { defaultValues?: Record<string, unknown> }) => (
  <SimpleForm resolver={resolver} defaultValues={defaultValues}>
    <SelectInput source="type" choices={useChoices('lookupType', LOOKUP_TYPES)} />
    <TextInput source="slug" helperText="console.help.slug" />
    <LookupNamesInput />
    <TextInput source="code" helperText="console.help.lookupCode" />
    <BooleanInput source="active" />
    <NumberInput source="sortOrder" />
  </SimpleForm>
);
