import { Edit } from 'react-admin';
import { HelpCategoryForm } from './HelpCategoryForm';

const HelpCategoryEdit = () => (
  <Edit mutationMode="pessimistic">
    <HelpCategoryForm />
  </Edit>
);

export default HelpCategoryEdit;
