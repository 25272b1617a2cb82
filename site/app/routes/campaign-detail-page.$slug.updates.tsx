import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { type UpdateTitle, UpdatesPanel } from '~/components/campaign-page/UpdatesPanel';
import { apiList } from '~/lib/api.server';
import { loadViewer } from '~/lib/auth.server';
import { loadUpdates } from '~/lib/campaigns-public/tabs.server';
import { useCampaign } from '~/lib/campaigns-public/use-campaign';
import { requestLanguage } from '~/lib/language.server';
import { pageParam } from '~/lib/page-param';
import { withAccountMessages } from '~/lib/page-messages.server';
import { PAGINATION_MESSAGES } from '~/components/settings/Pagination';
import { usePageMessages } from '~/lib/use-page-messages';

/**
 * The updates tab, loaded with the tab. Signed-in users read the updates in full; visitors see
 * their titles and dates only (the API's /update-titles) and are asked to log in to read (spec §1).
 */
async function pageLoader({ request, context, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const viewer = await loadViewer(request, context);
  if (viewer.token) return loadUpdates(request, context, slug);
  const titles = await apiList<UpdateTitle>(context, {
    path: `/campaigns/equities/front/${encodeURIComponent(slug)}/update-titles?page=${pageParam(request.url)}`,
    lang: requestLanguage(request),
  });
  return { loginRequired: true as const, ...titles };
}

export const loader = async (args: LoaderFunctionArgs) => withAccountMessages(args.request, await pageLoader(args), PAGINATION_MESSAGES);

export default function CampaignUpdatesTab() {
  usePageMessages(useLoaderData<typeof loader>().messages);
  const { lang, timezone } = useCampaign();
  return <UpdatesPanel data={useLoaderData<typeof loader>()} lang={lang} timezone={timezone} />;
}
