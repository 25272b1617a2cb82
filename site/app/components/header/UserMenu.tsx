import { DROPDOWN_ROUTES } from '@cf/domain/header-menu';
import { Form, Link } from '@remix-run/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RootData } from '~/lib/root-data.server';
import { ChevronDownIcon } from '../icons/ui-icons';
import { summaryReset } from './styles';
import { useDisclosure } from './use-disclosure';

const item = 'block w-full px-4 py-2 text-start text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100';

/**
 * The user dropdown of spec §2. Which entries show was decided on the server by
 * dropdownEntries() (@cf/domain); Logout is a POST form, so a link cannot sign anyone out.
 */
export function UserMenu({ user }: { user: NonNullable<RootData['user']> }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  useDisclosure(ref);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <details ref={ref} className="relative">
      <summary
        className={`${summaryReset} flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100`}
      >
        <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-full bg-secondary text-xs font-bold text-on-secondary">
          {initials}
        </span>
        <span className="hidden sm:inline">{user.firstName}</span>
        <span className="sr-only">{t('site.header.account')}</span>
        <ChevronDownIcon className="h-4 w-4" />
      </summary>
      <ul className="absolute end-0 top-full z-40 mt-2 w-60 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
        {user.dropdown.map((entry) =>
          entry === 'logout' ? (
            <li key={entry} className="border-t border-slate-200">
              <Form method="post" action={DROPDOWN_ROUTES.logout}>
                <button type="submit" className={item}>
                  {t('site.header.dropdown.logout')}
                </button>
              </Form>
            </li>
          ) : (
            <li key={entry}>
              <Link to={DROPDOWN_ROUTES[entry]} className={item}>
                {t(`site.header.dropdown.${entry}`)}
              </Link>
            </li>
          ),
        )}
      </ul>
    </details>
  );
}
