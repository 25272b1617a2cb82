import { Edit } from 'react-admin';
import { dropEmptyNames } from './dropEmptyNames';
import { LookupForm } from './LookupForm';

const LookupEdit = () => (
  <Edit mutationMode="pessimistic" transform={dropEmptyNames}>
    <LookupForm />
  </Edit>
);

export default LookupEdit;
