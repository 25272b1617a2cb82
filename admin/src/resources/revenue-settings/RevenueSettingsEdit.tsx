import { revenueSettingsInput } from '@cf/domain';
import { NumberInput } from 'react-admin';
import { MajorAmountInput, MoneySettingsForm } from '../../components/MoneySettingsForm';

const PERCENTAGES = ['fixedSuccessFeeBps', 'flexibleSuccessFeeBps', 'flexibleFailFeeBps', 'topUpFeeBps'] as const;
const FLAT_FEES = ['topUpFlatFee', 'withdrawalFlatFee'] as const;

/** Fees in basis points (100 = 1%); flat fees typed in the site currency, stored in minor units: never floats. */
const RevenueSettingsEdit = () => (
  <MoneySettingsForm schema={revenueSettingsInput} moneyFields={FLAT_FEES}>
    {PERCENTAGES.map((field) => (
      <NumberInput key={field} source={field} step={1} min={0} max={10000} helperText="console.help.basisPoints" />
    ))}
    {FLAT_FEES.map((field) => (
      <MajorAmountInput key={field} source={field} />
    ))}
  </MoneySettingsForm>
);

export default RevenueSettingsEdit;
