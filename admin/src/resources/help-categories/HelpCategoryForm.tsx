import { helpCategoryInput } from '@cf/domain';
import { NumberInput, SimpleForm, TextInput } from 'react-admin';
import { LanguageInput } from '../../components/LanguageInput';
import { formResolver } from '../../providers/formResolver';

const resolver = formResolver(helpCategoryInput);

export const newHelpCategory = { lang: 'en', slug: '', name: '', description: null, sortOrder: 0 };

export const HelpCategoryForm = ({ defaultValues }: { defaultValues?: Record<string, unknown> }) => (
  <SimpleForm resolver={resolver} defaultValues={defaultValues}>
    <LanguageInput source="lang" />
    <TextInput source="name" />
    <TextInput source="slug" helperText="console.help.slug" />
    <TextInput source="description" multiline minRows={2} />
    <NumberInput source="sortOrder" />
  </SimpleForm>
);
