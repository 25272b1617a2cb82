import { Edit } from 'react-admin';
import { HelpQuestionForm } from './HelpQuestionForm';

const HelpQuestionEdit = () => (
  <Edit mutationMode="pessimistic">
    <HelpQuestionForm />
  </Edit>
);

export default HelpQuestionEdit;
