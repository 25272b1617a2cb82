import { campaignFaqTemplateInput } from '@cf/domain';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { useChoices } from '../../components/useChoices';
import { TEMPLATE_TYPES } from './templateTypes';
import { type FormProps, SchemaForm } from '../../components/SchemaForm';

export const newTemplate = { question: '', isRequired: false, investingType: 'all', active: true, sortOrder: 0 };

export const FaqTemplateForm = (props: FormProps) => (
  <SchemaForm schema={campaignFaqTemplateInput} {...props}>
    <TextInput source="question" multiline minRows={2} />
    <SelectInput source="investingType" choices={useChoices('templateType', TEMPLATE_TYPES)} helperText="console.help.templateType" />
    <BooleanInput source="isRequired" helperText="console.help.templateRequired" />
    <BooleanInput source="active" helperText="console.help.templateActive" />
    <NumberInput source="sortOrder" />
  </SchemaForm>
);
