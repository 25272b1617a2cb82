import { helpQuestionInput } from '@cf/domain';
import { NumberInput, SimpleForm, TextInput } from 'react-admin';
import { formResolver } from '../../providers/formResolver';
import { HelpCategoryInput } from './HelpCategoryInput';

const resolver = formResolver(helpQuestionInput);

export const newHelpQuestion = { categoryId: null, question: '', answer: '', sortOrder: 0 };

export const HelpQuestionForm = ({ defaultValues }: { defaultValues?: Record<string, unknown> }) => (
  <SimpleForm resolver={resolver} defaultValues={defaultValues}>
    <HelpCategoryInput source="categoryId" />
    <TextInput source="question" />
    <TextInput source="answer" multiline minRows={4} />
    <NumberInput source="sortOrder" />
  </SimpleForm>
);
