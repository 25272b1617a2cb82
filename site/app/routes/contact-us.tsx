import { contactInput } from '@cf/domain/schemas/engagement';
import { getT } from '@cf/i18n';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '~/components/contact/ContactForm';
import { apiRequest, failureOf, isOk } from '~/lib/api.server';
import { loadCaptcha } from '~/lib/captcha.server';
import { replyWithFailure } from '~/lib/form-reply.server';
import { requestLanguage } from '~/lib/language.server';
import { siteMeta } from '~/lib/meta';
import { getSession, redirectWithToast, tokenOf } from '~/lib/session.server';
import { loadShell } from '~/lib/shell.server';
import { parseForm } from '~/lib/validation';
import { withAccountMessages } from '~/lib/page-messages.server';
import { RECAPTCHA_MESSAGES } from '~/components/form/RecaptchaWidget';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'site.contact.title' });

/** A captcha only when staff switched it on for this form (the shell call is shared with the layout). */
async function pageLoader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLanguage(request);
  const shell = await loadShell(request, context, lang);
  return { captchaOn: shell.captcha.contactUs, captcha: await loadCaptcha(context, lang, shell.captcha.contactUs) };
}

export const loader = async (args: LoaderFunctionArgs) => withAccountMessages(args.request, await pageLoader(args), RECAPTCHA_MESSAGES);

export async function action({ request, context }: ActionFunctionArgs) {
  const lang = requestLanguage(request);
  const submission = parseForm(await request.formData(), contactInput, getT(lang));
  if (submission.status !== 'success') {
    return { result: submission.reply({ hideFields: ['captchaText'] }) };
  }
  const session = await getSession(request, context);
  // Signed-in senders are linked to their account by the API (optional bearer).
  const res = await apiRequest(context, { method: 'POST', path: '/contact-us', lang, token: tokenOf(session), body: submission.value });
  if (isOk(res)) return redirectWithToast(request, context, '/contact-us', { type: 'success', key: 'site.contact.success' }, session);
  return { result: replyWithFailure(submission, failureOf(res)) };
}

export default function ContactUs() {
  const { t } = useTranslation();
  const { captcha, captchaOn, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('site.contact.title')}</h1>
      <p className="mt-3 text-slate-700">{t('site.contact.intro')}</p>
      {/* A new location after a successful send (redirect) gives a fresh, empty form. */}
      <ContactForm key={actionData ? 'answered' : location.key} lastResult={actionData?.result} captchaOn={captchaOn} captcha={captcha} />
    </div>
  );
}
