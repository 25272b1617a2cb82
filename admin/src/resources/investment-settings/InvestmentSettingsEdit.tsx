import { investmentSettingsInput } from '@cf/domain';
import { BooleanInput, NumberInput } from 'react-admin';
import { SettingsForm } from '../../components/SettingsEdit';

/** What investing, payouts and settlement follow; wallet limits and the payout threshold in major units. */
const InvestmentSettingsEdit = () => (
  <SettingsForm schema={investmentSettingsInput}>
    <BooleanInput source="kycRequired" />
    <NumberInput source="reservationMinutes" />
    <NumberInput source="topUpMaxMajor" helperText="console.help.majorUnits" />
    <NumberInput source="withdrawalMaxMajor" helperText="console.help.majorUnits" />
    <NumberInput source="closingGraceDays" />
    <NumberInput source="payoutDualApprovalMajor" helperText="console.help.majorUnits" />
    <NumberInput source="savedInvestmentExpiryDays" />
  </SettingsForm>
);

export default InvestmentSettingsEdit;
