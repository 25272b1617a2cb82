import { metaSettingsInput } from '@cf/domain';
import { TextInput } from 'react-admin';
import { LanguageInput } from '../../components/LanguageInput';
import { UploadImageInput } from '../../components/UploadImageInput';
import { type FormProps, SchemaForm } from '../../components/SchemaForm';

export const newMetaSettings = { lang: '', metaTitle: '', metaDescription: '', metaKeywords: null, ogImage: null, twitterHandle: null };

export const MetaSettingsForm = (props: FormProps) => (
  <SchemaForm schema={metaSettingsInput} {...props}>
    <LanguageInput source="lang" />
    <TextInput source="metaTitle" />
    <TextInput source="metaDescription" multiline minRows={2} />
    <TextInput source="metaKeywords" />
    <UploadImageInput source="ogImage" />
    <TextInput source="twitterHandle" />
  </SchemaForm>
);
