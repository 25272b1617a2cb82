import { createCampaignInput } from '@cf/domain/schemas/campaigns';
import { getT } from '@cf/i18n';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ChooseTypeForm, LimitNotice } from '~/components/wizard/ChooseType';
import { dataOf, failureOf, isOk } from '~/lib/api.server';
import { ownerApi, toastRedirect } from '~/lib/campaigns-owner/api.server';
import { stepPath } from '~/lib/campaigns-owner/steps';
import { ownerMessages } from '~/lib/campaigns-owner/wizard.server';
import { replyWithFailure } from '~/lib/form-reply.server';
import { siteMeta } from '~/lib/meta';
import { usePageMessages } from '~/lib/use-page-messages';
import { parseForm } from '~/lib/validation';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await ownerApi(request, context);
  return { title: String(getT(api.lang)('wizard.chooseType.title')), messages: ownerMessages(api.lang) };
}

/**
 * Starts a draft of the chosen type. The API decides who may (onlyAdminCreateCampaign, campaign
 * owners and staff) and enforces the per-owner limit: that refusal (409, field campaignLimit) is
 * shown apart, and can be dismissed.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const api = await ownerApi(request, context);
  const submission = parseForm(await request.formData(), createCampaignInput, getT(api.lang));
  if (submission.status !== 'success') return { intent: 'create', result: submission.reply(), limit: null };
  const res = await api.send('POST', '/campaigns/equities', submission.value);
  if (isOk(res)) {
    const { id } = dataOf<{ id: number }>(res);
    return toastRedirect(api, stepPath('company', id), 'success', 'wizard.chooseType.created');
  }
  const failure = failureOf(res);
  const limit = failure.fieldErrors.campaignLimit?.[0] ?? null;
  if (limit) return { intent: 'create', result: submission.reply(), limit: { title: failure.message, text: limit } };
  return { intent: 'create', result: replyWithFailure(submission, failure), limit: null };
}

export default function ChooseType() {
  const { t } = useTranslation();
  const { messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const answer = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-sm font-medium text-slate-700">{t('wizard.title')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">{t('wizard.chooseType.title')}</h1>
      <p className="mt-3 text-slate-700">{t('wizard.chooseType.intro')}</p>
      {answer?.limit ? <LimitNotice title={answer.limit.title} text={answer.limit.text} /> : null}
      <ChooseTypeForm lastResult={answer?.result} />
    </div>
  );
}
