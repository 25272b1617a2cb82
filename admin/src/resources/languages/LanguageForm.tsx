import { languageInput } from '@cf/domain';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { useChoices } from '../../components/useChoices';
import { type FormProps, SchemaForm } from '../../components/SchemaForm';

const DIRECTIONS = ['ltr', 'rtl'] as const;

export const newLanguage = { code: '', name: '', nativeName: '', direction: 'ltr', isDefault: false, active: true, sortOrder: 0 };

export const LanguageForm = (props: FormProps) => (
  <SchemaForm schema={languageInput} {...props}>
    <TextInput source="code" helperText="console.help.languageCode" />
    <TextInput source="name" />
    <TextInput source="nativeName" />
    <SelectInput source="direction" choices={useChoices('direction', DIRECTIONS)} />
    <BooleanInput source="isDefault" helperText="console.help.isDefault" />
    <BooleanInput source="active" />
    <NumberInput source="sortOrder" />
  </SchemaForm>
);
