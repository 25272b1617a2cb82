import {
  BooleanField,
  DateField,
  DeleteButton,
  EditButton,
  EmailField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  UrlField,
} from 'react-admin';
import { CONTACT_CATEGORIES } from '@cf/domain';
import { useChoices } from '../../components/useChoices';
import { MarkHandledButton } from './MarkHandledButton';

const ContactInquiryActions = () => (
  <TopToolbar>
    <MarkHandledButton />
    <EditButton />
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);

const ContactInquiryShow = () => (
  <Show actions={<ContactInquiryActions />}>
    <SimpleShowLayout>
      <DateField source="createdAt" showTime />
      <TextField source="name" />
      <EmailField source="email" />
      <SelectField source="category" choices={useChoices('contactCategory', CONTACT_CATEGORIES)} />
      <TextField source="subject" />
      <TextField source="description" sx={{ whiteSpace: 'pre-wrap' }} />
      <UrlField source="extraLink" target="_blank" rel="noopener noreferrer" emptyText="console.labels.empty" />
      <TextField source="lang" />
      <BooleanField source="handled" />
      <DateField source="handledAt" showTime emptyText="console.labels.empty" />
      <TextField source="staffNote" emptyText="console.labels.empty" sx={{ whiteSpace: 'pre-wrap' }} />
    </SimpleShowLayout>
  </Show>
);

export default ContactInquiryShow;
