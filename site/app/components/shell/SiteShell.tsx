import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RootData } from '~/lib/root-data.server';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { Toaster } from '../toast/Toaster';

/** Skip link, header, the page (the only <main>), footer and the toast region. */
export function SiteShell({ root, children }: { root: RootData; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-primary px-4 py-2 font-semibold text-on-primary focus:not-sr-only focus:absolute focus:start-2 focus:top-2"
      >
        {t('site.skipToContent')}
      </a>
      <Header root={root} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer root={root} />
      <Toaster initial={root.toast} />
    </>
  );
}
