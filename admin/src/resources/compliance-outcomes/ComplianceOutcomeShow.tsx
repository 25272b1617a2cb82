import { DateField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { RecordMoney } from '../payouts/MoneyText';

/** One decision: who, where, which rule, and the figures it compared (regime amounts in the regime's currency). */
const ComplianceOutcomeShow = () => (
  <Show actions={false}>
    <SimpleShowLayout>
      <DateField source="createdAt" showTime />
      <TextField source="userEmail" />
      <TextField source="userName" />
      <TextField source="campaignName" emptyText="—" />
      <TextField source="jurisdiction" />
      <TextField source="ruleId" />
      <TextField source="outcome" />
      <RecordMoney source="amount" />
      <RecordMoney source="regimeAmount" currencySource="regimeCurrency" />
      <RecordMoney source="limitAmount" currencySource="regimeCurrency" />
      <RecordMoney source="remainingAmount" currencySource="regimeCurrency" />
      <TextField source="rate" emptyText="—" />
      <TextField source="investmentId" emptyText="—" />
    </SimpleShowLayout>
  </Show>
);

export default ComplianceOutcomeShow;
