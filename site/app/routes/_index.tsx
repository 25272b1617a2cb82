import type { LoaderFunctionArgs } from '@remix-run/node';
import type { MetaFunction } from '@remix-run/react';
import { HomeRoute } from '~/components/home/HomeRoute';
import { homeWithSaves } from '~/components/home/home-loader.server';
import { siteMeta } from '~/lib/meta';

export const loader = (args: LoaderFunctionArgs) => homeWithSaves(args);

export const meta: MetaFunction = ({ matches }) => siteMeta(matches);

export default HomeRoute;
