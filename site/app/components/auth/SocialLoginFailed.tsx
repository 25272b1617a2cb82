import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthPage, Notice, textLink } from './AuthPage';
import type { AccountPick } from '~/lib/account-messages';

/** The failure page: the `account`/`auth` sections each route rendering this component requests (accountMessages). */
export const SOCIAL_LOGIN_FAILED_MESSAGES = { account: ['social'] } as const satisfies AccountPick;

/** What a social-login callback shows when it could not sign the visitor in. */
export function SocialLoginFailed({ message }: { message: string | null }) {
  const { t } = useTranslation();
  return (
    <AuthPage title={t('account.social.title')}>
      <Notice tone="error">
        <p>{t('account.social.failed')}</p>
        {message ? <p className="mt-1 font-normal">{message}</p> : null}
      </Notice>
      <p className="mt-6 text-sm">
        <Link to="/login" className={textLink}>
          {t('account.social.backToLogin')}
        </Link>
      </p>
    </AuthPage>
  );
}
