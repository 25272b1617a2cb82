import { BooleanField, DateField, NumberField, ReferenceField, SelectField, Show, TextField } from 'react-admin';
import { ShowColumns, ShowSection } from '../../components/ShowSection';
import { METHOD_CHOICES, STATUS_CHOICES } from './choices';
import { RecordMoney } from './MoneyText';
import { PayoutActions } from './PayoutActions';

const empty = 'console.labels.empty';

/** One payout: what is paid to whom, then who decided what and the ledger transfer. */
const PayoutShow = () => (
  <Show actions={<PayoutActions />}>
    <ShowColumns>
      <ShowSection title="payouts.console.resource.name_one">
        <ReferenceField source="campaignId" reference="campaigns" link="show">
          <TextField source="companyName" />
        </ReferenceField>
        <TextField source="campaignName" />
        <TextField source="ownerEmail" />
        <RecordMoney source="amount" label="resources.payouts.fields.amount" />
        <SelectField source="method" choices={METHOD_CHOICES} />
        <SelectField source="status" choices={STATUS_CHOICES} />
        <TextField source="accountHolderName" emptyText={empty} />
        <TextField source="accountNumberLast4" emptyText={empty} />
        <BooleanField source="needsSecondApproval" />
      </ShowSection>
      <ShowSection title="payouts.console.decisions">
        <DateField source="requestedAt" showTime />
        <DateField source="approvedAt" showTime emptyText={empty} />
        <ReferenceField source="approvedBy" reference="users" link={false} emptyText={empty}>
          <TextField source="email" />
        </ReferenceField>
        <DateField source="confirmedAt" showTime emptyText={empty} />
        <ReferenceField source="confirmedBy" reference="users" link={false} emptyText={empty}>
          <TextField source="email" />
        </ReferenceField>
        <TextField source="reference" emptyText={empty} />
        <DateField source="rejectedAt" showTime emptyText={empty} />
        <TextField source="reason" emptyText={empty} sx={{ whiteSpace: 'pre-wrap' }} />
        <NumberField source="transferId" emptyText={empty} />
      </ShowSection>
    </ShowColumns>
  </Show>
);

export default PayoutShow;
