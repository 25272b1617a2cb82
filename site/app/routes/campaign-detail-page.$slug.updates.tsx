import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { UpdatesPanel } from '~/components/campaign-page/UpdatesPanel';
import { loadUpdates } from '~/lib/campaigns-public/tabs.server';
import { useCampaign } from '~/lib/campaigns-public/use-campaign';

/** The updates tab: loaded with the tab, for signed-in users only. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadUpdates(request, context, params.slug ?? '');

export default function CampaignUpdatesTab() {
  const { lang, timezone } = useCampaign();
  return <UpdatesPanel data={useLoaderData<typeof loader>()} lang={lang} timezone={timezone} />;
}
