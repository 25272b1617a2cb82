import { DateField, EmailField, ReferenceField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { useChoices } from '../../components/useChoices';
import { DELETION_STATUSES } from '../statuses';
import { DeletionRequestActions } from './DeletionRequestActions';

const empty = 'console.labels.empty';

/** Whose request, why, and what staff decided. The e-mail stays after the account is anonymised. */
const DeletionRequestShow = () => (
  <Show actions={<DeletionRequestActions />}>
    <SimpleShowLayout>
      <EmailField source="userEmail" />
      <ReferenceField source="userId" reference="users" link="show" emptyText={empty}>
        <TextField source="email" />
      </ReferenceField>
      <TextField source="reason" emptyText={empty} sx={{ whiteSpace: 'pre-wrap' }} />
      <DateField source="createdAt" showTime />
      <SelectField source="status" choices={useChoices('deletionStatus', DELETION_STATUSES)} />
      <DateField source="handledAt" showTime emptyText={empty} />
      <TextField source="staffNote" emptyText={empty} sx={{ whiteSpace: 'pre-wrap' }} />
    </SimpleShowLayout>
  </Show>
);

export default DeletionRequestShow;
