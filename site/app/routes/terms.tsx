import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { contentMeta, ContentPageView } from '~/components/content/ContentPageView';
import { contentPageLoader } from '~/lib/content.server';
import { siteMeta } from '~/lib/meta';

export const loader = (args: LoaderFunctionArgs) => contentPageLoader(args, 'terms');

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => siteMeta(matches, contentMeta(data?.page));

export default function Terms() {
  const { page } = useLoaderData<typeof loader>();
  return <ContentPageView page={page} />;
}
