import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { TabHeader } from '~/components/owner-dashboard/DashboardLayout';
import { PayoutTab } from '~/components/payouts/PayoutTab';
import { tabAction, tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';
import { useResults } from '~/lib/campaigns-owner/use-results';
import { pageMessages } from '~/lib/page-messages.server';
import { payoutAction } from '~/lib/payouts/actions.server';
import type { PayoutSummary } from '~/lib/payouts/types';
import { usePageMessages } from '~/lib/use-page-messages';

/** Payout (spec §2 dashboard tab, §4 payout): the settlement's figures, the request, each payout and the statement. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, id } = await tabLoader(args);
  const summary = await api.get<PayoutSummary>(`/campaigns/equities/${id}/payout`);
  if (!summary) throw new Response(null, { status: 404 });
  const heldUntil = summary.account?.heldUntil;
  return {
    summary,
    held: !!heldUntil && Date.parse(heldUntil) > Date.now(),
    messages: pageMessages(api.lang, { payouts: ['site'] }),
  };
}

export async function action(args: ActionFunctionArgs) {
  return payoutAction(await tabAction(args, 'payout'));
}

export default function PayoutTabRoute() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  usePageMessages(data.messages);
  const { campaign, lang, timezone } = useDashboard();
  const resultFor = useResults();
  return (
    <>
      <TabHeader title={t('wizard.dashboard.tabs.payout')} intro={t('payouts.site.intro')} />
      <PayoutTab
        campaignId={campaign.id}
        summary={data.summary}
        held={data.held}
        currency={campaign.currency}
        lang={lang}
        timezone={timezone}
        connectResult={resultFor('stripe-connect')}
      />
    </>
  );
}
