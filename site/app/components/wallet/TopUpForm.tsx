import { getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { parseForm } from '~/lib/validation';
import { topUpForm } from '~/lib/wallet/top-up-form';
import type { WalletCurrency } from '~/lib/wallet/types';
import { Field, inputClass, withoutKey } from '../form/Field';
import { IntentForm } from '../settings/form-bits';

/** The amount to add to the wallet, in major units of the chosen currency. */
export function TopUpForm({ currency, lastResult }: { currency: WalletCurrency; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'top-up',
    lastResult,
    constraint: getZodConstraint(topUpForm),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, topUpForm, t),
  });
  const [amountKey, amountProps] = withoutKey(getInputProps(fields.amount, { type: 'text' }));
  return (
    <IntentForm form={form} intent="topup" submit={t('wallet.topUpSubmit')}>
      <input type="hidden" name="currencyCode" value={currency.code} />
      <Field label={`${t('wallet.amount')} (${currency.code})`} meta={fields.amount}>
        <input key={amountKey} {...amountProps} inputMode="decimal" dir="ltr" autoComplete="off" className={`${inputClass} max-w-xs`} />
      </Field>
    </IntentForm>
  );
}
