import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { OwnerInvestments } from '~/components/campaign-investors/OwnerInvestments';
import { TabHeader } from '~/components/owner-dashboard/DashboardLayout';
import { loadOwnerInvestments } from '~/lib/campaign-investors/api.server';
import { tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';
import { usePageMessages } from '~/lib/use-page-messages';
import { withAccountMessages } from '~/lib/page-messages.server';
import { PAGINATION_MESSAGES } from '~/components/settings/Pagination';

/**
 * Investments: every investment in the campaign (named, even the ones anonymous on the public
 * page), 10 a page, filtered by status. The API answers 404 to anyone but the owner and staff.
 */
async function pageLoader(args: LoaderFunctionArgs) {
  const { api, id } = await tabLoader(args);
  return loadOwnerInvestments(api, id);
}

export const loader = async (args: LoaderFunctionArgs) => withAccountMessages(args.request, await pageLoader(args), PAGINATION_MESSAGES);

export default function InvestmentsTab() {
  const { t } = useTranslation();
  const { lang } = useDashboard();
  const { list, status, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  return (
    <>
      <TabHeader title={t('wizard.dashboard.tabs.investments')} intro={t('browse.campaignInvestors.ownerIntro')} />
      <OwnerInvestments list={list} status={status} lang={lang} />
    </>
  );
}
