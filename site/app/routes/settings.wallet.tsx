import { parseMajor } from '@cf/domain/money';
import { getT } from '@cf/i18n';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { SettingsLayout, SettingsSection } from '~/components/settings/SettingsLayout';
import { Pagination } from '~/components/settings/Pagination';
import { TopUpForm } from '~/components/wallet/TopUpForm';
import { WalletSummary } from '~/components/wallet/WalletSummary';
import { WalletTransactions } from '~/components/wallet/WalletTransactions';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { failureOf, isOk } from '~/lib/api.server';
import { replyWithFailure } from '~/lib/form-reply.server';
import { siteMeta } from '~/lib/meta';
import { pageParam } from '~/lib/page-param';
import { parseForm } from '~/lib/validation';
import { topUpForm } from '~/lib/wallet/top-up-form';
import type { WalletDetail, WalletTransaction } from '~/lib/wallet/types';
import { accountApi, moneyMessages, walletCurrencies } from '~/lib/wallet/wallet.server';

// The page's texts travel with its own data, not in the root's: the title is read from there.
export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.messages.wallet.title ?? null });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  const { currencies, current, timezone } = await walletCurrencies(request, context, api.lang);
  const page = pageParam(request.url, { max: 100_000 });
  const [detail, transactions] = await Promise.all([
    api.get<WalletDetail>(`/wallet/get-user-wallet-detail?currencyCode=${current.code}`),
    api.list<WalletTransaction>(`/wallet/get-user-wallet-list?currencyCode=${current.code}&page=${page}`),
  ]);
  return { currencies, current, detail, transactions, lang: api.lang, timezone, messages: moneyMessages(api.lang) };
}

/** A top-up: the amount in minor units of the chosen currency, then the checkout's own page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const api = await accountApi(request, context);
  const t = getT(api.lang);
  const submission = parseForm(await request.formData(), topUpForm, t);
  if (submission.status !== 'success') return { result: submission.reply() };
  const { currencies } = await walletCurrencies(request, context, api.lang);
  const currency = currencies.find((c) => c.code === submission.value.currencyCode);
  const amount = currency ? parseMajor(submission.value.amount.replace(/[\s,]/g, ''), currency.decimals) : null;
  if (!currency || amount === null) return { result: submission.reply({ fieldErrors: { amount: [t('wallet.amountFormat')] } }) };
  const res = await api.send('POST', '/wallet/add-wallet-topup', { amount, currencyCode: currency.code, paymentType: 'sandbox' });
  if (!isOk(res)) return { result: replyWithFailure(submission, failureOf(res), []) };
  const { sessionId } = (res.json as { data: { data: { sessionId: string } } }).data.data;
  return redirect(`/payments/sandbox/${sessionId}`);
}

/** /settings/wallet: balance per currency, top-up, and the wallet's transactions (10 a page). */
export default function Wallet() {
  const { t } = useTranslation();
  const { currencies, current, detail, transactions, lang, timezone, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  return (
    <SettingsLayout title={t('wallet.title')} intro={t('wallet.intro')}>
      <WalletSummary currencies={currencies} current={current} detail={detail} lang={lang} />
      <SettingsSection id="top-up" title={t('wallet.topUpTitle')} description={t('wallet.amountHint')}>
        <TopUpForm currency={current} lastResult={actionData?.result} />
      </SettingsSection>
      <section aria-labelledby="transactions-heading">
        <h2 id="transactions-heading" className="text-lg font-semibold">
          {t('wallet.transactions')}
        </h2>
        <WalletTransactions items={transactions.items} currency={current} lang={lang} timezone={timezone} />
        <Pagination page={transactions.page} limit={transactions.limit} total={transactions.total} />
      </section>
    </SettingsLayout>
  );
}
