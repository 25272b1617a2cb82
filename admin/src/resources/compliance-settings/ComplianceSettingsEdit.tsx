import { complianceSettingsInput, JURISDICTION_VALUES } from '@cf/domain/schemas/compliance';
import { NumberInput, SelectInput } from 'react-admin';
import { MajorAmountInput, MoneySettingsForm } from '../../components/MoneySettingsForm';

// Staff type amounts as every money setting takes them ("124,000" dollars, stored in cents) and
// rates in percent (stored in basis points).
const USD = { code: 'USD', decimals: 2 };
const EUR = { code: 'EUR', decimals: USD.decimals }; // one form, one number of decimals
const MONEY_FIELDS = ['regCfThreshold', 'regCfMinimum', 'regCfCap', 'ecspWarnMinimum'] as const;
const toPercent = (bps: unknown) => (typeof bps === 'number' ? bps / 100 : bps);
const toBps = (percent: unknown) =>
  percent === '' || percent === null || percent === undefined ? null : Math.round(Number(percent) * 100);
const percentProps = { format: toPercent, parse: toBps, helperText: 'console.help.percent' };

const jurisdictions = JURISDICTION_VALUES.map((id) => ({ id, name: `console.choices.jurisdiction.${id}` }));

/** The investor-protection regime and its figures (issue 16): Reg CF in USD, ECSP in EUR. */
const ComplianceSettingsEdit = () => (
  <MoneySettingsForm schema={complianceSettingsInput} moneyFields={MONEY_FIELDS} decimals={USD.decimals}>
    <SelectInput source="jurisdiction" choices={jurisdictions} />
    <MajorAmountInput source="regCfThreshold" currency={USD} />
    <MajorAmountInput source="regCfMinimum" currency={USD} />
    <NumberInput source="regCfLowPercentBps" {...percentProps} />
    <NumberInput source="regCfHighPercentBps" {...percentProps} />
    <MajorAmountInput source="regCfCap" currency={USD} />
    <NumberInput source="regCfCancelHours" />
    <MajorAmountInput source="ecspWarnMinimum" currency={EUR} />
    <NumberInput source="ecspWarnPercentBps" {...percentProps} />
    <NumberInput source="ecspReflectionDays" />
    <NumberInput source="ecspLossCapacityBps" {...percentProps} />
    <NumberInput source="fcaCoolingOffHours" />
    <NumberInput source="fcaRestrictedPercentBps" {...percentProps} />
    <NumberInput source="cancelHoursBeforeClose" />
  </MoneySettingsForm>
);

export default ComplianceSettingsEdit;
