import type { LoaderFunctionArgs } from '@remix-run/node';
import { pageParam } from '../page-param';
import { accountApi } from './api.server';
import { siteExtras } from './site.server';

/**
 * One page of a signed-in visitor's own dated list (inbox, activity): the items with their paging,
 * and the language and time zone its dates are shown in. `path` is the API list, without `page`.
 */
export async function datedListPage<T>({ request, context }: LoaderFunctionArgs, path: string, maxPage: number) {
  const api = await accountApi(request, context);
  const page = pageParam(request.url, { max: maxPage });
  const [list, site] = await Promise.all([api.list<T>(`${path}?page=${page}`), siteExtras(request, context, api.lang)]);
  return { ...list, lang: api.lang, timezone: site.timezone };
}
