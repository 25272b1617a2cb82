import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthPage, Notice, textLink } from '~/components/auth/AuthPage';
import { apiRequest, failureOf, isOk } from '~/lib/api.server';
import { requestLanguage } from '~/lib/language.server';
import { siteMeta } from '~/lib/meta';
import { accountMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.activation.title' });

/**
 * The e-mailed link (spec §2 "/activate-account/{userId}/{token}/{authType}", authType "email"):
 * opening it activates the account; the page says whether that worked, with the API's reason
 * when it did not (used, expired, wrong).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const lang = requestLanguage(request);
  const messages = accountMessages(lang, { account: ['activation'] });
  const res = await apiRequest(context, {
    method: 'POST',
    path: '/users/activeAccount',
    lang,
    body: { userId: params.userId ?? '', token: params.token ?? '' },
  });
  if (isOk(res)) return { messages, activated: true, message: null };
  if (res.status >= 500) throw new Response(null, { status: 502 });
  const failure = failureOf(res);
  return { messages, activated: false, message: failure.message || Object.values(failure.fieldErrors)[0]?.[0] || null };
}

export default function ActivateAccount() {
  const { t } = useTranslation();
  const { activated, message, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  return (
    <AuthPage title={t('account.activation.title')}>
      {activated ? (
        <Notice tone="success">{t('account.activation.success')}</Notice>
      ) : (
        <Notice tone="error">
          <p>{t('account.activation.failure')}</p>
          {message ? <p className="mt-1 font-normal">{message}</p> : null}
        </Notice>
      )}
      <div className="mt-6 flex flex-wrap gap-6 text-sm">
        <Link to="/login" className={textLink}>
          {t('account.activation.signIn')}
        </Link>
        {activated ? null : (
          <Link to="/resend-email-verification" className={textLink}>
            {t('account.activation.resendAgain')}
          </Link>
        )}
      </div>
    </AuthPage>
  );
}
