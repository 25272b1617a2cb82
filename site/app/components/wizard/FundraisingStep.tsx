import { formatMoney } from '@cf/domain/currency-format';
import { CAMPAIGN_ACCREDITATIONS, CAMPAIGN_TYPES, INVEST_FREQUENCIES, REPAYMENT_METHODS } from '@cf/domain/schemas/campaign-fields';
import { type SubmissionResult, useForm } from '@conform-to/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bpsToPercentInput, currencyFor, toMajorInput } from '~/lib/campaigns-owner/money';
import { fundraisingForm } from '~/lib/campaigns-owner/step-forms';
import type { Campaign, CampaignSettings, CurrencyOption, Lookup } from '~/lib/campaigns-owner/types';
import { parseForm } from '~/lib/validation';
import { FieldGroup, MoneyField, RadioGroup, SelectField, TextArea, TextField, UnitField } from './fields';
import { StepForm } from './StepForm';

type Options = Pick<Lookup, 'id' | 'slug' | 'name'>[];
const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
export const TERMS_SLUGS = ['terms-conditions', 'debt'] as const;
export type Fees = { fixedSuccessFeeBps: number; flexibleSuccessFeeBps: number; flexibleFailFeeBps: number };
const pct = (bps: number) => `${bps / 100}%`;

