import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '~/components/owner-dashboard/DashboardLayout';
import { OwnerTools } from '~/components/repayments/OwnerTools';
import { ScheduleFacts } from '~/components/repayments/ScheduleFacts';
import { ScheduleTable } from '~/components/repayments/ScheduleTable';
import { accountApi } from '~/lib/account/api.server';
import { campaignIdOf } from '~/lib/campaigns-owner/api.server';
import { siteMeta } from '~/lib/meta';
import { loadSchedule, repaymentMessages, scheduleAction } from '~/lib/repayments/repayments.server';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title ?? null });

/** The campaign's repayments for its owner (and staff) or one of its investors; anyone else gets a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  const schedule = await loadSchedule(api, campaignIdOf(params.id));
  const messages = repaymentMessages(api.lang);
  const title = String((messages.repayments as { page: { title: string } }).page.title);
  return { schedule, lang: api.lang, title, messages };
}

export const action = ({ request, context, params }: ActionFunctionArgs) => scheduleAction(request, context, params.id);

/** /campaign-dashboard/repayment/{id} (spec §2): the schedule, the history, and the owner's pay buttons. */
export default function RepaymentsPage() {
  const { t } = useTranslation();
  const { schedule, lang, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  const manager = schedule.role !== 'investor';
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <div>
        {manager ? (
          <p className="text-sm">
            <Link to={`/campaign-dashboard/${schedule.campaign.id}`} className="font-medium text-primary underline">
              {t('repayments.page.back')}
            </Link>
          </p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight">{t('repayments.page.titleOf', { campaign: schedule.campaign.name })}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{t(manager ? 'repayments.page.intro' : 'repayments.page.investorIntro')}</p>
      </div>
      <ScheduleFacts schedule={schedule} lang={lang} />
      {schedule.repayments.length ? (
        <ScheduleTable schedule={schedule} lang={lang} />
      ) : (
        <EmptyState>{t('repayments.page.empty')}</EmptyState>
      )}
      {manager && schedule.campaign.status === 4 ? (
        <OwnerTools schedule={schedule} lastResult={actionData && 'result' in actionData ? actionData.result : undefined} />
      ) : null}
    </div>
  );
}
