import { Create } from 'react-admin';
import { LanguageForm, newLanguage } from './LanguageForm';

const LanguageCreate = () => (
  <Create>
    <LanguageForm defaultValues={newLanguage} />
  </Create>
);

export default LanguageCreate;
