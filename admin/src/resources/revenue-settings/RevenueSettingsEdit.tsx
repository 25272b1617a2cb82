import { revenueSettingsInput } from '@cf/domain';
import { NumberInput } from 'react-admin';
import { SettingsForm } from '../../components/SettingsEdit';

const PERCENTAGES = ['fixedSuccessFeeBps', 'flexibleSuccessFeeBps', 'flexibleFailFeeBps', 'topUpFeeBps'] as const;
const FLAT_FEES = ['topUpFlatFee', 'withdrawalFlatFee'] as const;

/** Fees in basis points (100 = 1%) and flat fees in minor units: never floats. */
const RevenueSettingsEdit = () => (
  <SettingsForm schema={revenueSettingsInput}>
    {PERCENTAGES.map((field) => (
      <NumberInput key={field} source={field} step={1} min={0} max={10000} helperText="console.help.basisPoints" />
    ))}
    {FLAT_FEES.map((field) => (
      <NumberInput key={field} source={field} step={1} min={0} helperText="console.help.minorUnits" />
    ))}
  </SettingsForm>
);

export default RevenueSettingsEdit;
