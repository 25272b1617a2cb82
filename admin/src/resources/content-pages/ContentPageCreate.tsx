import { Create } from 'react-admin';
import { ContentPageForm, newContentPage } from './ContentPageForm';

const ContentPageCreate = () => (
  <Create>
    <ContentPageForm defaultValues={newContentPage} />
  </Create>
);

export default ContentPageCreate;
