import { Edit } from 'react-admin';
import { ContentPageForm } from './ContentPageForm';

const ContentPageEdit = () => (
  <Edit mutationMode="pessimistic">
    <ContentPageForm />
  </Edit>
);

export default ContentPageEdit;
