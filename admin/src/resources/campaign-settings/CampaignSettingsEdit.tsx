import { campaignSettingsInput } from '@cf/domain';
import { Box } from '@mui/material';
import { BooleanInput, NumberInput } from 'react-admin';
import { MajorAmountInput, MoneySettingsForm } from '../../components/MoneySettingsForm';

/** The amounts, typed in the site currency and stored in minor units. */
const MONEY = ['minGoal', 'maxGoal', 'minValuation', 'maxValuation', 'minInvestment'] as const;

/** Bounds the campaign wizard applies, as min/max pairs. */
const PAIRS = [
  ['minGoal', 'maxGoal', 'money'],
  ['minEquityPercent', 'maxEquityPercent', 'console.help.percent'],
  ['minValuation', 'maxValuation', 'money'],
  ['minInterestRate', 'maxInterestRate', 'console.help.percent'],
  ['minTermMonths', 'maxTermMonths', false],
] as const;

const Bound = ({ source, help }: { source: string; help: (typeof PAIRS)[number][2] }) =>
  help === 'money' ? <MajorAmountInput source={source} /> : <NumberInput source={source} helperText={help} />;

const CampaignSettingsEdit = () => (
  <MoneySettingsForm schema={campaignSettingsInput} moneyFields={MONEY}>
    {PAIRS.map(([min, max, help]) => (
      <Box key={min} sx={{ display: 'flex', gap: 2, width: '100%', maxWidth: 640 }}>
        <Bound source={min} help={help} />
        <Bound source={max} help={help} />
      </Box>
    ))}
    <MajorAmountInput source="minInvestment" />
    <NumberInput source="maxCampaignDays" />
    <NumberInput source="campaignLimitPerUser" helperText="console.help.zeroNoLimit" />
    <BooleanInput source="requireCampaignApproval" />
  </MoneySettingsForm>
);

export default CampaignSettingsEdit;
