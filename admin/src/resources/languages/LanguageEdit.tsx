import { Edit } from 'react-admin';
import { LanguageForm } from './LanguageForm';

const LanguageEdit = () => (
  <Edit mutationMode="pessimistic">
    <LanguageForm />
  </Edit>
);

export default LanguageEdit;
