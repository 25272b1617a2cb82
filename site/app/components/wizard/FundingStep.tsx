import { isEditableByOwner, type CampaignStatus } from '@cf/domain/campaign-status';
import { ACCOUNT_TYPES, CAMPAIGN_FIELDS } from '@cf/domain/schemas/campaign-fields';
import { type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { fundingForm } from '~/lib/campaigns-owner/step-forms';
import type { Campaign } from '~/lib/campaigns-owner/types';
import { parseForm } from '~/lib/validation';
import { CheckboxField, FieldGroup, RadioGroup, TextField } from './fields';
import { StepForm } from './StepForm';

/**
 * Step 6: where the funds are paid out (spec §5 bank rules). The account number is never shown
 * again, only its last four digits; left empty, the stored one is kept. The payout account may be
 * corrected in any status (the API allows it), so this form is never read-only.
 */
export function FundingStep({ campaign, lastResult }: { campaign: Campaign; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const payout = campaign.payout;
  const [form, fields] = useForm({
    id: 'funding-step',
    lastResult,
    defaultValue: {
      bankName: payout?.bankName ?? '',
      accountType: payout?.accountType ?? '',
      routingNumber: payout?.routingNumber ?? '',
      accountNumber: '',
      confirmAccountNumber: '',
      accountHolderName: payout?.accountHolderName ?? '',
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, fundingForm, t),
  });
  const f = (key: string) => t(`wizard.funding.fields.${key}`);
  const { accountNumberMin: min, accountNumberMax: max, routingNumberLength: length } = CAMPAIGN_FIELDS;
  // Past its draft, a change of where payouts go is confirmed with the password (issue 9 payouts).
  const guarded = !isEditableByOwner(campaign.status as CampaignStatus);
  return (
    <StepForm form={form} intent="funding" saveLabel={t('wizard.funding.save')}>
      <FieldGroup title={t('wizard.funding.title')} description={t('wizard.funding.intro')}>
        {payout?.accountNumberLast4 ? (
          <p role="status" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
            {t('campaigns.funding.accountEnding', { last4: payout.accountNumberLast4 })} · {t('wizard.funding.keepNumber')}
          </p>
        ) : null}
        <TextField
          meta={fields.accountHolderName}
          label={t('payouts.funding.accountHolderName')}
          hint={t('payouts.funding.accountHolderHint')}
          autoComplete="name"
          maxLength={CAMPAIGN_FIELDS.nameMax}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField meta={fields.bankName} label={f('bankName')} autoComplete="off" />
          <TextField
            meta={fields.routingNumber}
            label={f('routingNumber')}
            inputMode="numeric"
            dir="ltr"
            hint={t('wizard.funding.routingHint', { length })}
          />
        </div>
        <RadioGroup
          meta={fields.accountType}
          legend={f('accountType')}
          options={ACCOUNT_TYPES.map((value) => ({ value, label: t(`wizard.funding.accountTypes.${value}`) }))}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            meta={fields.accountNumber}
            label={f('accountNumber')}
            inputMode="numeric"
            dir="ltr"
            hint={t('wizard.funding.accountHint', { min, max })}
          />
          <TextField meta={fields.confirmAccountNumber} label={f('confirmAccountNumber')} inputMode="numeric" dir="ltr" />
        </div>
        <CheckboxField meta={fields.tos} label={f('tos')} hint={t('wizard.funding.tosHint')} />
      </FieldGroup>
      {guarded ? (
        <FieldGroup title={t('payouts.site.identityTitle')} description={t('payouts.site.identityHint')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              meta={fields.currentPassword}
              label={t('payouts.site.currentPassword')}
              type="password"
              autoComplete="current-password"
            />
            <TextField
              meta={fields.twoFactorCode}
              label={t('payouts.site.twoFactorCode')}
              inputMode="numeric"
              dir="ltr"
              autoComplete="one-time-code"
            />
          </div>
        </FieldGroup>
      ) : null}
    </StepForm>
  );
}
