import { Create } from 'react-admin';
import { HelpCategoryForm, newHelpCategory } from './HelpCategoryForm';

const HelpCategoryCreate = () => (
  <Create>
    <HelpCategoryForm defaultValues={newHelpCategory} />
  </Create>
);

export default HelpCategoryCreate;
