import { exchangeRateInput } from '@cf/domain/schemas/compliance';
import { Create, DateInput, TextInput } from 'react-admin';
import { SchemaForm } from '../../components/SchemaForm';

const today = () => new Date().toISOString().slice(0, 10);

/** 1 base = rate quote from a day; the rate typed as a decimal string, never a float. */
const ExchangeRateCreate = () => (
  <Create redirect="list" mutationMode="pessimistic">
    <SchemaForm schema={exchangeRateInput} defaultValues={{ baseCurrency: 'EUR', quoteCurrency: 'USD', effectiveOn: today() }}>
      <TextInput source="baseCurrency" />
      <TextInput source="quoteCurrency" />
      <TextInput source="rate" helperText="console.help.rate" />
      <DateInput source="effectiveOn" />
    </SchemaForm>
  </Create>
);

export default ExchangeRateCreate;
