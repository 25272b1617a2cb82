import { BROWSE_QUERY_MAX, BROWSE_SORTS } from '@cf/domain/constants';
import { Form, useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browseSearch, readBrowseState } from '~/lib/campaigns-public/browse-query';
import type { BrowseState } from '~/lib/campaigns-public/types';
import { useHydrated } from '~/lib/use-hydrated';
import { inputClass } from '../form/Field';
import { primaryButton } from '../header/styles';

const sortKey = (sort: string) => sort.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Typing waits this long after the last key before the list follows (one request per pause, not per key). */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Search, investing type and sort as a GET form: the state lives in the address (shareable, works
 * without scripts), and a new search starts again from the first page. With scripts the list
 * follows each change at once (the search after a short pause); the Apply button stays for
 * visitors without scripts and for those who prefer to press it.
 */
export function BrowseFilters({ state, action }: { state: BrowseState; action: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [q, setQ] = useState(state.q);
  const [investingType, setInvestingType] = useState<string>(state.investingType);
  const [sort, setSort] = useState<string>(state.sort);

  // One list navigation at a time: a change while one is on its way waits for it (the latest
  // change wins) instead of aborting it, and asking for the list already shown or coming does
  // nothing (a select's change, then Apply).
  const queued = useRef<{ to: string; replace: boolean } | null>(null);
  // What this form asked for and is still on its way: set at once, before the router's state
  // reaches this component, so two changes in one instant still make one navigation.
  const requested = useRef<string | null>(null);

  // Back/forward or "clear filters" change the address: follow it, but never under a typing
  // visitor, nor when a newer choice of the visitor waits for its turn: the address that just
  // landed is an older one, and taking its values back would undo that choice on screen and in
  // the next Apply.
  useEffect(() => {
    if (queued.current) return;
    if (document.activeElement !== searchRef.current) setQ(state.q);
    setInvestingType(state.investingType);
    setSort(state.sort);
  }, [state.q, state.investingType, state.sort]);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** The address the form asks for, defaults left out ("?investingType=debt", not "?q=&investingType=debt&sort=newest"). */
  const target = () => {
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(formRef.current!)) if (typeof value === 'string') fields.set(name, value);
    return `${action}${browseSearch(readBrowseState(fields))}`;
  };
  /** The list being loaded, else the one shown, in the same form. */
  const current = () => {
    const at = navigation.location ?? location;
    return `${at.pathname}${browseSearch(readBrowseState(new URLSearchParams(at.search)))}`;
  };
  const go = (to: string, replace: boolean) => {
    if (to === (requested.current ?? current())) {
      queued.current = null;
      return;
    }
    if (requested.current !== null || navigation.state !== 'idle') {
      queued.current = { to, replace };
      return;
    }
    requested.current = to;
    navigate(to, { replace, preventScrollReset: true });
  };
  useEffect(() => {
    if (navigation.state !== 'idle') return;
    requested.current = null;
    if (!queued.current) return;
    const { to, replace } = queued.current;
    queued.current = null;
    if (to === `${location.pathname}${browseSearch(readBrowseState(new URLSearchParams(location.search)))}`) return;
    requested.current = to;
    navigate(to, { replace, preventScrollReset: true });
  }, [navigation.state, location, navigate]);
  const apply = (replace: boolean) => {
    clearTimeout(timer.current);
    if (formRef.current) go(target(), replace);
  };
  const applySoon = () => {
    clearTimeout(timer.current);
    // Each pause in typing replaces the last entry: history keeps searches, not keystrokes.
    timer.current = setTimeout(() => apply(true), SEARCH_DEBOUNCE_MS);
  };

  return (
    <Form
      ref={formRef}
      method="get"
      action={action}
      role="search"
      aria-label={t('browse.list.filtersLabel')}
      className="mt-8"
      preventScrollReset
      onSubmit={(event) => {
        // With scripts the form's own submission is replaced by the same navigation as a change's.
        event.preventDefault();
        apply(false);
      }}
      data-live={hydrated || undefined}
    >
      <div className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
        <div className="space-y-1.5">
          <label htmlFor="browse-q" className="block text-sm font-medium text-slate-800">
            {t('browse.list.searchLabel')}
          </label>
          <input
            ref={searchRef}
            id="browse-q"
            type="search"
            name="q"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              applySoon();
            }}
            maxLength={BROWSE_QUERY_MAX}
            placeholder={t('browse.list.searchPlaceholder')}
            className={inputClass}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="browse-type" className="block text-sm font-medium text-slate-800">
            {t('browse.list.typeLabel')}
          </label>
          <select
            id="browse-type"
            name="investingType"
            value={investingType}
            onChange={(e) => {
              setInvestingType(e.target.value);
              apply(false);
            }}
            className={inputClass}
          >
            <option value="">{t('browse.list.typeAll')}</option>
            <option value="equity">{t('browse.investingType.equity')}</option>
            <option value="debt">{t('browse.investingType.debt')}</option>
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="browse-sort" className="block text-sm font-medium text-slate-800">
            {t('browse.list.sortLabel')}
          </label>
          <select
            id="browse-sort"
            name="sort"
            value={sort}
            onChange={(e) => {
              setSort(e.target.value);
              apply(false);
            }}
            className={inputClass}
          >
            {BROWSE_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`browse.list.sorts.${sortKey(s)}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`${primaryButton} py-2.5`}>
          {t('browse.list.apply')}
        </button>
      </div>
    </Form>
  );
}
