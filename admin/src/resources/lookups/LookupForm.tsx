import { LOOKUP_TYPES, lookupInput } from '@cf/domain';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { useChoices } from '../../components/useChoices';
import { LookupNamesInput } from './LookupNamesInput';
import { type FormProps, SchemaForm } from '../../components/SchemaForm';

export const newLookup = { type: 'categories', slug: '', names: { en: '' }, code: null, active: true, sortOrder: 0 };

export const LookupForm = (props: FormProps) => (
  <SchemaForm schema={lookupInput} {...props}>
    <SelectInput source="type" choices={useChoices('lookupType', LOOKUP_TYPES)} />
    <TextInput source="slug" helperText="console.help.slug" />
    <LookupNamesInput />
    <TextInput source="code" helperText="console.help.lookupCode" />
    <BooleanInput source="active" />
    <NumberInput source="sortOrder" />
  </SchemaForm>
);
