import type { LoaderFunctionArgs } from '@remix-run/node';
import type { Captcha } from '~/lib/api-types';
import { apiGet } from '~/lib/api.server';
import { requestLanguage } from '~/lib/language.server';

/** A new captcha for the refresh button (fetcher.load); never cached. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const captcha = await apiGet<Captcha>(context, { path: '/captcha', lang: requestLanguage(request) });
  return Response.json(captcha, { headers: { 'cache-control': 'no-store' } });
}
