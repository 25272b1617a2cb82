import { Link, NavLink } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { RootData } from '~/lib/root-data.server';
import { MenuLink } from './MenuLink';
import { MobileMenu } from './MobileMenu';
import { useNavEntries } from './nav-entries';
import { NotificationBell } from './NotificationBell';
import { navLink, primaryButton } from './styles';
import { UserMenu } from './UserMenu';

export function Header({ root }: { root: RootData }) {
  const { t } = useTranslation();
  const entries = useNavEntries(root);
  const { siteLogo, siteName } = root.settings;
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3">
        <Link to="/" className="shrink-0 rounded focus-visible:outline-2 focus-visible:outline-primary">
          {siteLogo ? (
            <img src={siteLogo} alt={siteName} className="h-9 w-auto" width={160} height={36} />
          ) : (
            <span className="text-xl font-bold">{siteName}</span>
          )}
        </Link>
        <nav aria-label={t('site.header.mainNav')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {entries.map(({ key, item }) => (
              <li key={key}>
                <MenuLink item={item} className={navLink} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-2">
          {root.user ? (
            <>
              <NotificationBell count={root.user.unreadNotifications} />
              <UserMenu user={root.user} />
            </>
          ) : (
            <>
              <NavLink to="/login" className={`${navLink} hidden md:block`}>
                {t('site.header.signIn')}
              </NavLink>
              <Link to="/signup" className={primaryButton}>
                {t('site.header.signUp')}
              </Link>
            </>
          )}
          <MobileMenu entries={entries} signedIn={Boolean(root.user)} />
        </div>
      </div>
    </header>
  );
}
