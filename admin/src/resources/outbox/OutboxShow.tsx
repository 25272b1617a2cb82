import { DateField, NumberField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { useChoices } from '../../components/useChoices';
import { OUTBOX_STATUSES } from '../statuses';
import { EmailBody } from './EmailBody';

const empty = 'console.labels.empty';

/** One e-mail: its envelope and delivery, then its text and HTML versions. */
const OutboxShow = () => (
  <Show actions={false}>
    <SimpleShowLayout>
      <TextField source="to" />
      <TextField source="subject" />
      <TextField source="template" />
      <TextField source="lang" />
      <SelectField source="status" choices={useChoices('outboxStatus', OUTBOX_STATUSES)} />
      <NumberField source="attempts" emptyText={empty} />
      <TextField source="error" emptyText={empty} />
      <DateField source="createdAt" showTime />
      <DateField source="sentAt" showTime emptyText={empty} />
    </SimpleShowLayout>
    <EmailBody />
  </Show>
);

export default OutboxShow;
