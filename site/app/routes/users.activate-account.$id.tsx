import { resendActivationInput } from '@cf/domain/schemas/accounts';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, type MetaFunction, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthPage, secondaryButton, textLink } from '~/components/auth/AuthPage';
import { siteMeta } from '~/lib/meta';
import { getSession } from '~/lib/session.server';
import { accountMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';
import { requestLanguage } from '~/lib/language.server';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.activation.sentTitle' });

/**
 * After sign-up (spec §2 "/users/activate-account/{id}"): the account waits for its e-mailed
 * link. The address comes from this browser's session (set by the sign-up), never from the URL.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const messages = accountMessages(requestLanguage(request), { account: ['activation'] });
  const session = await getSession(request, context);
  const email = session.get('activationEmail') ?? null;
  return { messages, email: email && resendActivationInput.safeParse({ email }).success ? email : null };
}

export default function ActivationSent() {
  const { t } = useTranslation();
  const { email, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const navigation = useNavigation();
  return (
    <AuthPage title={t('account.activation.sentTitle')}>
      <div role="status" className="mt-6 space-y-3 text-slate-800">
        <p className="font-medium">{email ? t('account.activation.sentTo', { email }) : t('account.activation.sent')}</p>
        <p>{t('account.activation.sentNext')}</p>
      </div>
      <p className="mt-6 text-sm text-slate-700">{t('account.activation.notReceived')}</p>
      {email ? (
        <Form method="post" action="/resend-email-verification" className="mt-3">
          <input type="hidden" name="email" value={email} />
          <button type="submit" className={secondaryButton} aria-disabled={navigation.state === 'submitting' || undefined}>
            {t('account.activation.resendAgain')}
          </button>
        </Form>
      ) : (
        <p className="mt-3">
          <Link to="/resend-email-verification" className={textLink}>
            {t('account.activation.resendAgain')}
          </Link>
        </p>
      )}
      <p className="mt-8 text-sm">
        <Link to="/login" className={textLink}>
          {t('account.activation.signIn')}
        </Link>
      </p>
    </AuthPage>
  );
}
