import { newsletterInput } from '@cf/domain/schemas/engagement';
import { getT } from '@cf/i18n';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { NewsletterForm } from '~/components/newsletter/NewsletterForm';
import { apiRequest, failureOf, isOk } from '~/lib/api.server';
import { loadCaptcha } from '~/lib/captcha.server';
import { replyWithFailure } from '~/lib/form-reply.server';
import { requestLanguage } from '~/lib/language.server';
import { siteMeta } from '~/lib/meta';
import { safeRedirect } from '~/lib/safe-redirect';
import { redirectWithToast } from '~/lib/session.server';
import { loadShell } from '~/lib/shell.server';
import { parseForm } from '~/lib/validation';
import { withAccountMessages } from '~/lib/page-messages.server';
import { RECAPTCHA_MESSAGES } from '~/components/form/RecaptchaWidget';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'site.newsletter.heading' });

/**
 * The newsletter's own page: where a script-less subscription lands when it needs correcting
 * (and the one place a newsletter captcha is shown without scripts).
 */
async function pageLoader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLanguage(request);
  const shell = await loadShell(request, context, lang);
  return { captcha: await loadCaptcha(context, lang, shell.captcha.newsletter), captchaOn: shell.captcha.newsletter };
}

export const loader = async (args: LoaderFunctionArgs) => withAccountMessages(args.request, await pageLoader(args), RECAPTCHA_MESSAGES);

export async function action({ request, context }: ActionFunctionArgs) {
  const lang = requestLanguage(request);
  const formData = await request.formData();
  const back = safeRedirect(formData.get('redirectTo'), '/');
  const submission = parseForm(formData, newsletterInput, getT(lang));
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['captchaText'] }), back };
  const res = await apiRequest(context, { method: 'POST', path: '/newsletter/subscribe', lang, body: submission.value });
  if (isOk(res)) return redirectWithToast(request, context, back, { type: 'success', key: 'site.newsletter.success' });
  return { result: replyWithFailure(submission, failureOf(res)), back };
}

export default function NewsletterPage() {
  const { t } = useTranslation();
  const { captcha, captchaOn, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('site.newsletter.heading')}</h1>
      <p className="mt-3 text-slate-700">{t('site.newsletter.text')}</p>
      <div className="mt-8">
        <NewsletterForm
          id="newsletter-page"
          captchaOn={captchaOn}
          captcha={captcha}
          lastResult={actionData?.result}
          redirectTo={actionData?.back}
        />
      </div>
    </div>
  );
}
