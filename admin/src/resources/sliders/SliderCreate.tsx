import { Create } from 'react-admin';
import { SliderForm, newSlider } from './SliderForm';

const SliderCreate = () => (
  <Create>
    <SliderForm defaultValues={newSlider} />
  </Create>
);

export default SliderCreate;
