import { Link } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignPageLoaderData } from '~/lib/campaigns-public/campaign.server';
import { pageTitle, percent } from '~/lib/campaigns-public/format';
import { primaryButton } from '../header/styles';
import { Money } from '../money/Money';
import { FUNDING_PANEL_ID } from './FundingPanel';
import { investHref } from './InvestAction';

/**
 * The invest button kept at hand once the funding box has scrolled out of view (phones mostly:
 * there the box is far above the tabs). Same rule as the box: only when the viewer may invest now
 * (not for the owner, nor a closed or not-yet-open campaign). While shown, the page gets room at its
 * end and focus scrolling keeps clear of it, so it never covers content or the focused element.
 */
export function StickyInvestBar({ data }: { data: CampaignPageLoaderData }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const bar = useRef<HTMLElement>(null);
  const c = data.campaign;
  const f = c.fundraising;
  const investing = data.invest === 'invest';

  useEffect(() => {
    const box = document.getElementById(FUNDING_PANEL_ID);
    if (!investing || !box || typeof IntersectionObserver === 'undefined') return;
    // Only once scrolled past (the box above the screen): before reaching it, the box is still ahead.
    const observer = new IntersectionObserver(([entry]) =>
      setShown(entry ? !entry.isIntersecting && entry.boundingClientRect.bottom <= 0 : false),
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [investing]);

  useEffect(() => {
    if (!shown || !bar.current) return;
    const room = `${bar.current.offsetHeight}px`;
    const { body, documentElement: html } = document;
    body.style.paddingBottom = room;
    html.style.scrollPaddingBottom = room;
    return () => {
      body.style.paddingBottom = '';
      html.style.scrollPaddingBottom = '';
    };
  }, [shown]);

  if (!investing) return null;
  const title = pageTitle(c);
  return (
    <section
      ref={bar}
      aria-label={t('browse.pageHelp.stickyLabel', { name: title })}
      data-testid="sticky-invest"
      // `invisible` also takes the link out of the tab order while the box itself is on screen.
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur transition-transform duration-200 motion-reduce:transition-none ${
        shown ? 'translate-y-0' : 'invisible translate-y-full'
      }`}
    >
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3">
        <p className="min-w-0 flex-1 text-sm text-slate-700">
          {f.raisedAmount > 0 ? (
            <>
              <strong className="block text-base font-semibold text-slate-900">
                <Money minor={f.raisedAmount} currency={f.currency} lang={data.lang} />
              </strong>
              {t('browse.pageHelp.raised', { percent: percent(f.percentRaised, data.lang) })}
            </>
          ) : (
            <bdi className="block truncate font-semibold text-slate-900">{title}</bdi>
          )}
        </p>
        <Link to={investHref(c.id)} className={`${primaryButton} shrink-0 px-6 py-3 text-base`}>
          {t('browse.page.invest')}
        </Link>
      </div>
    </section>
  );
}
