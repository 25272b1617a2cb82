import { Edit } from 'react-admin';
import { CustomImageForm } from './CustomImageForm';

const CustomImageEdit = () => (
  <Edit mutationMode="pessimistic">
    <CustomImageForm />
  </Edit>
);

export default CustomImageEdit;
