import { BooleanField, DateField, FunctionField, NumberField, Show, SimpleShowLayout, TextField, useTranslate } from 'react-admin';
import { useMoneyFormat } from '../ledger/money';
import { RepaymentActions } from './RepaymentActions';

const empty = 'console.labels.empty';
type Record = {
  amount: number;
  principal: number;
  interest: number;
  currencyCode: string;
  status: string;
  kind: string;
  paymentType: string | null;
};

const Money = ({ source }: { source: 'amount' | 'principal' | 'interest' }) => {
  const format = useMoneyFormat();
  return <FunctionField<Record> source={source} render={(r) => format(r[source], r.currencyCode)} />;
};

const Labelled = ({ source, prefix }: { source: 'status' | 'kind' | 'paymentType'; prefix: string }) => {
  const translate = useTranslate();
  return (
    <FunctionField<Record>
      source={source}
      render={(r) => (r[source] ? translate(`repayments.${prefix}.${r[source]}`, { _: r[source] }) : '—')}
    />
  );
};

/** One repayment: what, for which campaign, when due, how it stands; the decisions staff may take on it. */
const RepaymentShow = () => (
  <Show actions={<RepaymentActions />}>
    <SimpleShowLayout>
      <TextField source="campaignName" />
      <NumberField source="campaignId" />
      <NumberField source="number" emptyText={empty} />
      <Labelled source="kind" prefix="kinds" />
      <Money source="amount" />
      <Money source="principal" />
      <Money source="interest" />
      <TextField source="dueDate" />
      <TextField source="periodStart" emptyText={empty} />
      <TextField source="periodEnd" emptyText={empty} />
      <TextField source="description" emptyText={empty} />
      <Labelled source="status" prefix="statuses" />
      <BooleanField source="late" />
      <BooleanField source="automatic" />
      <Labelled source="paymentType" prefix="routes" />
      <TextField source="failureReason" emptyText={empty} />
      <NumberField source="transferId" emptyText={empty} />
      <DateField source="paidAt" showTime emptyText={empty} />
      <DateField source="createdAt" showTime />
    </SimpleShowLayout>
  </Show>
);

export default RepaymentShow;
