import { CAMPAIGN_FIELDS } from '@cf/domain/schemas/campaign-fields';
import { type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { toMajorInput } from '~/lib/campaigns-owner/money';
import { companyForm } from '~/lib/campaigns-owner/step-forms';
import { REAL_ESTATE } from '~/lib/campaigns-owner/steps';
import type { Campaign, Currency, Lookup } from '~/lib/campaigns-owner/types';
import { parseForm } from '~/lib/validation';
import { CheckboxField, FieldGroup, MoneyField, SelectField, TextArea, TextField } from './fields';
import { ImageSection } from './ImageUpload';
import { StepForm } from './StepForm';

type Options = Pick<Lookup, 'id' | 'slug' | 'name'>[];
const options = (list: Options) => list.map((l) => ({ value: String(l.id), label: l.name }));
const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** Step 1 (spec §3 "Company info", and "Property info" for a real-estate campaign) and the logo. */
export function CompanyStep({
  campaign,
  categories,
  industries,
  currency,
  resultFor,
  readOnly,
  continueLabel,
}: {
  campaign: Campaign;
  categories: Options;
  industries: Options;
  currency: Currency;
  resultFor: (intent: string) => SubmissionResult<string[]> | undefined;
  readOnly: boolean;
  continueLabel?: string;
}) {
  const { t } = useTranslation();
  const p = campaign.property;
  const schema = companyForm(currency.decimals);
  const [form, fields] = useForm({
    id: 'company-step',
    lastResult: resultFor('company'),
    defaultValue: {
      companyName: str(campaign.companyName),
      companyTagLine: str(campaign.companyTagLine),
      companyEmail: str(campaign.companyEmail),
      companyPhone: str(campaign.companyPhone),
      companyAddress: str(campaign.companyAddress),
      companyDescription: str(campaign.companyDescription),
      companyWebsite: str(campaign.companyWebsite),
      yearFounded: str(campaign.yearFounded),
      categoryId: str(campaign.categoryId),
      industryId: str(campaign.industryId),
      previouslyRaised: toMajorInput(campaign.previouslyRaised, currency.decimals),
      totalRevenue: toMajorInput(campaign.totalRevenue, currency.decimals),
      hasLeadInvestor: campaign.hasLeadInvestor ? 'on' : '',
      propertyName: str(p?.propertyName),
      propertyUrl: str(p?.propertyUrl),
      propertyDetail: str(p?.propertyDetail),
      propertyStreet: str(p?.propertyStreet),
      propertyCity: str(p?.propertyCity),
      propertyState: str(p?.propertyState),
      propertyCountry: str(p?.propertyCountry),
      propertySize: str(p?.propertySize),
      plotSize: str(p?.plotSize),
      buildYear: str(p?.buildYear),
      propertyStage: str(p?.propertyStage),
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, schema, t),
  });
  const chosenCategory = typeof fields.categoryId.value === 'string' ? fields.categoryId.value : str(campaign.categoryId);
  const realEstate = categories.find((c) => String(c.id) === chosenCategory)?.slug === REAL_ESTATE;
  const f = (key: string) => t(`wizard.company.fields.${key}`);
  return (
    <>
      <ImageSection
        id="logo-heading"
        title={f('companyLogo')}
        src={campaign.companyLogo}
        alt={t('wizard.company.logoAlt')}
        readOnly={readOnly}
        shownClassName="mt-3 h-24 w-24 rounded-md border border-slate-200 object-cover"
        upload={{
          formId: 'logo-upload',
          intent: 'logo',
          hint: t('wizard.company.logoHint', {
            minimum: CAMPAIGN_FIELDS.logoMinSide,
            width: CAMPAIGN_FIELDS.logoRecommendedWidth,
            height: CAMPAIGN_FIELDS.logoRecommendedHeight,
          }),
          submit: t('wizard.company.uploadLogo'),
          lastResult: resultFor('logo'),
        }}
      />
      <StepForm form={form} intent="company" readOnly={readOnly} continueLabel={continueLabel}>
        <FieldGroup title={t('wizard.company.title')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              meta={fields.companyName}
              label={f('companyName')}
              hint={t('wizard.company.nameHint', { minimum: CAMPAIGN_FIELDS.companyNameMin })}
              autoComplete="organization"
            />
            <TextField meta={fields.companyTagLine} label={f('companyTagLine')} maxLength={CAMPAIGN_FIELDS.tagLineMax} />
            <TextField meta={fields.companyEmail} label={f('companyEmail')} type="email" dir="ltr" autoComplete="email" />
            <TextField meta={fields.companyPhone} label={f('companyPhone')} type="tel" dir="ltr" autoComplete="tel" />
          </div>
          <TextField meta={fields.companyAddress} label={f('companyAddress')} autoComplete="street-address" />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              meta={fields.categoryId}
              label={f('categoryId')}
              options={options(categories)}
              hint={t('wizard.company.categoryHint')}
            />
            <SelectField meta={fields.industryId} label={f('industryId')} options={options(industries)} />
            <TextField meta={fields.companyWebsite} label={f('companyWebsite')} type="url" dir="ltr" hint={t('wizard.urlHint')} />
            <TextField meta={fields.yearFounded} label={f('yearFounded')} inputMode="numeric" dir="ltr" />
          </div>
          <TextArea meta={fields.companyDescription} label={f('companyDescription')} rows={5} maxLength={CAMPAIGN_FIELDS.longTextMax} />
        </FieldGroup>
        <FieldGroup title={t('wizard.company.financials')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <MoneyField meta={fields.previouslyRaised} label={f('previouslyRaised')} currency={currency} />
            <MoneyField meta={fields.totalRevenue} label={f('totalRevenue')} currency={currency} />
          </div>
          <CheckboxField meta={fields.hasLeadInvestor} label={f('hasLeadInvestor')} hint={t('wizard.company.leadInvestorHint')} />
        </FieldGroup>
        {realEstate ? (
          <FieldGroup title={t('campaigns.wizard.steps.property')} description={t('wizard.property.intro')}>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField meta={fields.propertyName} label={t('wizard.property.propertyName')} />
              <TextField
                meta={fields.propertyUrl}
                label={t('wizard.property.propertyUrl')}
                type="url"
                dir="ltr"
                hint={t('wizard.urlHint')}
              />
              <TextField meta={fields.propertyStreet} label={t('wizard.property.propertyStreet')} autoComplete="address-line1" />
              <TextField meta={fields.propertyCity} label={t('wizard.property.propertyCity')} autoComplete="address-level2" />
              <TextField meta={fields.propertyState} label={t('wizard.property.propertyState')} autoComplete="address-level1" />
              <TextField meta={fields.propertyCountry} label={t('wizard.property.propertyCountry')} autoComplete="country-name" />
              <TextField meta={fields.propertySize} label={t('wizard.property.propertySize')} />
              <TextField meta={fields.plotSize} label={t('wizard.property.plotSize')} />
              <TextField meta={fields.buildYear} label={t('wizard.property.buildYear')} inputMode="numeric" dir="ltr" />
              <TextField meta={fields.propertyStage} label={t('wizard.property.propertyStage')} />
            </div>
            <TextArea meta={fields.propertyDetail} label={t('wizard.property.propertyDetail')} rows={4} />
          </FieldGroup>
        ) : null}
      </StepForm>
    </>
  );
}
