import { campaignSettingsInput } from '@cf/domain';
import { Box } from '@mui/material';
import { BooleanInput, NumberInput } from 'react-admin';
import { SettingsForm } from '../../components/SettingsEdit';

/** Bounds the campaign wizard applies, as min/max pairs; amounts in minor units. */
const PAIRS = [
  ['minGoal', 'maxGoal', 'console.help.minorUnits'],
  ['minEquityPercent', 'maxEquityPercent', 'console.help.percent'],
  ['minValuation', 'maxValuation', 'console.help.minorUnits'],
  ['minInterestRate', 'maxInterestRate', 'console.help.percent'],
  ['minTermMonths', 'maxTermMonths', false],
] as const;

const CampaignSettingsEdit = () => (
  <SettingsForm schema={campaignSettingsInput}>
    {PAIRS.map(([min, max, help]) => (
      <Box key={min} sx={{ display: 'flex', gap: 2, width: '100%', maxWidth: 640 }}>
        <NumberInput source={min} helperText={help} />
        <NumberInput source={max} helperText={help} />
      </Box>
    ))}
    <NumberInput source="minInvestment" helperText="console.help.minorUnits" />
    <NumberInput source="maxCampaignDays" />
    <NumberInput source="campaignLimitPerUser" helperText="console.help.zeroNoLimit" />
    <BooleanInput source="requireCampaignApproval" />
  </SettingsForm>
);

export default CampaignSettingsEdit;
