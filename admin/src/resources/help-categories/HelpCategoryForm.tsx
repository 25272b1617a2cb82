import { helpCategoryInput } from '@cf/domain';
import { NumberInput, TextInput } from 'react-admin';
import { LanguageInput } from '../../components/LanguageInput';
import { type FormProps, SchemaForm } from '../../components/SchemaForm';

export const newHelpCategory = { lang: 'en', slug: '', name: '', description: null, sortOrder: 0 };

export const HelpCategoryForm = (props: FormProps) => (
  <SchemaForm schema={helpCategoryInput} {...props}>
    <LanguageInput source="lang" />
    <TextInput source="name" />
    <TextInput source="slug" helperText="console.help.slug" />
    <TextInput source="description" multiline minRows={2} />
    <NumberInput source="sortOrder" />
  </SchemaForm>
);
