import { DISPUTE_KINDS, DISPUTE_SOURCES, DISPUTE_STATUSES, type disputeShowOut } from '@cf/domain/schemas/disputes';
import type { WireOf } from '@cf/domain';
import { PAYMENT_PROVIDERS } from '@cf/domain/wallet';
import { Alert, Chip } from '@mui/material';
import { DateField, ReferenceField, SelectField, Show, TextField, useRecordContext, useTranslate } from 'react-admin';
import { ShowColumns, ShowSection } from '../../components/ShowSection';
import { useChoices } from '../../components/useChoices';
import { RecordMoney } from '../payouts/MoneyText';
import { DisputeActions } from './DisputeActions';
import { MoneyTrail } from './MoneyTrail';

type Dispute = WireOf<typeof disputeShowOut>;
const empty = 'console.labels.empty';
const PURPOSES = ['investment', 'wallet_topup', 'repayment'] as const;

/** The evidence deadline, flagged when it has passed while the dispute is still open. */
const Deadline = (_: { label?: string }) => {
  const record = useRecordContext<Dispute>();
  const translate = useTranslate();
  if (!record) return null;
  const overdue = record.status === 'open' && record.evidenceDueBy !== null && new Date(record.evidenceDueBy) < new Date();
  return (
    <span data-testid="dispute-deadline">
      <DateField source="evidenceDueBy" showTime emptyText={empty} />
      {overdue ? <Chip size="small" color="error" label={translate('console.disputes.overdue')} sx={{ ml: 1 }} /> : null}
    </span>
  );
};

/** While the owner owes money for it, the campaign's payouts are frozen: said at the top. */
const Frozen = () => {
  const record = useRecordContext<Dispute>();
  const translate = useTranslate();
  return record?.payoutsFrozen ? (
    <Alert severity="warning" sx={{ m: 2, mb: 0 }}>
      {translate('console.disputes.frozen')}
    </Alert>
  ) : null;
};

/** One dispute: the payment it is about, its status and deadline, what the owner owes, and the money trail. */
const DisputeShow = () => (
  <Show actions={<DisputeActions />}>
    <Frozen />
    <ShowColumns>
      <ShowSection title="resources.disputes.name_one">
        <SelectField source="status" choices={useChoices('disputeStatus', DISPUTE_STATUSES)} />
        <SelectField source="kind" choices={useChoices('disputeKind', DISPUTE_KINDS)} />
        <Deadline label="resources.disputes.fields.evidenceDueBy" />
        <SelectField source="provider" choices={useChoices('paymentType', PAYMENT_PROVIDERS)} />
        <TextField source="providerRef" />
        <TextField source="reason" />
        <DateField source="openedAt" showTime />
        <DateField source="closedAt" showTime emptyText={empty} />
        <TextField source="note" emptyText={empty} sx={{ whiteSpace: 'pre-wrap' }} />
      </ShowSection>
      <ShowSection title="console.disputes.payment">
        <RecordMoney source="amount" label="resources.disputes.fields.amount" />
        <TextField source="payerEmail" />
        <SelectField source="purpose" choices={useChoices('paymentPurpose', PURPOSES)} />
        <ReferenceField
          source="investmentId"
          reference="investments"
          link="show"
          label="resources.disputes.fields.investmentReference"
          emptyText={empty}
        >
          <TextField source="reference" />
        </ReferenceField>
        <ReferenceField
          source="campaignId"
          reference="campaigns"
          link="show"
          label="resources.disputes.fields.campaignName"
          emptyText={empty}
        >
          <TextField source="companyName" />
        </ReferenceField>
        <SelectField source="source" choices={useChoices('disputeSource', DISPUTE_SOURCES)} />
      </ShowSection>
      <ShowSection title="console.disputes.money">
        <RecordMoney source="owed" label="resources.disputes.fields.owed" />
        <RecordMoney source="recovered" label="resources.disputes.fields.recovered" />
        <RecordMoney source="writtenOff" label="resources.disputes.fields.writtenOff" />
        <RecordMoney source="covered" label="resources.disputes.fields.covered" />
        <RecordMoney source="receivableBalance" label="console.disputes.receivable" />
        <RecordMoney source="ownerPayable" label="console.disputes.payable" />
      </ShowSection>
    </ShowColumns>
    <MoneyTrail />
  </Show>
);

export default DisputeShow;
