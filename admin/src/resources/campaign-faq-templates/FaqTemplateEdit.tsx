import { Edit } from 'react-admin';
import { FaqTemplateForm } from './FaqTemplateForm';

const FaqTemplateEdit = () => (
  <Edit mutationMode="pessimistic">
    <FaqTemplateForm />
  </Edit>
);

export default FaqTemplateEdit;
