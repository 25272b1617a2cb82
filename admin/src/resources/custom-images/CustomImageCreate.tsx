import { Create } from 'react-admin';
import { CustomImageForm, newCustomImage } from './CustomImageForm';

const CustomImageCreate = () => (
  <Create>
    <CustomImageForm defaultValues={newCustomImage} />
  </Create>
);

export default CustomImageCreate;
