import { faqInput } from '@cf/domain';
import { BooleanInput, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { LanguageInput } from '../../components/LanguageInput';
import { formResolver } from '../../providers/formResolver';

const resolver = formResolver(faqInput);

export const newFaq = { lang: 'en', question: '', answer: '', showInFooter: false, sortOrder: 0 };

export const FaqForm = ({ defaultValues }: { defaultValues?: Record<string, unknown> }) => (
  <SimpleForm resolver={resolver} defaultValues={defaultValues}>
    <LanguageInput source="lang" />
    <TextInput source="question" />
    <TextInput source="answer" multiline minRows={4} />
    <BooleanInput source="showInFooter" helperText="console.help.faqFooter" />
    <NumberInput source="sortOrder" />
  </SimpleForm>
);
