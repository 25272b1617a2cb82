import { DateField, DeleteButton, NumberField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { RecordMoney } from '../payouts/MoneyText';

const Actions = () => (
  <TopToolbar>
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);

/** One saved investment: whose, which campaign, the ask; staff may delete it (spec §6), audited by the API. */
const SavedInvestmentShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="userEmail" />
      <TextField source="userName" />
      <TextField source="campaignName" />
      <RecordMoney source="amount" />
      <TextField source="currency" />
      <NumberField source="shares" emptyText="—" />
      <TextField source="paymentType" emptyText="—" />
      <DateField source="createdAt" showTime />
      <DateField source="updatedAt" showTime />
      <DateField source="expiresAt" showTime />
    </SimpleShowLayout>
  </Show>
);

export default SavedInvestmentShow;
