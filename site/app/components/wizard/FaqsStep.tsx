import { CAMPAIGN_FIELDS } from '@cf/domain/schemas/campaign-fields';
import { campaignFaqInput, campaignFaqPatch } from '@cf/domain/schemas/campaigns';
import { type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { answerField, answersForm } from '~/lib/campaigns-owner/faq-answers';
import type { Campaign, Faq, FaqTemplate } from '~/lib/campaigns-owner/types';
import { parseForm } from '~/lib/validation';
import { FieldGroup, TextArea, TextField } from './fields';
import { ItemButton, PartForm, StepForm } from './StepForm';

type ResultFor = (intent: string, itemId?: number) => SubmissionResult<string[]> | undefined;

function OwnFaqEdit({ faq, lastResult }: { faq: Faq; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: `faq-edit-${faq.id}`,
    lastResult,
    defaultValue: { question: faq.question, answer: faq.answer ?? '' },
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseForm(formData, campaignFaqPatch, t),
  });
  return (
    <PartForm form={form} intent="faq-edit" submit={t('common.save')} hidden={{ id: faq.id }}>
      <TextField meta={fields.question} label={t('wizard.faqs.question')} maxLength={CAMPAIGN_FIELDS.faqQuestionMax} />
      <TextArea meta={fields.answer} label={t('wizard.faqs.answer')} rows={3} maxLength={CAMPAIGN_FIELDS.faqAnswerMax} />
    </PartForm>
  );
}

function OwnFaqAdd({ campaignId, lastResult }: { campaignId: number; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'faq-add',
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseForm(formData, campaignFaqInput, t),
  });
  return (
    <PartForm form={form} intent="faq-add" submit={t('wizard.faqs.add')} hidden={{ campaignId }}>
      <TextField meta={fields.question} label={t('wizard.faqs.question')} maxLength={CAMPAIGN_FIELDS.faqQuestionMax} />
      <TextArea meta={fields.answer} label={t('wizard.faqs.answer')} rows={3} maxLength={CAMPAIGN_FIELDS.faqAnswerMax} />
    </PartForm>
  );
}

/** Step 4: answers to the platform's questions (required ones marked) and the owner's own questions. */
export function FaqsStep({
  campaign,
  templates,
  faqs,
  resultFor,
  readOnly,
  continueLabel,
}: {
  campaign: Campaign;
  templates: FaqTemplate[];
  faqs: Faq[];
  resultFor: ResultFor;
  readOnly: boolean;
  continueLabel?: string;
}) {
  const { t } = useTranslation();
  const schema = answersForm(templates);
  const [form, fields] = useForm({
    id: 'faq-answers',
    lastResult: resultFor('answers'),
    defaultValue: Object.fromEntries(
      templates.map((tpl) => [answerField(tpl.id), faqs.find((f) => f.questionId === tpl.id)?.answer ?? '']),
    ),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseForm(formData, schema, t),
  });
  const own = faqs.filter((f) => f.questionId === null);
  return (
    <>
      <StepForm form={form} intent="answers" readOnly={readOnly} continueLabel={continueLabel}>
        <FieldGroup title={t('wizard.faqs.platformTitle')} description={t('wizard.faqs.platformIntro')}>
          {templates.length === 0 ? <p className="text-sm text-slate-700">{t('wizard.faqs.noTemplates')}</p> : null}
          {templates.map((tpl) => (
            <TextArea
              key={tpl.id}
              meta={fields[answerField(tpl.id)]!}
              label={tpl.isRequired ? `${tpl.question} (${t('campaigns.faqs.requiredQuestion')})` : tpl.question}
              rows={3}
              maxLength={CAMPAIGN_FIELDS.faqAnswerMax}
            />
          ))}
        </FieldGroup>
      </StepForm>
      <section aria-labelledby="own-faqs-heading" className="rounded-lg border border-slate-200 p-5">
        <h2 id="own-faqs-heading" className="text-lg font-semibold">
          {t('wizard.faqs.ownTitle')}
        </h2>
        {own.length === 0 ? <p className="mt-2 text-sm text-slate-700">{t('wizard.faqs.noOwn')}</p> : null}
        <ul className="mt-4 space-y-4">
          {own.map((faq) => (
            <li key={faq.id} className="rounded-md border border-slate-200 p-4">
              <p className="font-semibold" id={`faq-${faq.id}-q`} dir="auto">
                {faq.question}
              </p>
              <p className="mt-1 whitespace-pre-line text-sm text-slate-800" dir="auto">
                {faq.answer}
              </p>
              {readOnly ? null : (
                <div className="mt-3 space-y-3">
                  <details>
                    <summary className="cursor-pointer text-sm font-medium text-primary">{t('wizard.edit')}</summary>
                    <div className="mt-3">
                      <OwnFaqEdit faq={faq} lastResult={resultFor('faq-edit', faq.id)} />
                    </div>
                  </details>
                  <ItemButton intent="faq-delete" id={faq.id} label={t('wizard.remove')} tone="danger" describedBy={`faq-${faq.id}-q`} />
                </div>
              )}
            </li>
          ))}
        </ul>
        {readOnly ? null : (
          <div className="mt-6 border-t border-slate-200 pt-5">
            <h3 className="font-semibold">{t('wizard.faqs.addTitle')}</h3>
            <div className="mt-3">
              <OwnFaqAdd campaignId={campaign.id} lastResult={resultFor('faq-add')} />
            </div>
          </div>
        )}
      </section>
    </>
  );
}
