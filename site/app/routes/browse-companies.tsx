import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { BrowsePage } from '~/components/campaigns/BrowsePage';
import { loadBrowse } from '~/lib/campaigns-public/browse.server';
import { siteMeta } from '~/lib/meta';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

/** /browse-companies: live campaigns with search, investing type, sort and "load more" (spec §2). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadBrowse(request, context, 2);

export default function BrowseCompanies() {
  return <BrowsePage data={useLoaderData<typeof loader>()} />;
}
