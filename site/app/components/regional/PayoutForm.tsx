import { getInputProps, getSelectProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { regionalPayoutForm } from '~/lib/regional/forms';
import type { RegionalBankAccount } from '~/lib/regional/types';
import { parseForm } from '~/lib/validation';
import type { WalletCurrency } from '~/lib/wallet/types';
import { Field, inputClass, withoutKey } from '../form/Field';
import { IntentForm } from '../settings/form-bits';

/** A bank wire from the MangoPay wallet to one of the active bank accounts. */
export function PayoutForm({
  accounts,
  currency,
  idempotencyKey,
  lastResult,
}: {
  accounts: RegionalBankAccount[];
  currency: WalletCurrency;
  idempotencyKey: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'regional-payout',
    lastResult,
    constraint: getZodConstraint(regionalPayoutForm),
    defaultValue: { bankAccountId: accounts[0]?.id },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, regionalPayoutForm, t),
  });
  const [bankKey, bankProps] = withoutKey(getSelectProps(fields.bankAccountId));
  const [amountKey, amountProps] = withoutKey(getInputProps(fields.amount, { type: 'text' }));
  if (accounts.length === 0) return <p className="text-slate-600">{t('regional.payout.noAccounts')}</p>;
  return (
    <IntentForm form={form} intent="payout" submit={t('regional.payout.submit')}>
      <input type="hidden" name="currencyCode" value={currency.code} />
      <input type="hidden" name={fields.idempotencyKey.name} value={idempotencyKey} />
      <Field label={t('regional.payout.bankAccount')} meta={fields.bankAccountId}>
        <select key={bankKey} {...bankProps} className={`${inputClass} max-w-md`}>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {`${t(`regional.bank.types.${a.type}`, { defaultValue: a.type })} · ${a.ownerName} · ${a.number ?? a.id}`}
            </option>
          ))}
        </select>
      </Field>
      <Field label={`${t('regional.payout.amount')} (${currency.code})`} meta={fields.amount}>
        <input key={amountKey} {...amountProps} inputMode="decimal" dir="ltr" autoComplete="off" className={`${inputClass} max-w-xs`} />
      </Field>
    </IntentForm>
  );
}
