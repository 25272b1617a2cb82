import { BROWSE_QUERY_MAX, BROWSE_SORTS } from '@cf/domain/constants';
import { Form, useNavigate } from '@remix-run/react';
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
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [q, setQ] = useState(state.q);
  const [investingType, setInvestingType] = useState<string>(state.investingType);
  const [sort, setSort] = useState<string>(state.sort);

  // Back/forward or "clear filters" change the address: follow it, but never under a typing visitor.
  useEffect(() => {
    if (document.activeElement !== searchRef.current) setQ(state.q);
    setInvestingType(state.investingType);
    setSort(state.sort);
  }, [state.q, state.investingType, state.sort]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (replace: boolean) => {
    clearTimeout(timer.current);
    if (!formRef.current) return;
    // The address the server would read, defaults left out ("?investingType=debt", not "?q=&investingType=debt&sort=newest").
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(formRef.current)) if (typeof value === 'string') fields.set(name, value);
    navigate(`${action}${browseSearch(readBrowseState(fields))}`, { replace, preventScrollReset: true });
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
      onSubmit={() => clearTimeout(timer.current)}
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
