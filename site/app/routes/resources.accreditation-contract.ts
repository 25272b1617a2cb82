import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiFile } from '~/lib/api.server';
import { requireUser } from '~/lib/auth.server';
import { requestLanguage } from '~/lib/language.server';

/**
 * The accreditation contract as PDF: the one to read before signing (no id), or a signed one
 * (?id=), streamed with the visitor's token, which never reaches the browser.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const id = new URL(request.url).searchParams.get('id');
  if (id !== null && !/^\d{1,12}$/.test(id)) throw new Response(null, { status: 404 });
  const path = id === null ? '/accreditation/contract' : `/accreditation/${id}/contract`;
  const file = await apiFile(context, { path, lang: requestLanguage(request), token });
  if (file.status !== 200) throw new Response(null, { status: file.status === 404 || file.status === 403 ? 404 : 502 });
  return new Response(file.body, { status: 200, headers: file.headers });
}
