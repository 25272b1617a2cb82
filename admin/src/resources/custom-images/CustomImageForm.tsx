import { customImageInput } from '@cf/domain';
import { SimpleForm, TextInput } from 'react-admin';
import { UploadImageInput } from '../../components/UploadImageInput';
import { formResolver } from '../../providers/formResolver';

const resolver = formResolver(customImageInput);

export const newCustomImage = { slot: '', title: '', image: '' };

export const CustomImageForm = ({ defaultValues }: { defaultValues?: Record<string, unknown> }) => (
  <SimpleForm resolver={resolver} defaultValues={defaultValues}>
    <TextInput source="slot" helperText="console.help.slot" />
    <TextInput source="title" />
    <UploadImageInput source="image" />
  </SimpleForm>
);
