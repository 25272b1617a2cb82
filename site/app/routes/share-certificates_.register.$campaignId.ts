import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiFile } from '~/lib/api.server';
import { requireUser } from '~/lib/auth.server';
import { campaignIdOf } from '~/lib/campaigns-owner/api.server';
import { requestLanguage } from '~/lib/language.server';
import { notFoundPage } from '~/lib/not-found-page.server';

/**
 * /share-certificates/register/{campaignId}: the campaign's shareholder register as CSV (a
 * download), for its owner and staff; the API answers 404 to anyone else, and so do we.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const lang = requestLanguage(request);
  const id = campaignIdOf(params.campaignId);
  const file = await apiFile(context, { path: `/campaigns/equities/${id}/shareholder-register/export.csv`, lang, token });
  if (file.status === 200) {
    file.headers.set('content-disposition', `attachment; filename="shareholder-register-${id}.csv"`);
    return new Response(file.body, { status: 200, headers: file.headers });
  }
  if (file.status >= 500) throw new Response(null, { status: 502 });
  return notFoundPage(lang);
}
