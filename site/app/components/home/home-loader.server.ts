import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { loadViewer } from '~/lib/auth.server';
import { savedIds } from '~/lib/campaigns-public/api.server';
import { homeLoader } from '~/lib/home.server';
import { accountMessages } from '~/lib/page-messages.server';
import { RECAPTCHA_MESSAGES } from '~/components/form/RecaptchaWidget';

/**
 * The home screen's data plus what its cards' Save buttons need: whether someone is signed in and
 * which featured campaigns they saved (the same marks as the browse list, so both cards agree).
 */
export async function homeWithSaves(args: Pick<LoaderFunctionArgs, 'request' | 'context'>, notFound = false) {
  const [home, viewer] = await Promise.all([homeLoader(args, notFound), loadViewer(args.request, args.context)]);
  const saved = viewer.token ? await savedIds(args.context, home.data.lang, viewer.token) : [];
  // The newsletter box's captcha may be Google's, whose notices are `auth.recaptcha` texts.
  const messages = { ...home.data.messages, ...accountMessages(home.data.lang, RECAPTCHA_MESSAGES) };
  return data({ ...home.data, messages, savedIds: saved, signedIn: Boolean(viewer.user) }, home.init ?? undefined);
}
