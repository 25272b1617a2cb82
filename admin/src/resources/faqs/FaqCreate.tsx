import { Create } from 'react-admin';
import { FaqForm, newFaq } from './FaqForm';

const FaqCreate = () => (
  <Create>
    <FaqForm defaultValues={newFaq} />
  </Create>
);

export default FaqCreate;
