import { sliderInput } from '@cf/domain';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { LanguageInput } from '../../components/LanguageInput';
import { UploadImageInput } from '../../components/UploadImageInput';
import { type FormProps, SchemaForm } from '../../components/SchemaForm';

export const newSlider = {
  lang: 'en',
  title: '',
  description: null,
  image: '',
  buttonText: null,
  buttonUrl: null,
  active: true,
  sortOrder: 0,
};

export const SliderForm = (props: FormProps) => (
  <SchemaForm schema={sliderInput} {...props}>
    <LanguageInput source="lang" />
    <TextInput source="title" />
    <TextInput source="description" multiline minRows={2} />
    <UploadImageInput source="image" />
    <TextInput source="buttonText" />
    <TextInput source="buttonUrl" helperText="console.help.link" />
    <BooleanInput source="active" />
    <NumberInput source="sortOrder" />
  </SchemaForm>
);
