import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Google Analytics (gtag.js), only when staff set a measurement id. The id was validated by the
 * settings schema; JSON.stringify keeps it a string literal anyway. The CSP allows the tag
 * manager host and this nonce'd inline script, nothing else.
 */
export function Analytics({ measurementId, nonce }: { measurementId: string; nonce: string }) {
  const id = JSON.stringify(measurementId).replace(/</g, '\\u003c');
  const init = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}window.gtag=gtag;gtag('js',new Date());gtag('config',${id});`;
  usePageViews(measurementId);
  return (
    <>
      <script async nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: init }} />
    </>
  );
}

/** gtag counts the first page itself; client-side navigations are reported here. */
function usePageViews(measurementId: string) {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.gtag?.('event', 'page_view', { send_to: measurementId, page_path: location.pathname + location.search });
  }, [location.pathname, location.search, measurementId]);
}
