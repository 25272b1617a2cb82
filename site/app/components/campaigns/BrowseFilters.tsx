import { BROWSE_QUERY_MAX, BROWSE_SORTS } from '@cf/domain/schemas/campaign-review';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { BrowseState } from '~/lib/campaigns-public/types';
import { inputClass } from '../form/Field';
import { primaryButton } from '../header/styles';

const sortKey = (sort: string) => sort.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Search, investing type and sort as a GET form: the state lives in the address (shareable, works
 * without scripts), and a new search starts again from the first page.
 */
export function BrowseFilters({ state, action }: { state: BrowseState; action: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={action} role="search" aria-label={t('browse.list.filtersLabel')} className="mt-8">
      <div className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
        <div className="space-y-1.5">
          <label htmlFor="browse-q" className="block text-sm font-medium text-slate-800">
            {t('browse.list.searchLabel')}
          </label>
          <input
            id="browse-q"
            type="search"
            name="q"
            defaultValue={state.q}
            maxLength={BROWSE_QUERY_MAX}
            placeholder={t('browse.list.searchPlaceholder')}
            className={inputClass}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="browse-type" className="block text-sm font-medium text-slate-800">
            {t('browse.list.typeLabel')}
          </label>
          <select id="browse-type" name="investingType" defaultValue={state.investingType} className={inputClass}>
            <option value="">{t('browse.list.typeAll')}</option>
            <option value="equity">{t('browse.investingType.equity')}</option>
            <option value="debt">{t('browse.investingType.debt')}</option>
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="browse-sort" className="block text-sm font-medium text-slate-800">
            {t('browse.list.sortLabel')}
          </label>
          <select id="browse-sort" name="sort" defaultValue={state.sort} className={inputClass}>
            {BROWSE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`browse.list.sorts.${sortKey(sort)}`)}
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
