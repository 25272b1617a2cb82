import { createCampaignInput } from '@cf/domain/schemas/campaigns';
import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { Form, Link, useLocation, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../header/styles';
import { FormErrors } from '../form/Field';
import { parseForm } from '~/lib/validation';
import { RadioGroup } from './fields';

/** Spec §5 "Debt or equity must be chosen": the two types, explained, and the start button. */
export function ChooseTypeForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'choose-type',
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, createCampaignInput, t),
  });
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <Form method="post" {...getFormProps(form)} className="mt-8 space-y-6">
      <FormErrors id={form.errorId} errors={form.errors} />
      <RadioGroup
        meta={fields.investingType}
        legend={t('wizard.chooseType.legend')}
        options={(['equity', 'debt'] as const).map((value) => ({
          value,
          label: t(`wizard.types.${value}.title`),
          description: t(`wizard.types.${value}.text`),
        }))}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" aria-disabled={busy || undefined} className={`${primaryButton} aria-disabled:opacity-70`}>
          {t('wizard.chooseType.start')}
        </button>
        <Link to="/project-guidelines" className="text-sm font-medium text-primary underline">
          {t('wizard.chooseType.guidelines')}
        </Link>
      </div>
    </Form>
  );
}

/**
 * The per-owner campaign limit (409 campaignLimit), shown apart from the form and dismissable
 * (spec §8 "A user campaign limit error exists and can be cleared"): dismissing reloads the page
 * (a GET, with or without scripts), which forgets the refused answer.
 */
export function LimitNotice({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div role="alert" data-testid="campaign-limit" className="mt-6 rounded-md border-s-4 border-red-700 bg-red-50 p-4 text-red-950">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p className="mt-1 text-sm">{text}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Form method="get" action={location.pathname}>
          <button
            type="submit"
            className="rounded-md border border-red-800 bg-white px-3 py-1.5 text-sm font-medium text-red-900 hover:bg-red-100"
          >
            {t('wizard.chooseType.dismiss')}
          </button>
        </Form>
        <Link to="/dashboard" className="self-center text-sm font-medium text-red-900 underline">
          {t('wizard.chooseType.openDashboard')}
        </Link>
      </div>
    </div>
  );
}
