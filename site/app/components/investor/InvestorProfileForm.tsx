import { usesSsn } from '@cf/domain/schemas/identity';
import { getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AMOUNT_FIELDS, investorProfileForm, PROFILE_FLAGS } from '~/lib/account/investor-form';
import { type SiteCurrency, toMajorInput } from '~/lib/account/money';
import type { InvestorProfile, KycParty } from '~/lib/account/types';
import { parseForm } from '~/lib/validation';
import { AmountField, CheckboxRow, type Country, CountryField } from '../form/account-fields';
import { investorCurrency, profileFromParty } from '../identity/identity-record';
import { TaxIdField } from '../identity/TaxIdField';
import { Field, inputClass, withoutKey } from '../form/Field';
import { IntentForm } from '../settings/form-bits';
import type { z } from '@cf/domain/zod-setup';

type Props = {
  profile: InvestorProfile | null;
  /** The KYC party (shared identity record): the start of a new profile, and its domicile. */
  party: KycParty | null;
  currency: SiteCurrency;
  countries: Country[];
  lastResult: SubmissionResult<string[]> | undefined;
};

const TEXT_FIELDS = [
  'spouseFirstName',
  'spouseLastName',
  'jobTitle',
  'jobIndustry',
  'dateOfBirth',
  'legalName',
  'email',
  'phone',
  'address',
  'address2',
  'city',
  'state',
  'postalCode',
  'country',
] as const;
const FLAGS = PROFILE_FLAGS;

function defaults(profile: Record<string, unknown> | null, decimals: number) {
  if (!profile) return {};
  return {
    ...Object.fromEntries(AMOUNT_FIELDS.map((field) => [field, toMajorInput((profile[field] as number | null) ?? null, decimals)])),
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, (profile[field] as string | null) ?? ''])),
    ...Object.fromEntries(FLAGS.map((flag) => [flag, profile[flag] ? 'on' : ''])),
  };
}

/** Spec §3 "Investor profile": finances, identity and contact; the SSN is write-only (shown masked). */
export function InvestorProfileForm({ profile, party, currency: siteCurrency, countries, lastResult }: Props) {
  const { t } = useTranslation();
  const domicile = typeof party?.domicile === 'string' ? party.domicile : null;
  const schema = useMemo(() => investorProfileForm(siteCurrency.decimals, domicile), [siteCurrency.decimals, domicile]);
  const [form, fields] = useForm<z.input<typeof schema>>({
    id: 'investor-profile',
    lastResult,
    defaultValue: defaults(profile ?? profileFromParty(party), siteCurrency.decimals),
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, schema, t),
  });

  // Issue 14 §11: the chosen country (live with scripts, as posted without) picks US or local terms.
  const country = typeof fields.country.value === 'string' ? fields.country.value : null;
  const currency = investorCurrency(country, siteCurrency);
  const text = (name: (typeof TEXT_FIELDS)[number], type: 'text' | 'email' | 'tel' | 'date', autoComplete: string, hint?: string) => {
    const meta = fields[name];
    const [key, props] = withoutKey(getInputProps(meta, { type, ariaDescribedBy: hint ? meta.descriptionId : undefined }));
    return (
      <Field label={t(`account.investor.fields.${name}`)} meta={meta} hint={hint}>
        <input key={key} {...props} autoComplete={autoComplete} className={inputClass} />
      </Field>
    );
  };
  const amount = (name: (typeof AMOUNT_FIELDS)[number]) => (
    <AmountField
      meta={fields[name]}
      label={t('account.identityRecord.amountLabel', { label: t(`account.investor.fields.${name}`), currency: currency.code })}
      currency={currency}
    />
  );
  const flag = (name: (typeof FLAGS)[number]) => <CheckboxRow meta={fields[name]} label={t(`account.investor.fields.${name}`)} />;

  return (
    <IntentForm form={form} intent="profile" submit={t('account.investor.save')} className="space-y-8">
      <fieldset className="space-y-5">
        <legend className="text-base font-semibold">{t('account.investor.finances')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {amount('yearlyIncome')}
          {amount('netWorth')}
          {amount('incomeLastYear')}
          {amount('incomeYearBefore')}
        </div>
        {flag('hasSpouseIncome')}
        <div className="grid gap-5 sm:grid-cols-2">
          {text('spouseFirstName', 'text', 'off')}
          {text('spouseLastName', 'text', 'off')}
        </div>
        {flag('investedInCrowdfunding12m')}
        <div className="grid gap-5 sm:grid-cols-2">{amount('crowdfundingAmount12m')}</div>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="text-base font-semibold">{t('account.investor.identity')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('legalName', 'text', 'name')}
          {text('dateOfBirth', 'date', 'bday')}
          <TaxIdField meta={fields.ssn} ssn={usesSsn(country, domicile)} last4={profile?.ssnLast4} />
          {text('jobTitle', 'text', 'organization-title')}
          {text('jobIndustry', 'text', 'off')}
        </div>
        {flag('declaresAccredited')}
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="text-base font-semibold">{t('account.investor.contact')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('email', 'email', 'email')}
          {text('phone', 'tel', 'tel')}
          {text('address', 'text', 'address-line1')}
          {text('address2', 'text', 'address-line2')}
          {text('city', 'text', 'address-level2')}
          {text('state', 'text', 'address-level1')}
          {text('postalCode', 'text', 'postal-code')}
          <CountryField meta={fields.country} label={t('account.investor.fields.country')} countries={countries} />
        </div>
      </fieldset>
    </IntentForm>
  );
}
