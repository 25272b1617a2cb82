import { CURRENCY_FORMATS, currencyInput } from '@cf/domain';
import { BooleanInput, NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useChoices } from '../../components/useChoices';
import { formResolver } from '../../providers/formResolver';

const resolver = formResolver(currencyInput);

export const newCurrency = { code: '', name: '', symbol: '', displayFormat: 'leftSymbol', decimals: 2, active: true };

export const CurrencyForm = ({ defaultValues }: { defaultValues?: Record<string, unknown> }) => (
  <SimpleForm resolver={resolver} defaultValues={defaultValues}>
    <TextInput source="code" helperText="console.help.currencyCode" />
    <TextInput source="name" />
    <TextInput source="symbol" />
    <SelectInput source="displayFormat" choices={useChoices('currencyFormat', CURRENCY_FORMATS)} />
    <NumberInput source="decimals" helperText="console.help.decimals" />
    <BooleanInput source="active" />
  </SimpleForm>
);
