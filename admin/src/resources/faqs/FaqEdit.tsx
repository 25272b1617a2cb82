import { Edit } from 'react-admin';
import { FaqForm } from './FaqForm';

const FaqEdit = () => (
  <Edit mutationMode="pessimistic">
    <FaqForm />
  </Edit>
);

export default FaqEdit;
