import { useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { BrowseData } from '~/lib/campaigns-public/browse.server';
import { browseSearch } from '~/lib/campaigns-public/browse-query';
import { usePageMessages } from '~/lib/use-page-messages';
import { BrowseFilters } from './BrowseFilters';
import { BrowseResults } from './BrowseResults';

/** /browse-companies (live campaigns) and /browse-succeess-campaign (successful ones): the same page. */
export function BrowsePage({ data }: { data: BrowseData }) {
  usePageMessages(data.messages);
  const { t } = useTranslation();
  const location = useLocation();
  const successful = data.status === 4;
  // A new search (not a new page of the same one) starts the list again.
  const searchKey = browseSearch({ ...data.state, page: 1 });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t(successful ? 'browse.list.successfulTitle' : 'browse.list.title')}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{t(successful ? 'browse.list.successfulIntro' : 'browse.list.intro')}</p>
      {/* Not keyed by the search: with scripts the form submits while the visitor types, and must keep its focus. */}
      <BrowseFilters state={data.state} action={location.pathname} />
      <BrowseResults key={`results${searchKey}`} data={data} />
    </div>
  );
}
