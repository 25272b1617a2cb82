import { PAYMENT_STATUSES } from '@cf/domain/wallet';
import { INVESTMENT_PAYMENT_TYPES } from '@cf/domain/schemas/investments';
import { DateField, NumberField, ReferenceField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { useChoices } from '../../components/useChoices';
import { InvestmentTransfers } from '../ledger/InvestmentTransfers';
import { InvestmentActions } from './InvestmentActions';
import { RecordMoney } from '../payouts/MoneyText';

const empty = 'console.labels.empty';

/** One investment: who, in what, how much, how it is paid, and where the money stands. Amounts in the investment's currency. */
const InvestmentShow = () => (
  <Show actions={<InvestmentActions />}>
    <SimpleShowLayout>
      <TextField source="reference" />
      <ReferenceField source="campaignId" reference="campaigns" link="show">
        <TextField source="companyName" />
      </ReferenceField>
      <ReferenceField source="investorId" reference="users" link="show">
        <TextField source="email" />
      </ReferenceField>
      <RecordMoney source="amount" />
      <TextField source="currency" />
      <NumberField source="shares" emptyText={empty} />
      <RecordMoney source="pricePerShare" />
      <SelectField source="paymentType" choices={useChoices('paymentType', INVESTMENT_PAYMENT_TYPES)} />
      <SelectField source="status" choices={useChoices('paymentStatus', PAYMENT_STATUSES)} />
      <RecordMoney source="siteFee" />
      <RecordMoney source="actualTakeaway" />
      <NumberField source="transferId" emptyText={empty} />
      <DateField source="createdAt" showTime />
      <DateField source="paidAt" showTime emptyText={empty} />
    </SimpleShowLayout>
    <InvestmentTransfers />
  </Show>
);

export default InvestmentShow;
