import { NavLink } from '@remix-run/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../icons/ui-icons';
import type { NavEntry } from './nav-entries';
import { MenuLink } from './MenuLink';
import { navLink, summaryReset } from './styles';
import { useDisclosure } from './use-disclosure';

/** The same links for narrow screens, in a <details> disclosure (works without scripts). */
export function MobileMenu({ entries, signedIn }: { entries: NavEntry[]; signedIn: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  useDisclosure(ref);
  return (
    <details ref={ref} className="relative md:hidden">
      <summary className={`${summaryReset} rounded-md p-2 text-slate-700 hover:bg-slate-100`}>
        <MenuIcon className="h-6 w-6" />
        <span className="sr-only">{t('site.header.openMenu')}</span>
      </summary>
      <nav
        aria-label={t('site.header.mainNav')}
        className="absolute end-0 top-full z-40 mt-2 w-64 rounded-md border border-slate-200 bg-white p-2 shadow-lg"
      >
        <ul>
          {entries.map(({ key, item }) => (
            <li key={key}>
              <MenuLink item={item} className={navLink} />
            </li>
          ))}
          {signedIn ? null : (
            <li>
              <NavLink to="/login" className={navLink}>
                {t('site.header.signIn')}
              </NavLink>
            </li>
          )}
        </ul>
      </nav>
    </details>
  );
}
