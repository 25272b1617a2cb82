import { NavLink } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountPick } from '~/lib/account-messages';

/** The settings menu and status badges: the `account`/`auth` sections each route rendering this component requests (accountMessages). */
export const SETTINGS_LAYOUT_MESSAGES = { account: ['settings'] } as const satisfies AccountPick;

/** The settings pages of spec §2, in the order the sub-navigation lists them. */
export const SETTINGS_LINKS = [
  { to: '/settings/profile', key: 'profile' },
  { to: '/settings/outside-links', key: 'outsideLinks' },
  { to: '/settings/email-preferences', key: 'emailPreferences' },
  { to: '/settings/change-password', key: 'changePassword' },
  { to: '/settings/two-factor-authentication', key: 'twoFactor' },
  { to: '/settings/investment-account', key: 'investmentAccount' },
  { to: '/settings/payment-options', key: 'paymentOptions' },
  { to: '/settings/ach-account-list', key: 'bankAccounts' },
  { to: '/user-kyc', key: 'kyc' },
  { to: '/request-delete-account', key: 'deleteAccount' },
] as const;

const link =
  'block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-slate-100 aria-[current=page]:text-primary';

/** A settings page: the sub-navigation beside (above, on small screens) the page's own content. */
export function SettingsLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[14rem_1fr]">
      <nav aria-label={t('account.settings.nav')}>
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {SETTINGS_LINKS.map(({ to, key }) => (
            <li key={to} className="shrink-0">
              <NavLink to={to} className={link}>
                {t(`account.settings.links.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {intro ? <div className="mt-3 text-slate-700">{intro}</div> : null}
        <div className="mt-8 space-y-10">{children}</div>
      </div>
    </div>
  );
}

/** A titled part of a settings page (a form of its own). Its heading's id is `<id>-heading`, never a form's id. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
