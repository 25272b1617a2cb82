import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiFile } from '~/lib/api.server';
import { requireUser } from '~/lib/auth.server';
import { requestLanguage } from '~/lib/language.server';
import { notFoundPage } from '~/lib/not-found-page.server';

/**
 * /settings/statements/{id}: a quarterly statement as a PDF in the visitor's language, streamed
 * from the API with the visitor's token (which never reaches the browser). The API answers 404 to
 * anyone but the statement's investor and staff; so do we, with the small "not found" page. The
 * statement e-mail links here: a signed-out visitor signs in first and comes back.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const lang = requestLanguage(request);
  const id = params.id ?? '';
  const file = /^\d{1,15}$/.test(id) ? await apiFile(context, { path: `/statements/${id}/pdf`, lang, token }) : null;
  if (file && file.status === 200) return new Response(file.body, { status: 200, headers: file.headers });
  if (file && file.status >= 500) throw new Response(null, { status: 502 });
  return notFoundPage(lang);
}
