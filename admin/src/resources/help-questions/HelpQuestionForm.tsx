import { helpQuestionInput } from '@cf/domain';
import { NumberInput, TextInput } from 'react-admin';
import { HelpCategoryInput } from './HelpCategoryInput';
import { type FormProps, SchemaForm } from '../../components/SchemaForm';

export const newHelpQuestion = { categoryId: null, question: '', answer: '', sortOrder: 0 };

export const HelpQuestionForm = (props: FormProps) => (
  <SchemaForm schema={helpQuestionInput} {...props}>
    <HelpCategoryInput source="categoryId" />
    <TextInput source="question" />
    <TextInput source="answer" multiline minRows={4} />
    <NumberInput source="sortOrder" />
  </SchemaForm>
);
