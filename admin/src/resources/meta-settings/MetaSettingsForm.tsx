import { metaSettingsInput } from '@cf/domain';
import { SimpleForm, TextInput } from 'react-admin';
import { LanguageInput } from '../../components/LanguageInput';
import { UploadImageInput } from '../../components/UploadImageInput';
import { formResolver } from '../../providers/formResolver';

const resolver = formResolver(metaSettingsInput);

export const newMetaSettings = { lang: '', metaTitle: '', metaDescription: '', metaKeywords: null, ogImage: null, twitterHandle: null };

export const MetaSettingsForm = ({ defaultValues }: { defaultValues?: Record<string, unknown> }) => (
  <SimpleForm resolver={resolver} defaultValues={defaultValues}>
    <LanguageInput source="lang" />
    <TextInput source="metaTitle" />
    <TextInput source="metaDescription" multiline minRows={2} />
    <TextInput source="metaKeywords" />
    <UploadImageInput source="ogImage" />
    <TextInput source="twitterHandle" />
  </SimpleForm>
);
