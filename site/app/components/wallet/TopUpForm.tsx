import { getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { parseForm } from '~/lib/validation';
import { topUpForm } from '~/lib/wallet/top-up-form';
import type { WalletCurrency } from '~/lib/wallet/types';
import type { PaymentRoute } from '~/lib/payments/gateways.server';
import { Field, inputClass, withoutKey } from '../form/Field';
import { checkboxClass, IntentForm } from '../settings/form-bits';

/** The amount to add to the wallet, in major units of the chosen currency. */
export function TopUpForm({
  currency,
  routes,
  lastResult,
}: {
  currency: WalletCurrency;
  /** The payment routes the console has on; a top-up is paid by card (sandbox or Stripe). */
  routes: PaymentRoute[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const cards = (
    [
      ['stripe', t('wallet.payStripe')],
      ['sandbox', t('wallet.paySandbox')],
      ['paypal', t('wallet.payPaypal')],
    ] as const
  ).filter(([value]) => routes.includes(value));
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
      {cards.length > 1 ? (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('wallet.paymentMethod')}</legend>
          <div className="mt-2 space-y-2">
            {cards.map(([value, label], i) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" name={fields.paymentType.name} value={value} defaultChecked={i === 0} className={checkboxClass} />
                <bdi>{label}</bdi>
              </label>
            ))}
          </div>
        </fieldset>
      ) : cards[0] ? (
        <input type="hidden" name={fields.paymentType.name} value={cards[0][0]} />
      ) : null}
      <Field label={`${t('wallet.amount')} (${currency.code})`} meta={fields.amount}>
        <input key={amountKey} {...amountProps} inputMode="decimal" dir="ltr" autoComplete="off" className={`${inputClass} max-w-xs`} />
      </Field>
    </IntentForm>
  );
}
