import { BANK_ACCOUNT_FIELDS, BANK_ACCOUNT_TYPES, type BankAccountType } from '@cf/domain/schemas/mangopay';
import { getInputProps, getSelectProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { regionalBankAccountForm } from '~/lib/regional/forms';
import { parseForm } from '~/lib/validation';
import { Field, inputClass, withoutKey } from '../form/Field';
import { IntentForm } from '../settings/form-bits';

type FieldName =
  | 'ownerName'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'region'
  | 'postalCode'
  | 'country'
  | (typeof BANK_ACCOUNT_FIELDS)[BankAccountType][number];

/** Codes and numbers read left to right whatever the page's direction. */
const CODES = new Set([
  'country',
  'postalCode',
  'iban',
  'bic',
  'accountNumber',
  'sortCode',
  'aba',
  'branchCode',
  'institutionNumber',
  'accountCountry',
]);
const OPTIONAL = new Set(['addressLine2', 'region', 'depositAccountType']);

/**
 * A bank account at MangoPay: the type first (IBAN, GB, US, CA, other), then the holder's address
 * and the type's own fields, which change with it. The rules are the API's (spec §5), checked here
 * as the user types.
 */
export function BankAccountForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'regional-bank-account',
    lastResult,
    constraint: getZodConstraint(regionalBankAccountForm),
    defaultValue: { type: 'IBAN' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, regionalBankAccountForm, t),
  });
  const type = (BANK_ACCOUNT_TYPES as readonly string[]).includes(fields.type.value ?? '')
    ? (fields.type.value as BankAccountType)
    : 'IBAN';
  const [typeKey, typeProps] = withoutKey(getSelectProps(fields.type));
  const label = (name: FieldName) =>
    `${t(`regional.bank.${name}`)}${OPTIONAL.has(name) || (name === 'bic' && type === 'IBAN') ? ` ${t('regional.bank.optional')}` : ''}`;
  const text = (name: FieldName) => {
    const meta = fields[name];
    if (name === 'depositAccountType') {
      const [key, props] = withoutKey(getSelectProps(meta));
      return (
        <Field key={name} label={label(name)} meta={meta}>
          <select key={key} {...props} className={`${inputClass} max-w-xs`}>
            <option value="">—</option>
            {(['CHECKING', 'SAVINGS'] as const).map((v) => (
              <option key={v} value={v}>
                {t(`regional.bank.depositTypes.${v}`)}
              </option>
            ))}
          </select>
        </Field>
      );
    }
    const [key, props] = withoutKey(getInputProps(meta, { type: 'text' }));
    return (
      <Field key={name} label={label(name)} meta={meta}>
        <input key={key} {...props} autoComplete="off" dir={CODES.has(name) ? 'ltr' : undefined} className={inputClass} />
      </Field>
    );
  };
  return (
    <IntentForm form={form} intent="bank" submit={t('regional.bank.submit')}>
      <Field label={t('regional.bank.type')} meta={fields.type}>
        <select key={typeKey} {...typeProps} className={`${inputClass} max-w-xs`}>
          {BANK_ACCOUNT_TYPES.map((v) => (
            <option key={v} value={v}>
              {t(`regional.bank.types.${v}`)}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">{BANK_ACCOUNT_FIELDS[type].map(text)}</div>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['ownerName', 'addressLine1', 'addressLine2', 'city', 'region', 'postalCode', 'country'] as const).map(text)}
      </div>
    </IntentForm>
  );
}
