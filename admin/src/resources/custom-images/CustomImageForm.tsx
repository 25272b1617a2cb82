import { customImageInput } from '@cf/domain';
import { TextInput } from 'react-admin';
import { UploadImageInput } from '../../components/UploadImageInput';
import { type FormProps, SchemaForm } from '../../components/SchemaForm';

export const newCustomImage = { slot: '', title: '', image: '' };

export const CustomImageForm = (props: FormProps) => (
  <SchemaForm schema={customImageInput} {...props}>
    <TextInput source="slot" helperText="console.help.slot" />
    <TextInput source="title" />
    <UploadImageInput source="image" />
  </SchemaForm>
);
