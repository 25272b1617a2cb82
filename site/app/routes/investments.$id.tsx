import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AnonymousForm } from '~/components/portfolio/AnonymousForm';
import { InvestmentDistributions } from '~/components/portfolio/InvestmentDistributions';
import { InvestmentDocuments } from '~/components/portfolio/InvestmentDocuments';
import { InvestmentSummary } from '~/components/portfolio/InvestmentSummary';
import { LedgerHistory } from '~/components/portfolio/LedgerHistory';
import { ReflectionNotice } from '~/components/investor-protection/ReflectionNotice';
import { WithdrawInvestment } from '~/components/portfolio/WithdrawInvestment';
import { ReconfirmInvestment } from '~/components/reconfirmations/ReconfirmInvestment';
import { siteMeta } from '~/lib/meta';
import { pageMessages } from '~/lib/page-messages.server';
import { loadInvestment, saveAnonymous } from '~/lib/portfolio/portfolio.server';
import { loadReconfirmation, reconfirmInvestment } from '~/lib/reconfirmations/investor.server';
import { accountApi } from '~/lib/account/api.server';
import { failureOf, isOk } from '~/lib/api.server';
import { redirectWithToast } from '~/lib/session.server';
import { getT } from '@cf/i18n';
import { isolate, money } from '~/lib/portfolio/format';
import type { MyInvestmentDetail } from '~/lib/portfolio/types';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  siteMeta(matches, { title: data ? `${data.investment.campaign.name} · ${data.investment.reference}` : null });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await loadInvestment(request, context, params.id ?? '');
  const { reconfirmation, messages } = await loadReconfirmation(request, context, params.id ?? '');
  // A fresh key per rendering: the withdraw form's retries (double submit) share it.
  const withdrawal = { idempotencyKey: crypto.randomUUID() };
  return {
    ...page,
    withdrawal,
    reconfirmation,
    messages: { ...page.messages, ...pageMessages(page.lang, { withdrawal: true, investorProtection: ['reflection'] }), ...messages },
  };
}

/**
 * POST my-investment/{id}/withdraw with the page's Idempotency-Key; the outcome comes back as a
 * toast on this page (refunded, or the API's refusal in the investor's language).
 */
async function withdrawInvestment(request: Request, context: ActionFunctionArgs['context'], id: string, form: FormData) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Response('Not found', { status: 404 });
  const api = await accountApi(request, context);
  const key = String(form.get('idempotencyKey') ?? '').slice(0, 255);
  const res = await api.send('POST', `/my-investment/${id}/withdraw`, {}, key ? { 'idempotency-key': key } : {});
  if (res.status === 404) throw new Response('Not found', { status: 404 });
  const back = `/investments/${id}`;
  if (!isOk(res)) {
    const text = failureOf(res).message || getT(api.lang)('withdrawal.failed');
    return redirectWithToast(request, context, back, { type: 'error', text });
  }
  const { refundedAmount } = (res.json as { data: { data: { refundedAmount: number } } }).data.data;
  // The investment names its currency's display format (the refund is in that currency).
  const investment = await api.get<MyInvestmentDetail>(`/my-investment/${id}`);
  const amount = isolate(money(refundedAmount, investment?.currency, api.lang));
  return redirectWithToast(request, context, back, { type: 'success', text: getT(api.lang)('withdrawal.done', { amount }) });
}

/** The privacy choice, or the withdrawal (plain form posts: work without scripts). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = params.id ?? '';
  const form = await request.clone().formData();
  if (form.get('intent') === 'withdraw') return withdrawInvestment(request, context, id, form);
  if (form.get('intent') === 'reconfirm') return reconfirmInvestment(request, context, id);
  return saveAnonymous(request, context, id);
}

/** /investments/{id}: one investment with its documents, distributions and ledger history (the investor's own only). */
export default function InvestmentDetail() {
  const { t } = useTranslation();
  const { investment, lang, timezone, messages, withdrawal, reconfirmation } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const answer = useActionData<typeof action>();
  const saved = answer && 'saved' in answer ? answer.saved : false;
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
          <ReconfirmInvestment reconfirmation={reconfirmation} lang={lang} timezone={timezone} />
          <InvestmentDocuments investment={investment} />
          <ReflectionNotice reflectionEndsAt={investment.reflectionEndsAt} lang={lang} timezone={timezone} />
          <WithdrawInvestment investment={investment} lang={lang} timezone={timezone} idempotencyKey={withdrawal.idempotencyKey} />
          <AnonymousForm anonymous={investment.anonymous} saved={saved} />
        </div>
      </div>
      <InvestmentDistributions investment={investment} lang={lang} timezone={timezone} />
      <LedgerHistory investment={investment} lang={lang} timezone={timezone} />
    </div>
  );
}
