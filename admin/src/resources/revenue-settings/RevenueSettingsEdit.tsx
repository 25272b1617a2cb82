import { revenueSettingsInput } from '@cf/domain';
import { NumberInput, SimpleForm } from 'react-admin';
import { SaveOnlyToolbar } from '../../components/SaveOnlyToolbar';
import { SettingsEdit } from '../../components/SettingsEdit';
import { formResolver } from '../../providers/formResolver';

const resolver = formResolver(revenueSettingsInput);

const PERCENTAGES = ['fixedSuccessFeeBps', 'flexibleSuccessFeeBps', 'flexibleFailFeeBps', 'topUpFeeBps'] as const;
const FLAT_FEES = ['topUpFlatFee', 'withdrawalFlatFee'] as const;

/** Fees in basis points (100 = 1%) and flat fees in minor units: never floats. */
const RevenueSettingsEdit = () => (
  <SettingsEdit>
    <SimpleForm resolver={resolver} toolbar={<SaveOnlyToolbar />}>
      {PERCENTAGES.map((field) => (
        <NumberInput key={field} source={field} step={1} min={0} max={10000} helperText="console.help.basisPoints" />
      ))}
      {FLAT_FEES.map((field) => (
        <NumberInput key={field} source={field} step={1} min={0} helperText="console.help.minorUnits" />
      ))}
    </SimpleForm>
  </SettingsEdit>
);

export default RevenueSettingsEdit;
