import { Create } from 'react-admin';
import { CurrencyForm, newCurrency } from './CurrencyForm';

const CurrencyCreate = () => (
  <Create>
    <CurrencyForm defaultValues={newCurrency} />
  </Create>
);

export default CurrencyCreate;
