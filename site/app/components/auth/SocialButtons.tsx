import { useTranslation } from 'react-i18next';
import { secondaryButton } from './AuthPage';
import type { AccountPick } from '~/lib/account-messages';

/** The buttons’ labels: the `account`/`auth` sections each route rendering this component requests (accountMessages). */
export const SOCIAL_BUTTONS_MESSAGES = { account: ['login'] } as const satisfies AccountPick;

/**
 * One button per provider staff enabled (shell: socialSignup). Plain links: the site's start route
 * asks the API for the provider's address and sends the browser there (a form post could not,
 * as the content security policy keeps form posts on this site).
 */
export function SocialButtons({ providers, redirectTo, heading }: { providers: string[]; redirectTo: string; heading: string }) {
  const { t } = useTranslation();
  if (!providers.length) return null;
  const query = `?redirectTo=${encodeURIComponent(redirectTo)}`;
  return (
    <section aria-label={heading} className="mt-8 border-t border-slate-200 pt-6">
      <p className="text-sm font-medium text-slate-700">{heading}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {providers.map((provider) => (
          <li key={provider}>
            {/* A plain <a>, not <Link>: the start route answers with a redirect to another site. */}
            <a href={`/social-login/${provider}/start${query}`} className={`${secondaryButton} w-full`}>
              {t('account.login.withProvider', { provider: t(`account.login.providers.${provider}`) })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
