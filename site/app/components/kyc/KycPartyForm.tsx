import { KYC_DOMICILES, KYC_EMPLOYMENT_STATUSES, KYC_INVESTING_FOR } from '@cf/domain/schemas/identity';
import { getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_AMOUNT_FIELDS, kycPartyForm } from '~/lib/account/kyc-form';
import { type SiteCurrency, toMajorInput } from '~/lib/account/money';
import type { KycParty } from '~/lib/account/types';
import { parseForm } from '~/lib/validation';
import { Field, inputClass, withoutKey } from '../form/Field';
import { checkboxClass, IntentForm } from '../settings/form-bits';
import type { z } from '@cf/domain/zod-setup';

type Country = { code: string | null; name: string };
type Props = { party: KycParty | null; currency: SiteCurrency; countries: Country[]; lastResult: SubmissionResult<string[]> | undefined };

const TEXTS = [
  'firstName',
  'middleInitial',
  'lastName',
  'dateOfBirth',
  'primaryAddress',
  'city',
  'state',
  'postalCode',
  'alternateEmail',
  'alternatePhone',
  'occupation',
  'employerName',
  'tags',
] as const;
const SELECTS = { domicile: KYC_DOMICILES, employmentStatus: KYC_EMPLOYMENT_STATUSES, investingFor: KYC_INVESTING_FOR } as const;
const INPUT_TYPE: Partial<Record<(typeof TEXTS)[number], 'date' | 'email' | 'tel'>> = {
  dateOfBirth: 'date',
  alternateEmail: 'email',
  alternatePhone: 'tel',
};
const AUTOCOMPLETE: Partial<Record<(typeof TEXTS)[number], string>> = {
  firstName: 'given-name',
  middleInitial: 'additional-name',
  lastName: 'family-name',
  dateOfBirth: 'bday',
  primaryAddress: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  postalCode: 'postal-code',
  alternateEmail: 'email',
  alternatePhone: 'tel',
  occupation: 'organization-title',
  employerName: 'organization',
};

function defaults(party: KycParty | null, decimals: number): Record<string, string> {
  if (!party) return { investingFor: 'self' };
  const value = (key: string) => {
    const v = party[key];
    return v === null || v === undefined ? '' : String(v);
  };
  return {
    ...Object.fromEntries([...TEXTS, 'employerDetails', 'notes', 'country', ...Object.keys(SELECTS)].map((k) => [k, value(k)])),
    ...Object.fromEntries(KYC_AMOUNT_FIELDS.map((k) => [k, toMajorInput(party[k] as number | null, decimals)])),
    brokerDealerAssociated: party.brokerDealerAssociated ? 'on' : '',
  };
}

/** Spec §3 "Identity verification": personal and financial fields of the party. */
export function KycPartyForm({ party, currency, countries, lastResult }: Props) {
  const { t } = useTranslation();
  const schema = useMemo(() => kycPartyForm(currency.decimals), [currency.decimals]);
  const [form, fields] = useForm<z.input<typeof schema>>({
    id: 'kyc-party',
    lastResult,
    defaultValue: defaults(party, currency.decimals),
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, schema, t),
  });
  const text = (name: (typeof TEXTS)[number]) => {
    const [key, props] = withoutKey(getInputProps(fields[name], { type: INPUT_TYPE[name] ?? 'text' }));
    return (
      <Field key={name} label={t(`account.kyc.fields.${name}`)} meta={fields[name]}>
        <input key={key} {...props} autoComplete={AUTOCOMPLETE[name] ?? 'off'} className={inputClass} />
      </Field>
    );
  };
  const select = (name: keyof typeof SELECTS, optional: boolean) => {
    const [key, props] = withoutKey(getSelectProps(fields[name]));
    return (
      <Field key={name} label={t(`account.kyc.fields.${name}`)} meta={fields[name]}>
        <select key={key} {...props} className={inputClass}>
          {optional ? <option value="">{t('account.kyc.choose')}</option> : null}
          {SELECTS[name].map((value) => (
            <option key={value} value={value}>
              {t(`account.kyc.options.${name}.${value}`)}
            </option>
          ))}
        </select>
      </Field>
    );
  };
  const amount = (name: (typeof KYC_AMOUNT_FIELDS)[number]) => {
    const [key, props] = withoutKey(getInputProps(fields[name], { type: 'text', ariaDescribedBy: fields[name].descriptionId }));
    return (
      <Field
        key={name}
        label={t(`account.kyc.fields.${name}`)}
        meta={fields[name]}
        hint={t('account.investor.amountHint', { currency: currency.code })}
      >
        <input key={key} {...props} inputMode="decimal" autoComplete="off" dir="ltr" className={inputClass} />
      </Field>
    );
  };
  const textarea = (name: 'employerDetails' | 'notes') => {
    const [key, props] = withoutKey(getTextareaProps(fields[name]));
    return (
      <Field key={name} label={t(`account.kyc.fields.${name}`)} meta={fields[name]}>
        <textarea key={key} {...props} rows={3} className={inputClass} />
      </Field>
    );
  };
  const [countryKey, countryProps] = withoutKey(getSelectProps(fields.country));
  const [brokerKey, brokerProps] = withoutKey(getInputProps(fields.brokerDealerAssociated, { type: 'checkbox' }));
  return (
    <IntentForm form={form} intent="party" submit={t(party ? 'account.kyc.update' : 'account.kyc.create')} className="space-y-8">
      <fieldset className="space-y-5">
        <legend className="text-base font-semibold">{t('account.kyc.personal')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {(['firstName', 'middleInitial', 'lastName', 'dateOfBirth'] as const).map(text)}
          {select('domicile', true)}
          {(['primaryAddress', 'city', 'state', 'postalCode'] as const).map(text)}
          <Field label={t('account.kyc.fields.country')} meta={fields.country}>
            <select key={countryKey} {...countryProps} autoComplete="country" className={inputClass}>
              <option value="">{t('account.investor.chooseCountry')}</option>
              {countries
                .filter((c): c is Country & { code: string } => Boolean(c.code))
                .map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
            </select>
          </Field>
          {(['alternateEmail', 'alternatePhone'] as const).map(text)}
        </div>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="text-base font-semibold">{t('account.kyc.financial')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('occupation')}
          {select('employmentStatus', true)}
          {text('employerName')}
        </div>
        {textarea('employerDetails')}
        <div className="flex items-start gap-2">
          <input key={brokerKey} {...brokerProps} className={`${checkboxClass} mt-0.5`} />
          <label htmlFor={fields.brokerDealerAssociated.id} className="text-sm">
            {t('account.kyc.fields.brokerDealerAssociated')}
          </label>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">{KYC_AMOUNT_FIELDS.map(amount)}</div>
        <div className="grid gap-5 sm:grid-cols-2">
          {select('investingFor', false)}
          {text('tags')}
        </div>
        {textarea('notes')}
      </fieldset>
    </IntentForm>
  );
}
