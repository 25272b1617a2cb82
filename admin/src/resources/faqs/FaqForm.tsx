import { faqInput } from '@cf/domain';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { LanguageInput } from '../../components/LanguageInput';
import { type FormProps, SchemaForm } from '../../components/SchemaForm';

export const newFaq = { lang: 'en', question: '', answer: '', showInFooter: false, sortOrder: 0 };

export const FaqForm = (props: FormProps) => (
  <SchemaForm schema={faqInput} {...props}>
    <LanguageInput source="lang" />
    <TextInput source="question" />
    <TextInput source="answer" multiline minRows={4} />
    <BooleanInput source="showInFooter" helperText="console.help.faqFooter" />
    <NumberInput source="sortOrder" />
  </SchemaForm>
);
