import { Create } from 'react-admin';
import { FaqTemplateForm, newTemplate } from './FaqTemplateForm';

const FaqTemplateCreate = () => (
  <Create redirect="list">
    <FaqTemplateForm defaultValues={newTemplate} />
  </Create>
);

export default FaqTemplateCreate;
