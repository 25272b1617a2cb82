import { data, type LoaderFunctionArgs } from '@remix-run/node';
import type { ContentPage } from './api-types';
import { apiGet } from './api.server';
import { requestLanguage } from './language.server';

/** A content page by slug (English fallback is the API's); a missing one answers 404 with a notice. */
export async function contentPageLoader({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>, slug: string) {
  const page = await apiGet<ContentPage>(context, {
    path: `/admin/content-page/pages/${encodeURIComponent(slug)}`,
    lang: requestLanguage(request),
  });
  return data({ page }, { status: page ? 200 : 404 });
}
