import { REPAYMENT_KINDS } from '@cf/domain/repayments';
import { getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { Form, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adHocForm } from '~/lib/repayments/forms';
import type { Schedule } from '~/lib/repayments/types';
import { parseForm } from '~/lib/validation';
import { Field, inputClass, withoutKey } from '../form/Field';
import { SubmitButton } from '../form/SubmitButton';
import { IntentForm } from '../settings/form-bits';

function Panel({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{text}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** One button that posts an intent (no fields to fill). */
function IntentButton({ intent, label, fields = {} }: { intent: string; label: string; fields?: Record<string, string> }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton busy={busy}>{label}</SubmitButton>
    </Form>
  );
}

function AdHocForm({ currencyCode, lastResult }: { currencyCode: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'repayment-adhoc',
    lastResult,
    constraint: getZodConstraint(adHocForm),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, adHocForm, t),
  });
  const [amountKey, amountProps] = withoutKey(getInputProps(fields.amount, { type: 'text' }));
  const [dueKey, dueProps] = withoutKey(getInputProps(fields.dueDate, { type: 'date' }));
  const [kindKey, kindProps] = withoutKey(getSelectProps(fields.kind));
  const [descriptionKey, descriptionProps] = withoutKey(getTextareaProps(fields.description));
  return (
    <IntentForm form={form} intent="adhoc" submit={t('repayments.page.add')} className="grid gap-4 sm:grid-cols-2">
      <Field label={t('repayments.page.kind')} meta={fields.kind}>
        <select key={kindKey} {...kindProps} className={inputClass}>
          {REPAYMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`repayments.kinds.${k}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={`${t('repayments.page.amount')} (${currencyCode})`} meta={fields.amount}>
        <input key={amountKey} {...amountProps} inputMode="decimal" dir="ltr" autoComplete="off" className={inputClass} />
      </Field>
      <Field label={t('repayments.page.dueDate')} meta={fields.dueDate}>
        <input key={dueKey} {...dueProps} className={inputClass} />
      </Field>
      <Field label={t('repayments.page.description')} meta={fields.description}>
        <textarea key={descriptionKey} {...descriptionProps} rows={2} className={inputClass} />
      </Field>
    </IntentForm>
  );
}

/** The owner's (or staff's) tools: make the schedule, add a distribution, automatic repayment. */
export function OwnerTools({ schedule, lastResult }: { schedule: Schedule; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const debt = schedule.campaign.investingType === 'debt';
  const hasSchedule = schedule.repayments.some((r) => r.number !== null);
  const auto = schedule.automatic;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {schedule.canGenerate ? (
        <Panel id="generate-heading" title={t('repayments.page.generateTitle')} text={t('repayments.page.generateText')}>
          <IntentButton intent="generate" label={t('repayments.page.generate')} />
        </Panel>
      ) : null}
      <Panel id="adhoc-heading" title={t('repayments.page.adhocTitle')} text={t('repayments.page.adhocText')}>
        <AdHocForm currencyCode={schedule.campaign.currency.code} lastResult={lastResult} />
      </Panel>
      {debt && hasSchedule ? (
        <Panel id="auto-heading" title={t('repayments.page.autoTitle')} text={t('repayments.page.autoText')}>
          <p className="mb-3 text-sm font-medium" data-testid="auto-state">
            {auto.enabled && auto.route
              ? t('repayments.page.autoOn', { route: t(`repayments.page.autoRoutes.${auto.route}`) })
              : t('repayments.page.autoOff')}
          </p>
          {auto.enabled ? (
            <IntentButton intent="auto" label={t('repayments.page.disableAuto')} fields={{ enabled: 'off' }} />
          ) : (
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="auto" />
              <input type="hidden" name="enabled" value="on" />
              <label className="text-sm font-medium text-slate-800">
                {t('repayments.page.autoRoute')}
                <select name="route" className={`${inputClass} mt-1`} defaultValue="wallet">
                  <option value="wallet">{t('repayments.page.autoRoutes.wallet')}</option>
                  <option value="sandbox">{t('repayments.page.autoRoutes.sandbox')}</option>
                  <option value="ach">{t('repayments.page.autoRoutes.ach')}</option>
                </select>
              </label>
              <SubmitButton busy={false}>{t('repayments.page.enableAuto')}</SubmitButton>
            </Form>
          )}
        </Panel>
      ) : null}
    </div>
  );
}
