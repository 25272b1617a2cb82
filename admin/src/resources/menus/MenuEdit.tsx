import { Edit } from 'react-admin';
import { MenuForm } from './MenuForm';

const MenuEdit = () => (
  <Edit mutationMode="pessimistic">
    <MenuForm />
  </Edit>
);

export default MenuEdit;
