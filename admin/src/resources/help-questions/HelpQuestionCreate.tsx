import { Create } from 'react-admin';
import { HelpQuestionForm, newHelpQuestion } from './HelpQuestionForm';

const HelpQuestionCreate = () => (
  <Create>
    <HelpQuestionForm defaultValues={newHelpQuestion} />
  </Create>
);

export default HelpQuestionCreate;
