import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { contentMeta, ContentPageView } from '~/components/content/ContentPageView';
import { contentPageLoader } from '~/lib/content.server';
import { siteMeta } from '~/lib/meta';

/** Where "Create campaign" leads (spec §2). */
export const loader = (args: LoaderFunctionArgs) => contentPageLoader(args, 'project-guidelines');

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => siteMeta(matches, contentMeta(data?.page));

export default function ProjectGuidelines() {
  const { page } = useLoaderData<typeof loader>();
  return <ContentPageView page={page} />;
}
