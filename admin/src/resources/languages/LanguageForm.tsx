import { languageInput } from '@cf/domain';
import { BooleanInput, NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useChoices } from '../../components/useChoices';
import { formResolver } from '../../providers/formResolver';

const resolver = formResolver(languageInput);
const DIRECTIONS = ['ltr', 'rtl'] as const;

export const newLanguage = { code: '', name: '', nativeName: '', direction: 'ltr', isDefault: false, active: true, sortOrder: 0 };

export const LanguageForm = ({ defaultValues }: { defaultValues?: Record<string, unknown> }) => (
  <SimpleForm resolver={resolver} defaultValues={defaultValues}>
    <TextInput source="code" helperText="console.help.languageCode" />
    <TextInput source="name" />
    <TextInput source="nativeName" />
    <SelectInput source="direction" choices={useChoices('direction', DIRECTIONS)} />
    <BooleanInput source="isDefault" helperText="console.help.isDefault" />
    <BooleanInput source="active" />
    <NumberInput source="sortOrder" />
  </SimpleForm>
);
