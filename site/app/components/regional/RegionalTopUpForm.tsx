import { getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { regionalTopUpForm } from '~/lib/regional/forms';
import { parseForm } from '~/lib/validation';
import type { WalletCurrency } from '~/lib/wallet/types';
import { Field, inputClass, withoutKey } from '../form/Field';
import { IntentForm } from '../settings/form-bits';

/** A top-up by card: the amount in major units; the card is entered on MangoPay's page (the twin's: ours). */
export function RegionalTopUpForm({
  currency,
  idempotencyKey,
  lastResult,
}: {
  currency: WalletCurrency;
  idempotencyKey: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'regional-top-up',
    lastResult,
    constraint: getZodConstraint(regionalTopUpForm),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, regionalTopUpForm, t),
  });
  const [amountKey, amountProps] = withoutKey(getInputProps(fields.amount, { type: 'text' }));
  return (
    <IntentForm form={form} intent="topup" submit={t('regional.topUp.submit')}>
      <input type="hidden" name="currencyCode" value={currency.code} />
      <input type="hidden" name={fields.idempotencyKey.name} value={idempotencyKey} />
      <Field label={`${t('regional.topUp.amount')} (${currency.code})`} meta={fields.amount}>
        <input key={amountKey} {...amountProps} inputMode="decimal" dir="ltr" autoComplete="off" className={`${inputClass} max-w-xs`} />
      </Field>
    </IntentForm>
  );
}
