import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { SavedInvestmentsTable } from '~/components/saved-investments/SavedInvestmentsTable';
import { usePageMessages } from '~/lib/use-page-messages';
import { siteMeta } from '~/lib/meta';
import { deleteSaved, loadSaved } from '~/lib/saved-investments/saved-investments.server';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title ?? null });

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSaved(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => deleteSaved(request, context);

/** /save-investment: investments the investor saved for later (issue 10 §3); visitors go to login and back. */
export default function SavedInvestments() {
  const { t } = useTranslation();
  const { items, lang, timezone, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('savedInvestments.title')}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{t('savedInvestments.intro')}</p>
      <div className="mt-8">
        <SavedInvestmentsTable items={items} lang={lang} timezone={timezone} />
      </div>
    </div>
  );
}
