import { getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { parseForm } from '~/lib/validation';
import { topUpForm } from '~/lib/wallet/top-up-form';
import type { WalletCurrency } from '~/lib/wallet/types';
import type { AchAccount } from '~/lib/bank/types';
import type { PaymentRoute } from '~/lib/payments/gateways.server';
import { AccountPicker } from '../bank/AccountPicker';
import { Field, inputClass, withoutKey } from '../form/Field';
import { checkboxClass, IntentForm } from '../settings/form-bits';

/** The amount to add to the wallet, in major units of the chosen currency. */
export function TopUpForm({
  currency,
  routes,
  achAccounts = [],
  lastResult,
}: {
  currency: WalletCurrency;
  /** The payment routes the console has on for this currency: a card (sandbox or Stripe), PayPal, or ACH. */
  routes: PaymentRoute[];
  /** The user's active linked bank accounts, offered when topping up by ACH. */
  achAccounts?: AchAccount[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const cards = (
    [
      ['stripe', t('wallet.payStripe')],
      ['sandbox', t('wallet.paySandbox')],
      ['paypal', t('wallet.payPaypal')],
      ['ach', t('wallet.payAch')],
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
  const paymentType = fields.paymentType.value ?? cards[0]?.[0];
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
      {routes.includes('ach') ? <AccountPicker accounts={achAccounts} meta={fields.achAccountId} hidden={paymentType !== 'ach'} /> : null}
      <Field label={`${t('wallet.amount')} (${currency.code})`} meta={fields.amount}>
        <input key={amountKey} {...amountProps} inputMode="decimal" dir="ltr" autoComplete="off" className={`${inputClass} max-w-xs`} />
      </Field>
    </IntentForm>
  );
}
