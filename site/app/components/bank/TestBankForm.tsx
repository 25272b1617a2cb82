import { ACCOUNT_TYPES } from '@cf/domain/schemas/campaign-fields';
import { getInputProps, getSelectProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { testBankForm } from '~/lib/bank/test-bank-form';
import { parseForm } from '~/lib/validation';
import { Field, inputClass, withoutKey } from '../form/Field';
import { checkboxClass, IntentForm } from '../settings/form-bits';

/** The twin's "link a test bank" form (spec §3 Bank (ACH) account, §5 Bank rules and the debit authorisation). */
export function TestBankForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'test-bank',
    lastResult,
    constraint: getZodConstraint(testBankForm),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, testBankForm, t),
  });
  const text = (name: 'bankName' | 'accountNumber' | 'confirmAccountNumber' | 'routingNumber') =>
    withoutKey(getInputProps(fields[name], { type: 'text' }));
  const [bankKey, bankProps] = text('bankName');
  const [accountKey, accountProps] = text('accountNumber');
  const [confirmKey, confirmProps] = text('confirmAccountNumber');
  const [routingKey, routingProps] = text('routingNumber');
  const [typeKey, typeProps] = withoutKey(getSelectProps(fields.accountType));
  const [tosKey, tosProps] = withoutKey(getInputProps(fields.tos, { type: 'checkbox' }));
  return (
    <IntentForm form={form} intent="test-bank" submit={t('bank.testBank.submit')}>
      <Field label={t('bank.testBank.bankName')} meta={fields.bankName}>
        <input key={bankKey} {...bankProps} autoComplete="off" className={inputClass} />
      </Field>
      <Field label={t('bank.testBank.accountType')} meta={fields.accountType}>
        <select key={typeKey} {...typeProps} className={`${inputClass} max-w-xs`}>
          <option value="">{t('bank.testBank.choose')}</option>
          {ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`bank.accountTypes.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('bank.testBank.accountNumber')} meta={fields.accountNumber}>
        <input key={accountKey} {...accountProps} inputMode="numeric" dir="ltr" autoComplete="off" className={`${inputClass} max-w-xs`} />
      </Field>
      <Field label={t('bank.testBank.confirmAccountNumber')} meta={fields.confirmAccountNumber}>
        <input key={confirmKey} {...confirmProps} inputMode="numeric" dir="ltr" autoComplete="off" className={`${inputClass} max-w-xs`} />
      </Field>
      <Field label={t('bank.testBank.routingNumber')} meta={fields.routingNumber} hint={t('bank.testBank.routingHint')}>
        <input key={routingKey} {...routingProps} inputMode="numeric" dir="ltr" autoComplete="off" className={`${inputClass} max-w-xs`} />
      </Field>
      <div>
        <label className="flex items-start gap-2">
          <input key={tosKey} {...tosProps} className={`${checkboxClass} mt-0.5`} />
          <span>{t('bank.testBank.tos')}</span>
        </label>
        {fields.tos.errors?.length ? (
          <p id={fields.tos.errorId} className="mt-1 text-sm font-medium text-red-700">
            {fields.tos.errors.join(' ')}
          </p>
        ) : null}
      </div>
    </IntentForm>
  );
}
