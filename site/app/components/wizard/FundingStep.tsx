import { BANK_SCHEMES, type BankScheme } from '@cf/domain/campaign-checklist';
import { isEditableByOwner, type CampaignStatus } from '@cf/domain/campaign-status';
import { ACCOUNT_TYPES, CAMPAIGN_FIELDS } from '@cf/domain/schemas/campaign-fields';
import { UK_BANK } from '@cf/domain/schemas/campaigns';
import { type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { fundingBank, fundingForm } from '~/lib/campaigns-owner/step-forms';
import type { Campaign } from '~/lib/campaigns-owner/types';
import { parseForm } from '~/lib/validation';
import { CheckboxField, FieldGroup, RadioGroup, TextField } from './fields';
import { ReauthFields } from '../payouts/ReauthFields';
import { StepForm } from './StepForm';

const SCHEMES_ID = 'funding-bank';
/**
 * Only the chosen scheme's fields show, with or without JavaScript: while a scheme's radio is
 * checked, the blocks that do not list it (data-scheme) are hidden. All stay in the form; the API
 * keeps only the chosen scheme's. No quotes in the rule: React escapes them in a style element's
 * text, which the browser would not read back.
 */
const SCHEME_CSS = BANK_SCHEMES.map(
  (s) => `#${SCHEMES_ID}:has(input[name=bankScheme][value=${s}]:checked) [data-scheme]:not([data-scheme~=${s}]){display:none}`,
).join('');

/** Fields (or a hint) of the listed schemes only. */
const Only = ({ schemes, children, className }: { schemes: BankScheme[]; children: ReactNode; className?: string }) => (
  <div data-scheme={schemes.join(' ')} className={className}>
    {children}
  </div>
);

/**
 * Step 6: where the funds are paid out (spec §5 bank rules), in the owner's bank scheme: US
 * account and routing number, IBAN and BIC, or UK sort code and account number (issue 14 §8).
 * The account number or IBAN is never shown again, only its last four characters; left empty,
 * the stored one is kept. The payout account may be corrected in any status (the API allows it),
 * so this form is never read-only.
 */
export function FundingStep({ campaign, lastResult }: { campaign: Campaign; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const payout = campaign.payout;
  const bank = fundingBank(campaign);
  const [form, fields] = useForm({
    id: 'funding-step',
    lastResult,
    defaultValue: {
      bankScheme: bank.bankScheme,
      sortCode: bank.sortCode ?? '',
      bic: bank.bic ?? '',
      iban: '',
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
        <div id={SCHEMES_ID} className="space-y-5">
          <style>{SCHEME_CSS}</style>
          {payout?.accountNumberLast4 ? (
            <p role="status" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
              {t('campaigns.funding.accountEnding', { last4: payout.accountNumberLast4 })} ·{' '}
              <span data-scheme="us uk">{t('wizard.funding.keepNumber')}</span>
              <span data-scheme="iban">{t('bank.payout.keepIban')}</span>
            </p>
          ) : null}
          <RadioGroup
            meta={fields.bankScheme}
            legend={t('bank.payout.schemeLegend')}
            hint={t('bank.payout.schemeHint')}
            options={BANK_SCHEMES.map((value) => ({ value, label: t(`bank.payout.schemes.${value}`) }))}
          />
          <TextField
            meta={fields.accountHolderName}
            label={t('payouts.funding.accountHolderName')}
            hint={t('payouts.funding.accountHolderHint')}
            autoComplete="name"
            maxLength={CAMPAIGN_FIELDS.nameMax}
          />
          <TextField meta={fields.bankName} label={f('bankName')} autoComplete="off" />
          <Only schemes={['us']} className="space-y-5">
            <TextField
              meta={fields.routingNumber}
              label={f('routingNumber')}
              inputMode="numeric"
              dir="ltr"
              hint={t('wizard.funding.routingHint', { length })}
            />
            <RadioGroup
              meta={fields.accountType}
              legend={f('accountType')}
              options={ACCOUNT_TYPES.map((value) => ({ value, label: t(`wizard.funding.accountTypes.${value}`) }))}
            />
          </Only>
          <Only schemes={['uk']}>
            <TextField
              meta={fields.sortCode}
              label={t('bank.payout.sortCode')}
              inputMode="numeric"
              dir="ltr"
              hint={t('bank.payout.sortCodeHint')}
            />
          </Only>
          <Only schemes={['us', 'uk']} className="grid gap-5 sm:grid-cols-2">
            <TextField
              meta={fields.accountNumber}
              label={f('accountNumber')}
              inputMode="numeric"
              dir="ltr"
              hint={
                <>
                  <span data-scheme="us">{t('wizard.funding.accountHint', { min, max })}</span>
                  <span data-scheme="uk">{t('bank.payout.ukAccountHint', { length: UK_BANK.accountNumberLength })}</span>
                </>
              }
            />
            <TextField meta={fields.confirmAccountNumber} label={f('confirmAccountNumber')} inputMode="numeric" dir="ltr" />
          </Only>
          <Only schemes={['iban']} className="grid gap-5 sm:grid-cols-2">
            <TextField meta={fields.iban} label={t('bank.payout.iban')} dir="ltr" autoComplete="off" hint={t('bank.payout.ibanHint')} />
            <TextField meta={fields.bic} label={t('bank.payout.bic')} dir="ltr" autoComplete="off" hint={t('bank.payout.bicHint')} />
          </Only>
          <CheckboxField meta={fields.tos} label={f('tos')} hint={t('wizard.funding.tosHint')} />
        </div>
      </FieldGroup>
      {guarded ? (
        <FieldGroup title={t('payouts.site.identityTitle')} description={t('payouts.site.identityHint')}>
          <ReauthFields password={fields.currentPassword} code={fields.twoFactorCode} />
        </FieldGroup>
      ) : null}
    </StepForm>
  );
}
