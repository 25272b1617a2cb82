import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { apiFile } from '~/lib/api.server';
import { loadViewer } from '~/lib/auth.server';
import { requestLanguage } from '~/lib/language.server';
import { notFoundPage } from '~/lib/not-found-page.server';

const idOf = (value: string | undefined) => (value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null);

/**
 * A campaign document streamed from the API: public ones to anyone; private ones with the
 * visitor's token (the API allows the owner, staff and users whose access request was granted,
 * and records each view). A visitor asking for a private one is sent to log in first.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const lang = requestLanguage(request);
  const viewer = await loadViewer(request, context);
  const campaignId = idOf(params.campaignId);
  const documentId = idOf(params.documentId);
  // Public documents need no token; private ones need the owner's grant, checked by the API.
  const path = `/campaigns/${campaignId}/documents/${documentId}`;
  const file = campaignId && documentId ? await apiFile(context, { path, lang, token: viewer.token }) : null;
  if (file && file.status === 200) return new Response(file.body, { status: 200, headers: file.headers });
  if (file && file.status >= 500) throw new Response(null, { status: 502 });
  if (file && !viewer.token) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname)}`);
  }
  return notFoundPage(lang);
}
