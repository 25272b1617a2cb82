import { complianceSettingsInput, JURISDICTION_VALUES } from '@cf/domain/schemas/compliance';
import { NumberInput, SelectInput } from 'react-admin';
import { SettingsForm } from '../../components/SettingsEdit';

// The API keeps minor units and basis points; staff read and type dollars/euros and percent.
const toMajor = (minor: unknown) => (typeof minor === 'number' ? minor / 100 : minor);
const toMinor = (major: unknown) => (major === '' || major === null || major === undefined ? null : Math.round(Number(major) * 100));
const moneyProps = (help: string) => ({ format: toMajor, parse: toMinor, helperText: help });
const percentProps = { format: toMajor, parse: toMinor, helperText: 'console.help.percent' };

const jurisdictions = JURISDICTION_VALUES.map((id) => ({ id, name: `console.choices.jurisdiction.${id}` }));

/** The investor-protection regime and its figures (issue 16): Reg CF in USD, ECSP in EUR. */
const ComplianceSettingsEdit = () => (
  <SettingsForm schema={complianceSettingsInput}>
    <SelectInput source="jurisdiction" choices={jurisdictions} />
    <NumberInput source="regCfThreshold" {...moneyProps('console.help.usd')} />
    <NumberInput source="regCfMinimum" {...moneyProps('console.help.usd')} />
    <NumberInput source="regCfLowPercentBps" {...percentProps} />
    <NumberInput source="regCfHighPercentBps" {...percentProps} />
    <NumberInput source="regCfCap" {...moneyProps('console.help.usd')} />
    <NumberInput source="regCfCancelHours" />
    <NumberInput source="ecspWarnMinimum" {...moneyProps('console.help.eur')} />
    <NumberInput source="ecspWarnPercentBps" {...percentProps} />
    <NumberInput source="ecspReflectionDays" />
    <NumberInput source="ecspLossCapacityBps" {...percentProps} />
    <NumberInput source="fcaCoolingOffHours" />
    <NumberInput source="fcaRestrictedPercentBps" {...percentProps} />
    <NumberInput source="cancelHoursBeforeClose" />
  </SettingsForm>
);

export default ComplianceSettingsEdit;
