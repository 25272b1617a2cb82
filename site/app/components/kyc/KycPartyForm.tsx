import { KYC_DOMICILES, KYC_EMPLOYMENT_STATUSES, KYC_INVESTING_FOR, usesSsn } from '@cf/domain/schemas/identity';
import { getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_AMOUNT_FIELDS, kycPartyForm } from '~/lib/account/kyc-form';
import { type SiteCurrency, toMajorInput } from '~/lib/account/money';
import type { InvestorProfile, KycParty } from '~/lib/account/types';
import { parseForm } from '~/lib/validation';
import { AmountField, CheckboxRow, type Country, CountryField } from '../form/account-fields';
import { investorCurrency, partyFromProfile } from '../identity/identity-record';
import { TaxIdField } from '../identity/TaxIdField';
import { Field, inputClass, withoutKey } from '../form/Field';
import { IntentForm } from '../settings/form-bits';
import type { z } from '@cf/domain/zod-setup';

type Props = {
  party: KycParty | null;
  /** The investment account's identity (shared record): the start of a new party, and the saved tax id. */
  profile: InvestorProfile | null;
  currency: SiteCurrency;
  countries: Country[];
  lastResult: SubmissionResult<string[]> | undefined;
};

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

function defaults(party: Record<string, unknown> | null, decimals: number): Record<string, string> {
  if (!party) return { investingFor: 'self' };
  const value = (key: string) => {
    const v = party[key];
    return v === null || v === undefined ? '' : String(v);
  };
  return {
    ...Object.fromEntries([...TEXTS, 'employerDetails', 'country', ...Object.keys(SELECTS)].map((k) => [k, value(k)])),
    ...Object.fromEntries(KYC_AMOUNT_FIELDS.map((k) => [k, toMajorInput(party[k] as number | null, decimals)])),
    brokerDealerAssociated: party.brokerDealerAssociated ? 'on' : '',
    investingFor: value('investingFor') || 'self',
  };
}

/** Spec §3 "Identity verification": personal and financial fields of the party. */
export function KycPartyForm({ party, profile, currency: siteCurrency, countries, lastResult }: Props) {
  const { t } = useTranslation();
  const schema = useMemo(() => kycPartyForm(siteCurrency.decimals), [siteCurrency.decimals]);
  const [form, fields] = useForm<z.input<typeof schema>>({
    id: 'kyc-party',
    lastResult,
    defaultValue: defaults(party ?? partyFromProfile(profile), siteCurrency.decimals),
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, schema, t),
  });
  // Issue 14 §11: the country and domicile chosen (live with scripts, as posted without) pick US or local terms.
  const country = typeof fields.country.value === 'string' ? fields.country.value : null;
  const domicile = typeof fields.domicile.value === 'string' ? fields.domicile.value : null;
  const us = usesSsn(country, domicile);
  const currency = investorCurrency(country, siteCurrency);
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
  const amount = (name: (typeof KYC_AMOUNT_FIELDS)[number]) => (
    <AmountField
      key={name}
      meta={fields[name]}
      label={t('account.identityRecord.amountLabel', { label: t(`account.kyc.fields.${name}`), currency: currency.code })}
      currency={currency}
    />
  );
  const textarea = (name: 'employerDetails') => {
    const [key, props] = withoutKey(getTextareaProps(fields[name]));
    return (
      <Field key={name} label={t(`account.kyc.fields.${name}`)} meta={fields[name]}>
        <textarea key={key} {...props} rows={3} className={inputClass} />
      </Field>
    );
  };
  return (
    <IntentForm form={form} intent="party" submit={t(party ? 'account.kyc.update' : 'account.kyc.create')} className="space-y-8">
      <fieldset className="space-y-5">
        <legend className="text-base font-semibold">{t('account.kyc.personal')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {(['firstName', 'middleInitial', 'lastName', 'dateOfBirth'] as const).map(text)}
          {select('domicile', true)}
          {(['primaryAddress', 'city', 'state', 'postalCode'] as const).map(text)}
          <CountryField meta={fields.country} label={t('account.kyc.fields.country')} countries={countries} />
          {(['alternateEmail', 'alternatePhone'] as const).map(text)}
          <TaxIdField meta={fields.ssn} ssn={us} last4={profile?.ssnLast4} />
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
        {/* The broker-dealer question is a US rule (FINRA): an unticked (absent) box posts "no". */}
        {us ? <CheckboxRow meta={fields.brokerDealerAssociated} label={t('account.kyc.fields.brokerDealerAssociated')} /> : null}
        <div className="grid gap-5 sm:grid-cols-2">{KYC_AMOUNT_FIELDS.map(amount)}</div>
        {/* Tags and notes are the provider's staff-side fields: investors are not asked for them. */}
        <div className="grid gap-5 sm:grid-cols-2">{select('investingFor', false)}</div>
      </fieldset>
    </IntentForm>
  );
}
