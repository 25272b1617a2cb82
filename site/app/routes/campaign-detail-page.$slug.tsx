import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, Outlet, type ShouldRevalidateFunction, useLoaderData } from '@remix-run/react';
import { CampaignHeader } from '~/components/campaign-page/CampaignHeader';
import { CampaignTabs } from '~/components/campaign-page/CampaignTabs';
import { StickyInvestBar } from '~/components/campaign-page/StickyInvestBar';
import { loadCampaignPage } from '~/lib/campaigns-public/campaign.server';
import { pageTitle } from '~/lib/campaigns-public/format';
import { campaignMeta } from '~/lib/campaigns-public/meta';
import { reservationsInstead } from '~/lib/reservations/reservations.server';
import { usePageMessages } from '~/lib/use-page-messages';

/** Per-campaign title, description and Open Graph tags (the tabs below keep them). */
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  campaignMeta(matches, data?.campaign, data ? pageTitle(data.campaign) : undefined);

/**
 * /campaign-detail-page/:slug: the campaign (one API call, the tabs' data included but updates and
 * comments). A campaign not live yet but taking reservations (issue 16) sends visitors to its reserve page.
 */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadCampaignPage(request, context, params.slug ?? '').catch((e: unknown) => reservationsInstead(request, context, params.slug ?? '', e));

/**
 * Switching tabs, or paging a tab's list, leaves the campaign as it is; posting in the discussion
 * does not change it either. Saving, asking for documents and moderating do.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  currentParams,
  nextParams,
  formAction,
  defaultShouldRevalidate,
}) => {
  if (formAction) return formAction.split('?')[0]!.endsWith('/discussion') ? false : defaultShouldRevalidate;
  if (currentParams.slug !== nextParams.slug) return true;
  const withoutPage = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('page');
    return params.toString();
  };
  return withoutPage(currentUrl) !== withoutPage(nextUrl) ? defaultShouldRevalidate : false;
};

export default function CampaignDetailPage() {
  const data = useLoaderData<typeof loader>();
  usePageMessages(data.messages);
  return (
    // overflow-x-clip: an opening hint never widens the page sideways (phones, rtl), without a scroll box.
    <div className="mx-auto max-w-6xl overflow-x-clip px-4 py-10">
      <CampaignHeader data={data} />
      <div className="mt-12">
        <CampaignTabs campaign={data.campaign} lang={data.lang} />
        <Outlet context={data} />
      </div>
      <StickyInvestBar data={data} />
    </div>
  );
}
