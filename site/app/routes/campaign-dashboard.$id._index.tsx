import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { MoneyOverview } from '~/components/campaign-investors/MoneyOverview';
import { TabHeader } from '~/components/owner-dashboard/DashboardLayout';
import { Overview } from '~/components/owner-dashboard/Overview';
import { OwnerReconfirmations } from '~/components/reconfirmations/OwnerReconfirmations';
import { OwnerReservations } from '~/components/reservations/OwnerReservations';
import { loadOwnerMoney } from '~/lib/campaign-investors/api.server';
import { tabAction, tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import { quickAction } from '~/lib/campaigns-owner/form-actions.server';
import { submitForReview } from '~/lib/campaigns-owner/step-actions.server';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';
import { isReconfirmationIntent, loadOwnerProtection, reconfirmationAction } from '~/lib/reconfirmations/owner.server';
import { usePageMessages } from '~/lib/use-page-messages';
import type { loader as rootLoader } from '~/root';

/** Money per payment route and the bank transfers awaiting confirmation (the API answers 404 to others). */
export async function loader(args: LoaderFunctionArgs) {
  const { api, id } = await tabLoader(args);
  const [money, regCf] = await Promise.all([loadOwnerMoney(api, id), loadOwnerProtection(api, id)]);
  return { ...money, regCf, messages: { ...money.messages, ...regCf.messages } };
}

/** Submission from the checklist, and withdrawing a campaign from review (pending → draft). */
export async function action(args: ActionFunctionArgs) {
  const ctx = await tabAction(args, 'overview');
  if (ctx.intent === 'submit') return submitForReview(ctx);
  if (isReconfirmationIntent(ctx.intent)) return reconfirmationAction(ctx);
  if (ctx.intent === 'withdraw')
    return quickAction(
      ctx,
      () => ctx.api.send('PATCH', `/campaigns/equities/${ctx.campaign.id}`, { status: 0 }),
      'wizard.overview.withdrawn',
    );
  throw new Response(null, { status: 400 });
}

export default function OverviewTab() {
  const { t } = useTranslation();
  const { campaign, today, lang } = useDashboard();
  const dir = useRouteLoaderData<typeof rootLoader>('root')?.dir === 'rtl' ? 'rtl' : 'ltr';
  const { money, messages, regCf } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  return (
    <>
      <TabHeader title={t('wizard.dashboard.tabs.overview')} />
      <Overview campaign={campaign} today={today} lang={lang} dir={dir} />
      {money ? <MoneyOverview data={money} lang={lang} /> : null}
      <OwnerReconfirmations protection={regCf.protection} lang={lang} timezone={regCf.timezone} />
      <OwnerReservations campaignId={campaign.id} slug={campaign.slug} lang={lang} />
    </>
  );
}
