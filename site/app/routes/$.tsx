import type { LoaderFunctionArgs } from '@remix-run/node';
import type { MetaFunction } from '@remix-run/react';
import { HomeRoute } from '~/components/home/HomeRoute';
import { homeWithSaves } from '~/components/home/home-loader.server';
import { siteMeta } from '~/lib/meta';

/** Any unknown path shows the home screen, with a notice and HTTP 404 (spec §2). */
export const loader = (args: LoaderFunctionArgs) => homeWithSaves(args, true);

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'site.notFoundTitle' });

export default HomeRoute;
