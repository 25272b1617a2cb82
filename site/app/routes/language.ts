import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { isLanguageCode, languageCookie, requestLanguage } from '~/lib/language.server';
import { safeRedirect } from '~/lib/safe-redirect';
import { loadShell } from '~/lib/shell.server';

/** GET /language has nothing to show. */
export const loader = () => redirect('/');

/**
 * The footer's language form (spec §4 "Language change"): remembers the choice for a year in the
 * `lng` cookie, which the site and the API both read, and sends the visitor back where they were.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const lng = form.get('lng');
  const back = safeRedirect(form.get('redirectTo'), '/');
  const shell = await loadShell(request, context, requestLanguage(request));
  if (!isLanguageCode(lng) || !shell.languages.some((l) => l.code === lng)) return redirect(back);
  return redirect(back, { headers: { 'set-cookie': languageCookie(lng, context.secureCookies ?? false) } });
}
