import { LEDGER_TRANSFER_KINDS } from '@cf/domain/ledger';
import type { WireOf } from '@cf/domain';
import type { ledgerTransferOut } from '@cf/domain/schemas/ledger-answers';
import { Typography } from '@mui/material';
import { DateField, NumberField, ReferenceField, SelectField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { useChoices } from '../../components/useChoices';
import { useMoneyFormat } from '../ledger/money';
import { EntriesTable } from './EntriesTable';

const empty = 'console.labels.empty';

const Amount = (_: { label?: string }) => {
  const record = useRecordContext<WireOf<typeof ledgerTransferOut>>();
  const format = useMoneyFormat();
  if (!record) return null;
  return <Typography variant="body2">{format(record.amount, record.currency.split(',')[0] ?? '')}</Typography>;
};

/** One transfer: what it was for, when, and every entry with its account and owner. */
const TransactionShow = () => (
  <Show>
    <SimpleShowLayout>
      <NumberField source="id" />
      <DateField source="createdAt" showTime />
      <SelectField source="kind" choices={useChoices('transferKind', LEDGER_TRANSFER_KINDS)} />
      <Amount label="resources.transactions.fields.amount" />
      <TextField source="currency" />
      <TextField source="memo" emptyText={empty} />
      <ReferenceField source="campaignId" reference="campaigns" link="show" emptyText={empty}>
        <TextField source="companyName" />
      </ReferenceField>
      <ReferenceField source="actorId" reference="users" link="show" emptyText={empty}>
        <TextField source="email" />
      </ReferenceField>
    </SimpleShowLayout>
    <EntriesTable />
  </Show>
);

export default TransactionShow;
