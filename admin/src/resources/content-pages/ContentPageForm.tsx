import { contentPageInput } from '@cf/domain';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { LanguageInput } from '../../components/LanguageInput';
import { type FormProps, SchemaForm } from '../../components/SchemaForm';

export const newContentPage = {
  lang: 'en',
  slug: '',
  title: '',
  body: '',
  metaTitle: null,
  metaDescription: null,
  published: true,
  showInFooter: false,
  sortOrder: 0,
};

/** The body is Markdown; the API renders and sanitises it (bodyHtml) on every save. */
export const ContentPageForm = (props: FormProps) => (
  <SchemaForm schema={contentPageInput} {...props}>
    <LanguageInput source="lang" />
    <TextInput source="title" />
    <TextInput source="slug" helperText="console.help.slug" />
    <TextInput source="body" multiline minRows={12} helperText="console.help.markdown" />
    <TextInput source="metaTitle" />
    <TextInput source="metaDescription" multiline minRows={2} />
    <BooleanInput source="published" />
    <BooleanInput source="showInFooter" />
    <NumberInput source="sortOrder" />
  </SchemaForm>
);
