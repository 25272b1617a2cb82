import { Create } from 'react-admin';
import { dropEmptyNames } from './dropEmptyNames';
import { LookupForm, newLookup } from './LookupForm';

const LookupCreate = () => (
  <Create transform={dropEmptyNames}>
    <LookupForm defaultValues={newLookup} />
  </Create>
);

export default LookupCreate;
