import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { RootData } from '~/lib/root-data.server';
import { MenuLink } from '../header/MenuLink';
import { LanguageForm } from './LanguageForm';
import { SocialLinks } from './SocialLinks';

const link = 'text-sm text-slate-300 hover:text-white hover:underline';
const heading = 'text-sm font-semibold uppercase tracking-wide text-white';

type Column = { key: string; title: string; links: { key: string; url: string; urlTarget: '_self' | '_blank'; title: string }[] };

/**
 * Spec §2 footer: the staff's footer menus (about us...), help links (FAQ only when footer FAQs
 * exist, Contact us), footer content pages not already in a menu, social links, the language
 * selector and the copyright line.
 */
function useColumns(root: RootData): Column[] {
  const { t } = useTranslation();
  const menus = root.menus.filter((m) => m.position === 'footer');
  const menuUrls = new Set(menus.flatMap((m) => m.items.map((i) => i.url)));
  const columns: Column[] = menus.map((m) => ({
    key: `menu-${m.id}`,
    title: m.title,
    links: m.items.map((i) => ({ key: `item-${i.id}`, url: i.url, urlTarget: i.urlTarget, title: i.title })),
  }));
  const pages = root.footerPages
    .map((p) => ({ key: `page-${p.slug}`, url: `/content-page/${p.slug}`, urlTarget: '_self' as const, title: p.title }))
    .filter((p) => !menuUrls.has(p.url));
  const help = [
    ...(root.hasFooterFaqs ? [{ key: 'faq', url: '/faq', urlTarget: '_self' as const, title: t('site.footer.faq') }] : []),
    { key: 'help', url: '/help-center', urlTarget: '_self' as const, title: t('site.footer.helpCenter') },
    { key: 'contact', url: '/contact-us', urlTarget: '_self' as const, title: t('site.footer.contactUs') },
    ...pages,
  ];
  return [...columns, { key: 'help', title: t('site.footer.help'), links: help }];
}

export function Footer({ root }: { root: RootData }) {
  const { t } = useTranslation();
  const { siteName, darkLogo } = root.settings;
  const social = root.menus.filter((m) => m.position === 'social').flatMap((m) => m.items);
  const columns = useColumns(root);
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to="/" className="inline-block rounded focus-visible:outline-2 focus-visible:outline-white">
            {darkLogo ? (
              <img src={darkLogo} alt={siteName} className="h-9 w-auto" width={160} height={36} />
            ) : (
              <span className="text-xl font-bold text-white">{siteName}</span>
            )}
          </Link>
          <SocialLinks items={social} />
        </div>
        {columns.map((col) => (
          <nav key={col.key} aria-label={col.title}>
            <h2 className={heading}>{col.title}</h2>
            <ul className="mt-4 space-y-2">
              {col.links.map((l) => (
                <li key={l.key}>
                  <MenuLink item={l} className={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">{t('site.footer.copyright', { year: new Date().getFullYear(), siteName })}</p>
          <LanguageForm languages={root.languages} current={root.lang} />
        </div>
      </div>
    </footer>
  );
}