/** Step 2: fundraising detail with the terms of spec §3 (equity, debt, convertible note) and the rules of §5. */
export function FundraisingStep({
  campaign,
  currencies,
  stages,
  rounds,
  bounds,
  fees,
  today,
  lang,
  siteCurrency,
  lastResult,
  readOnly,
  continueLabel,
}: {
  campaign: Campaign;
  currencies: CurrencyOption[];
  stages: Options;
  rounds: Options;
  bounds: CampaignSettings;
  fees: Fees | null;
  today: string;
  lang: string;
  /** Offered when the campaign has no currency yet. */
  siteCurrency: string;
  lastResult: SubmissionResult<string[]> | undefined;
  readOnly: boolean;
  continueLabel?: string;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState<'equity' | 'debt'>(campaign.investingType);
  const startCode = campaign.currencyCode ?? siteCurrency;
  const setupFor = (code: string | null) => ({
    bounds,
    today,
    lang,
    stored: campaign,
    currency: currencyFor(code || startCode, currencies),
  });
  const initial = currencyFor(startCode, currencies);
  const d = initial.decimals;
  const [form, fields] = useForm({
    id: 'fundraising-step',
    lastResult,
    defaultValue: {
      investingType: campaign.investingType,
      currencyCode: startCode,
      goal: toMajorInput(campaign.goal, d),
      minimumRaise: toMajorInput(campaign.minimumRaise, d),
      maximumRaise: toMajorInput(campaign.maximumRaise, d),
      minimumInvestment: toMajorInput(campaign.minimumInvestment, d),
      maximumInvestment: toMajorInput(campaign.maximumInvestment, d),
      openDate: str(campaign.openDate),
      closingDate: str(campaign.closingDate),
      campaignStageId: str(campaign.campaignStageId),
      investingRoundId: str(campaign.investingRoundId),
      campaignType: campaign.campaignType,
      campaignAccreditation: campaign.campaignAccreditation,
      termsSlug: campaign.termsSlug ?? '',
      availableShares: str(campaign.availableShares),
      equityAvailable: str(campaign.equityAvailable),
      preMoneyValuation: toMajorInput(campaign.preMoneyValuation, d),
      pricePerShare: toMajorInput(campaign.pricePerShare, d),
      interestRateBps: bpsToPercentInput(campaign.interestRateBps),
      investFrequency: campaign.investFrequency ?? '',
      termLengthMonths: str(campaign.termLengthMonths),
      paybackStartDate: str(campaign.paybackStartDate),
      repaymentMethod: campaign.repaymentMethod ?? '',
      maturityDate: str(campaign.maturityDate),
      conversionTrigger: str(campaign.conversionTrigger),
      redemptionTerms: str(campaign.redemptionTerms),
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, fundraisingForm(setupFor(String(formData.get('currencyCode') ?? ''))), t),
  });
  const chosen = typeof fields.currencyCode.value === 'string' ? fields.currencyCode.value : null;
  const currency = currencyFor(chosen || startCode, currencies);
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const f = (key: string) => t(`wizard.fundraising.fields.${key}`);
  const choice = (group: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`wizard.fundraising.${group}.${value}`) }));
  const typeDescription = (value: string) =>
    fees
      ? value === 'fixed'
        ? t('wizard.fundraising.campaignTypeHelp.fixed', { fee: pct(fees.fixedSuccessFeeBps) })
        : t('wizard.fundraising.campaignTypeHelp.flexible', { fee: pct(fees.flexibleSuccessFeeBps), failFee: pct(fees.flexibleFailFeeBps) })
      : undefined;
  return (
    <StepForm form={form} intent="fundraising" readOnly={readOnly} continueLabel={continueLabel}>
      <FieldGroup title={t('wizard.fundraising.title')}>
        <RadioGroup
          meta={fields.investingType}
          legend={f('investingType')}
          options={(['equity', 'debt'] as const).map((value) => ({
            value,
            label: t(`wizard.types.${value}.title`),
            description: t(`wizard.types.${value}.text`),
          }))}
          onChange={(value) => setType(value === 'debt' ? 'debt' : 'equity')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            meta={fields.currencyCode}
            label={f('currencyCode')}
            options={currencies.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }))}
            hint={t('wizard.fundraising.currencyHint')}
          />
          <SelectField meta={fields.termsSlug} label={f('termsSlug')} options={choice('termsSlugs', TERMS_SLUGS)} />
          <MoneyField
            meta={fields.goal}
            label={f('goal')}
            currency={currency}
            hint={t('wizard.fundraising.goalHint', { min: money(bounds.minGoal), max: money(bounds.maxGoal) })}
          />
          <MoneyField
            meta={fields.minimumRaise}
            label={f('minimumRaise')}
            currency={currency}
            hint={t('wizard.fundraising.minimumRaiseHint')}
          />
          <MoneyField
            meta={fields.maximumRaise}
            label={f('maximumRaise')}
            currency={currency}
            hint={t('wizard.fundraising.maximumRaiseHint')}
          />
          <MoneyField
            meta={fields.minimumInvestment}
            label={f('minimumInvestment')}
            currency={currency}
            hint={t('wizard.fundraising.minimumInvestmentHint', { min: money(bounds.minInvestment) })}
          />
          <MoneyField meta={fields.maximumInvestment} label={f('maximumInvestment')} currency={currency} />
          <TextField meta={fields.openDate} label={f('openDate')} type="date" dir="ltr" />
          <TextField
            meta={fields.closingDate}
            label={f('closingDate')}
            type="date"
            dir="ltr"
            hint={t('wizard.fundraising.closingDateHint', { days: bounds.maxCampaignDays })}
          />
          <SelectField
            meta={fields.campaignStageId}
            label={f('campaignStageId')}
            options={stages.map((s) => ({ value: String(s.id), label: s.name }))}
          />
          <SelectField
            meta={fields.investingRoundId}
            label={f('investingRoundId')}
            options={rounds.map((s) => ({ value: String(s.id), label: s.name }))}
          />
        </div>
        <RadioGroup
          meta={fields.campaignType}
          legend={f('campaignType')}
          options={CAMPAIGN_TYPES.map((value) => ({
            value,
            label: t(`wizard.fundraising.campaignTypes.${value}`),
            description: typeDescription(value),
          }))}
        />
        <RadioGroup
          meta={fields.campaignAccreditation}
          legend={f('campaignAccreditation')}
          options={choice('accreditations', CAMPAIGN_ACCREDITATIONS)}
        />
      </FieldGroup>
      {type === 'equity' ? (
        <FieldGroup title={t('wizard.terms.equityTitle')} description={t('wizard.terms.equityIntro')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <UnitField meta={fields.availableShares} label={f('availableShares')} unit={t('wizard.terms.sharesUnit')} />
            <UnitField
              meta={fields.equityAvailable}
              label={f('equityAvailable')}
              unit="%"
              decimal
              hint={t('wizard.terms.rangeHint', { min: `${bounds.minEquityPercent}%`, max: `${bounds.maxEquityPercent}%` })}
            />
            <MoneyField
              meta={fields.preMoneyValuation}
              label={f('preMoneyValuation')}
              currency={currency}
              hint={t('wizard.terms.rangeHint', { min: money(bounds.minValuation), max: money(bounds.maxValuation) })}
            />
            <MoneyField meta={fields.pricePerShare} label={f('pricePerShare')} currency={currency} hint={t('wizard.terms.priceHint')} />
          </div>
        </FieldGroup>
      ) : (
        <FieldGroup title={t('wizard.terms.debtTitle')} description={t('wizard.terms.debtIntro')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <UnitField
              meta={fields.interestRateBps}
              label={f('interestRateBps')}
              unit={t('wizard.terms.perYear')}
              decimal
              hint={t('wizard.terms.rangeHint', { min: `${bounds.minInterestRate}%`, max: `${bounds.maxInterestRate}%` })}
            />
            <SelectField meta={fields.investFrequency} label={f('investFrequency')} options={choice('frequencies', INVEST_FREQUENCIES)} />
            <UnitField
              meta={fields.termLengthMonths}
              label={f('termLengthMonths')}
              unit={t('wizard.terms.months')}
              hint={t('wizard.terms.rangeHint', { min: bounds.minTermMonths, max: bounds.maxTermMonths })}
            />
            <TextField meta={fields.paybackStartDate} label={f('paybackStartDate')} type="date" dir="ltr" />
          </div>
          <RadioGroup
            meta={fields.repaymentMethod}
            legend={f('repaymentMethod')}
            options={choice('repaymentMethods', REPAYMENT_METHODS)}
            hint={t('wizard.terms.repaymentHint')}
          />
        </FieldGroup>
      )}
      <FieldGroup title={t('wizard.terms.convertibleTitle')} description={t('wizard.terms.convertibleIntro')}>
        <TextField meta={fields.maturityDate} label={f('maturityDate')} type="date" dir="ltr" />
        <TextArea meta={fields.conversionTrigger} label={f('conversionTrigger')} rows={3} />
        <TextArea meta={fields.redemptionTerms} label={f('redemptionTerms')} rows={3} />
      </FieldGroup>
    </StepForm>
  );
}
