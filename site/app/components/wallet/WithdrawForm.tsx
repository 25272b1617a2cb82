import { ACCOUNT_TYPES } from '@cf/domain/schemas/campaign-fields';
import { parseTypedMajor } from '@cf/domain/money';
import { getInputProps, getSelectProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseForm } from '~/lib/validation';
import type { WalletCurrency, WalletLimits } from '~/lib/wallet/types';
import { withdrawForm } from '~/lib/wallet/withdraw-form';
import { Field, inputClass, withoutKey } from '../form/Field';
import { IntentForm } from '../settings/form-bits';
import { Money } from '../money/Money';
import { fillSlots, slot } from '~/lib/slots';

/**
 * A withdrawal to a bank account: the amount in major units, the bank details typed twice where
 * the rules ask, and before submitting what the wallet gives (amount plus the flat fee).
 */
export function WithdrawForm({
  currency,
  limits,
  idempotencyKey,
  lang,
  lastResult,
}: {
  currency: WalletCurrency;
  limits: WalletLimits;
  idempotencyKey: string;
  lang: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'withdraw',
    lastResult,
    constraint: getZodConstraint(withdrawForm),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, withdrawForm, t),
  });
  const [typed, setTyped] = useState('');
  const amount = parseTypedMajor(typed, currency.decimals);
  const money = (minor: number) => <Money minor={minor} currency={currency} lang={lang} />;
  const text = (name: 'amount' | 'bankName' | 'accountNumber' | 'confirmAccountNumber' | 'routingNumber') =>
    withoutKey(getInputProps(fields[name], { type: 'text' }));
  const [amountKey, amountProps] = text('amount');
  const [bankKey, bankProps] = text('bankName');
  const [accountKey, accountProps] = text('accountNumber');
  const [confirmKey, confirmProps] = text('confirmAccountNumber');
  const [routingKey, routingProps] = text('routingNumber');
  const [typeKey, typeProps] = withoutKey(getSelectProps(fields.accountType));
  return (
    <IntentForm form={form} intent="withdraw" submit={t('payments.withdraw.submit')}>
      <input type="hidden" name="currencyCode" value={currency.code} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Field
        label={`${t('payments.withdraw.amount')} (${currency.code})`}
        meta={fields.amount}
        hint={fillSlots(t('payments.withdraw.bounds', { min: slot('min'), max: slot('max') }), {
          min: money(limits.withdrawalMin),
          max: money(limits.withdrawalMax),
        })}
      >
        <input
          key={amountKey}
          {...amountProps}
          onInput={(e) => setTyped(e.currentTarget.value)}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          className={`${inputClass} max-w-xs`}
        />
      </Field>
      <dl className="grid max-w-xs grid-cols-2 gap-y-1 text-sm" data-testid="withdraw-quote" aria-live="polite">
        <dt className="text-slate-600">{t('payments.withdraw.fee')}</dt>
        <dd className="text-end tabular-nums">{money(limits.withdrawalFee)}</dd>
        {amount !== null && amount > 0 ? (
          <>
            <dt className="font-medium">{t('payments.withdraw.total')}</dt>
            <dd className="text-end font-medium tabular-nums">{money(amount + limits.withdrawalFee)}</dd>
          </>
        ) : null}
      </dl>
      <Field label={t('payments.withdraw.accountType')} meta={fields.accountType}>
        <select key={typeKey} {...typeProps} className={`${inputClass} max-w-xs`}>
          <option value="">{t('payments.withdraw.choose')}</option>
          {ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`payments.withdraw.accountTypes.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('payments.withdraw.bankName')} meta={fields.bankName}>
        <input key={bankKey} {...bankProps} autoComplete="off" className={inputClass} />
      </Field>
      <Field label={t('payments.withdraw.accountNumber')} meta={fields.accountNumber}>
        <input key={accountKey} {...accountProps} inputMode="numeric" dir="ltr" autoComplete="off" className={`${inputClass} max-w-xs`} />
      </Field>
      <Field label={t('payments.withdraw.confirmAccountNumber')} meta={fields.confirmAccountNumber}>
        <input key={confirmKey} {...confirmProps} inputMode="numeric" dir="ltr" autoComplete="off" className={`${inputClass} max-w-xs`} />
      </Field>
      <Field label={t('payments.withdraw.routingNumber')} meta={fields.routingNumber}>
        <input key={routingKey} {...routingProps} inputMode="numeric" dir="ltr" autoComplete="off" className={`${inputClass} max-w-xs`} />
      </Field>
    </IntentForm>
  );
}
