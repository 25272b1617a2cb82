import { common as englishCommon } from '@cf/i18n/locales/en/common';
import { errors as englishErrors } from '@cf/i18n/locales/en/errors';
import { data, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Analytics } from './components/shell/Analytics';
import { ErrorPanel } from './components/shell/ErrorPanel';
import { SessionCountdown } from './components/session/SessionCountdown';
import { WelcomeFlag } from './components/session/WelcomeFlag';
import { SiteShell } from './components/shell/SiteShell';
import { brandVariables } from './lib/colours';
import { createI18n } from './lib/i18n';
import { siteMeta } from './lib/meta';
import { useNonce } from './lib/nonce';
import { loadRootData } from './lib/root-data.server';
import styles from './styles/app.css?url';

export const links = () => [{ rel: 'stylesheet', href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data: rootData, headers } = await loadRootData(request, context);
  return data(rootData, { headers });
}

/** Pages show who is signed in: never store them in a shared cache. */
export const headers: HeadersFunction = () => ({ 'cache-control': 'private, no-cache' });

export const meta: MetaFunction<typeof loader> = ({ matches }) => siteMeta(matches);

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  // The language is fixed for the life of a document (changing it reloads the page, spec §4).
  const [i18n] = useState(() =>
    root ? createI18n(root.uiLang, root.messages, root.uiLang) : createI18n('en', { errors: englishErrors, common: englishCommon }),
  );
  const settings = root?.settings;
  return (
    <html
      lang={root?.lang ?? 'en'}
      dir={root?.dir ?? 'ltr'}
      style={settings ? brandVariables(settings.sitePrimaryColor, settings.siteSecondaryColor) : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The server sends Referrer-Policy: no-referrer, with which browsers send "Origin: null" on
            plain form posts, and the site refuses those as cross-site. same-origin keeps the
            Origin for our own forms and still tells other sites nothing. */}
        <meta name="referrer" content="same-origin" />
        <Meta />
        {settings?.favIcon ? <link rel="icon" href={settings.favIcon} /> : null}
        <Links />
        {/* Without scripts a toast cannot be closed: let it fade out by itself. */}
        <noscript>
          <style>{'.toast{animation:toast-out .3s ease 5s forwards}'}</style>
        </noscript>
        {settings?.googleAnalyticsCode ? <Analytics measurementId={settings.googleAnalyticsCode} nonce={nonce} /> : null}
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const root = useLoaderData<typeof loader>();
  // Marks the document once React owns it: browser journeys wait for it before typing, as text
  // typed into server-rendered inputs before hydration may be lost when React takes them over.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <SiteShell root={root}>
      {/* Just under the header: the session's minutes left, and the greeting after a login (spec §4). */}
      {root.session ? <SessionCountdown remainingMs={root.session.remainingMs} /> : null}
      <WelcomeFlag name={root.welcome} />
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>('root');
  // A navigation replaced by a newer one (filters changed faster than the list loads) can reach
  // here with its abort reason in rare timings: it is no error, and the newer page follows at once.
  if (error instanceof DOMException && error.name === 'AbortError') return root ? <SiteShell root={root}>{null}</SiteShell> : null;
  if (!isRouteErrorResponse(error)) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const panel = <ErrorPanel status={status} />;
  return root ? <SiteShell root={root}>{panel}</SiteShell> : <main id="main">{panel}</main>;
}
