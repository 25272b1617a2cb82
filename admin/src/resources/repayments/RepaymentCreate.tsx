import { consoleRepaymentInput } from '@cf/domain/repayments-schemas';
import { Typography } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  Create,
  DateInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { SchemaForm } from '../../components/SchemaForm';
import { kindChoices } from './choices';

/** Successful campaigns only: repayments start once the raise is over (campaign status 4). */
const successful = { status: 4 };

/**
 * Staff add a repayment to a campaign; with "credit it now" the owner's money was received
 * offline and is credited to the investors at once (distribution credited by admin).
 */
const RepaymentCreate = () => {
  const translate = useTranslate();
  return (
    <Create redirect="show">
      <SchemaForm schema={consoleRepaymentInput} defaultValues={{ kind: 'dividend', creditNow: true }}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('repayments.console.createHelp')}
        </Typography>
        <ReferenceInput source="campaignId" reference="campaigns" filter={successful}>
          <AutocompleteInput optionText="companyName" fullWidth />
        </ReferenceInput>
        <SelectInput source="kind" choices={kindChoices} />
        <NumberInput source="amount" step={1} />
        <DateInput source="dueDate" />
        <TextInput source="description" multiline fullWidth />
        <BooleanInput source="creditNow" />
      </SchemaForm>
    </Create>
  );
};

export default RepaymentCreate;
