import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiFile } from '~/lib/api.server';
import { requireUser } from '~/lib/auth.server';
import { requestLanguage } from '~/lib/language.server';
import { notFoundPage } from '~/lib/not-found-page.server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /share-certificates/{id}: a share certificate as a PDF, streamed from the API with the visitor's
 * token (which never reaches the browser). The API answers 404 to anyone but the holder, the
 * campaign's owner and staff; so do we, with the small "not found" page.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const lang = requestLanguage(request);
  const id = params.id ?? '';
  const file = UUID.test(id) ? await apiFile(context, { path: `/equity/share-certificate/${id}/pdf`, lang, token }) : null;
  if (file && file.status === 200) return new Response(file.body, { status: 200, headers: file.headers });
  if (file && file.status >= 500) throw new Response(null, { status: 502 });
  return notFoundPage(lang);
}
