import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { BrowsePage } from '~/components/campaigns/BrowsePage';
import { loadBrowse } from '~/lib/campaigns-public/browse.server';
import { siteMeta } from '~/lib/meta';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

/** /browse-succeess-campaign (spelled so, spec §2): successful campaigns, status 4. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadBrowse(request, context, 4);

export default function BrowseSuccessfulCampaigns() {
  return <BrowsePage data={useLoaderData<typeof loader>()} />;
}
