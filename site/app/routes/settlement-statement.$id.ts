import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiFile } from '~/lib/api.server';
import { requireUser } from '~/lib/auth.server';
import { campaignIdOf } from '~/lib/campaigns-owner/api.server';
import { requestLanguage } from '~/lib/language.server';
import { notFoundPage } from '~/lib/not-found-page.server';

/**
 * /settlement-statement/{campaignId}: the campaign's settlement statement with its fee invoice
 * (PDF), streamed from the API with the visitor's token, which never reaches the browser. The API
 * answers 404 to anyone but the owner and staff; so do we.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const lang = requestLanguage(request);
  const file = await apiFile(context, { path: `/campaigns/equities/${campaignIdOf(params.id)}/settlement-statement`, lang, token });
  if (file.status === 200) return new Response(file.body, { status: 200, headers: file.headers });
  if (file.status >= 500) throw new Response(null, { status: 502 });
  return notFoundPage(lang);
}
