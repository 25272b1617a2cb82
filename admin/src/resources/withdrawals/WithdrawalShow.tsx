import { WALLET_STATUS } from '@cf/domain/wallet';
import { DateField, NumberField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { RecordMoney } from '../payouts/MoneyText';
import { WithdrawalActions } from './WithdrawalActions';

const empty = 'console.labels.empty';
const STATUS_CHOICES = Object.values(WALLET_STATUS).map((id) => ({ id, name: `console.choices.withdrawalStatus.${id}` }));
const field = (name: string) => `payouts.console.withdrawals.fields.${name}`;

/** One withdrawal: who, how much to which account, and the staff decision. */
const WithdrawalShow = () => (
  <Show actions={<WithdrawalActions />}>
    <SimpleShowLayout>
      <TextField source="userEmail" />
      <RecordMoney source="amount" label="resources.withdrawals.fields.amount" />
      <RecordMoney source="fee" label="resources.withdrawals.fields.fee" />
      <SelectField source="status" choices={STATUS_CHOICES} />
      <TextField source="bankName" />
      <TextField source="accountNumberLast4" />
      <DateField source="createdAt" showTime />
      <DateField source="decidedAt" label={field('decidedAt')} showTime emptyText={empty} />
      <TextField source="reference" label={field('reference')} emptyText={empty} />
      <TextField source="rejectReason" label={field('rejectReason')} emptyText={empty} sx={{ whiteSpace: 'pre-wrap' }} />
      <NumberField source="settleTransferId" label="console.ledger.transfers" emptyText={empty} />
    </SimpleShowLayout>
  </Show>
);

export default WithdrawalShow;
