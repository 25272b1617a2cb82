import { campaignFaqTemplateInput } from '@cf/domain';
import { BooleanInput, NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useChoices } from '../../components/useChoices';
import { formResolver } from '../../providers/formResolver';
import { TEMPLATE_TYPES } from './templateTypes';

const resolver = formResolver(campaignFaqTemplateInput);

export const newTemplate = { question: '', isRequired: false, investingType: 'all', active: true, sortOrder: 0 };

export const FaqTemplateForm = ({ defaultValues }: { defaultValues?: Record<string, unknown> }) => (
  <SimpleForm resolver={resolver} defaultValues={defaultValues}>
    <TextInput source="question" multiline minRows={2} />
    <SelectInput source="investingType" choices={useChoices('templateType', TEMPLATE_TYPES)} helperText="console.help.templateType" />
    <BooleanInput source="isRequired" helperText="console.help.templateRequired" />
    <BooleanInput source="active" helperText="console.help.templateActive" />
    <NumberInput source="sortOrder" />
  </SimpleForm>
);
