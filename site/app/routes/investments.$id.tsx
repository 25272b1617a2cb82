import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AnonymousForm } from '~/components/portfolio/AnonymousForm';
import { InvestmentDistributions } from '~/components/portfolio/InvestmentDistributions';
import { InvestmentDocuments } from '~/components/portfolio/InvestmentDocuments';
import { InvestmentSummary } from '~/components/portfolio/InvestmentSummary';
import { LedgerHistory } from '~/components/portfolio/LedgerHistory';
import { siteMeta } from '~/lib/meta';
import { loadInvestment, saveAnonymous } from '~/lib/portfolio/portfolio.server';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  siteMeta(matches, { title: data ? `${data.investment.campaign.name} · ${data.investment.reference}` : null });

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadInvestment(request, context, params.id ?? '');

/** The privacy choice (a plain form post: works without scripts). */
export const action = ({ request, context, params }: ActionFunctionArgs) => saveAnonymous(request, context, params.id ?? '');

/** /investments/{id}: one investment with its documents, distributions and ledger history (the investor's own only). */
export default function InvestmentDetail() {
  const { t } = useTranslation();
  const { investment, lang, timezone, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const saved = useActionData<typeof action>()?.saved ?? false;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <p>
        <Link to={`/investments?currency=${investment.currencyCode}`} className="text-sm font-medium text-primary underline">
          {t('portfolio.detail.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('portfolio.detail.title', { campaign: investment.campaign.name })}</h1>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <InvestmentSummary investment={investment} lang={lang} timezone={timezone} />
        <div className="space-y-6">
          <InvestmentDocuments investment={investment} />
          <AnonymousForm anonymous={investment.anonymous} saved={saved} />
        </div>
      </div>
      <InvestmentDistributions investment={investment} lang={lang} timezone={timezone} />
      <LedgerHistory investment={investment} lang={lang} timezone={timezone} />
    </div>
  );
}
