import { Link, useFetcher, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { SaveResult } from '~/lib/campaigns-public/save.server';
import { count as formatCount } from '~/lib/campaigns-public/format';
import { useHydrated } from '~/lib/use-hydrated';
import { Icon } from '../icons/Icon';

type Props = {
  campaignId: number;
  name: string;
  saved: boolean;
  savedCount: number;
  signedIn: boolean;
  lang: string;
};

const button =
  'inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';
const off = `${button} border-slate-400 bg-white text-slate-800 hover:bg-slate-100`;
const on = `${button} border-secondary bg-secondary text-on-secondary hover:opacity-90`;

const BookmarkIcon = ({ filled }: { filled: boolean }) => (
  <Icon className="h-4 w-4">
    {filled ? (
      <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1Z" />
    ) : (
      <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1Zm1 2v12.6l5-2.9 5 2.9V5H7Z" />
    )}
  </Icon>
);

/**
 * Save / unsave a campaign and its number of savers (spec §6). A POST form, so it works without
 * scripts (the action sends the visitor back); with scripts a fetcher shows the change at once.
 * Visitors get a link to log in that brings them back here. Every toggle of one campaign shares
 * one fetcher, so a card and the page agree.
 */
export function SaveToggle({ campaignId, name, saved, savedCount, signedIn, lang }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<SaveResult>({ key: `save-campaign-${campaignId}` });
  const back = location.pathname + location.search;

  const answered = fetcher.data && fetcher.data.campaignId === campaignId && fetcher.data.saved !== null ? fetcher.data : null;
  const current = answered ? Boolean(answered.saved) : saved;
  const currentCount = answered?.savedCount ?? savedCount;
  const pending = fetcher.formData?.get('intent');
  const shown = pending ? pending === 'save' : current;
  const shownCount = pending && shown !== current ? Math.max(0, currentCount + (shown ? 1 : -1)) : currentCount;
  const error = fetcher.state === 'idle' ? fetcher.data?.error : null;
  const countText = t('browse.card.savedCount', { count: shownCount, formatted: formatCount(shownCount, lang) });

  return (
    <div className="flex flex-wrap items-center gap-3">
      {signedIn ? (
        <fetcher.Form method="post" action="/resources/saved-campaign">
          <input type="hidden" name="campaignId" value={campaignId} />
          <input type="hidden" name="intent" value={shown ? 'unsave' : 'save'} />
          <input type="hidden" name="redirectTo" value={back} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <button type="submit" className={shown ? on : off}>
            <BookmarkIcon filled={shown} />
            {shown ? t('browse.card.unsave') : t('browse.card.save')}
            <span className="sr-only"> {name}</span>
          </button>
        </fetcher.Form>
      ) : (
        <Link to={`/login?redirectTo=${encodeURIComponent(back)}`} className={off}>
          <BookmarkIcon filled={false} />
          {t('browse.card.save')}
          <span className="sr-only"> {name}</span>
        </Link>
      )}
      <p className="text-sm text-slate-700" aria-live="polite">
        {countText}
      </p>
      {error ? (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
