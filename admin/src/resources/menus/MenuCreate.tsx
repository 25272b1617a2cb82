import { Create } from 'react-admin';
import { MenuForm, newMenu } from './MenuForm';

const MenuCreate = () => (
  <Create redirect="edit">
    <MenuForm defaultValues={newMenu} />
  </Create>
);

export default MenuCreate;
