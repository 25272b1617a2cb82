import { CURRENCY_FORMATS, currencyInput } from '@cf/domain';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { useChoices } from '../../components/useChoices';
import { type FormProps, SchemaForm } from '../../components/SchemaForm';

export const newCurrency = { code: '', name: '', symbol: '', displayFormat: 'leftSymbol', decimals: 2, active: true };

export const CurrencyForm = (props: FormProps) => (
  <SchemaForm schema={currencyInput} {...props}>
    <TextInput source="code" helperText="console.help.currencyCode" />
    <TextInput source="name" />
    <TextInput source="symbol" />
    <SelectInput source="displayFormat" choices={useChoices('currencyFormat', CURRENCY_FORMATS)} />
    <NumberInput source="decimals" helperText="console.help.decimals" />
    <BooleanInput source="active" />
  </SchemaForm>
);
