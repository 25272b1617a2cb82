import { Edit } from 'react-admin';
import { CurrencyForm } from './CurrencyForm';

const CurrencyEdit = () => (
  <Edit mutationMode="pessimistic">
    <CurrencyForm />
  </Edit>
);

export default CurrencyEdit;
