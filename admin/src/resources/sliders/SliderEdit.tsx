import { Edit } from 'react-admin';
import { SliderForm } from './SliderForm';

const SliderEdit = () => (
  <Edit mutationMode="pessimistic">
    <SliderForm />
  </Edit>
);

export default SliderEdit;
