import { parseTypedMajor } from '@cf/domain/money';
import { getT } from '@cf/i18n';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { SettingsLayout, SettingsSection, SETTINGS_LAYOUT_MESSAGES } from '~/components/settings/SettingsLayout';
import { Pagination, PAGINATION_MESSAGES } from '~/components/settings/Pagination';
import { TopUpForm } from '~/components/wallet/TopUpForm';
import { WithdrawalsList } from '~/components/wallet/WithdrawalsList';
import { WithdrawForm } from '~/components/wallet/WithdrawForm';
import { WalletSummary } from '~/components/wallet/WalletSummary';
import { WalletTransactions } from '~/components/wallet/WalletTransactions';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { failureOf, isOk } from '~/lib/api.server';
import { replyWithFailure } from '~/lib/form-reply.server';
import { siteMeta } from '~/lib/meta';
import { pageMessages, withAccountMessages } from '~/lib/page-messages.server';
import { pageParam } from '~/lib/page-param';
import { parseForm } from '~/lib/validation';
import { topUpForm } from '~/lib/wallet/top-up-form';
import type { WalletDetail, WalletLimits, WalletTransaction, Withdrawal } from '~/lib/wallet/types';
import { withdraw } from '~/lib/wallet/withdraw.server';
import { accountApi, moneyMessages, walletCurrencies } from '~/lib/wallet/wallet.server';
import { checkoutRedirect, enabledRoutes } from '~/lib/payments/gateways.server';
import { accountsForRoutes, bankMessages } from '~/lib/bank/bank.server';
import { BANK_PATHS } from '~/lib/bank/types';

// The page's texts travel with its own data, not in the root's: the title is read from there.
export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.messages.wallet.title ?? null });

async function pageLoader({ request, context }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  const { currencies, current, timezone } = await walletCurrencies(request, context, api.lang);
  const page = pageParam(request.url, { max: 100_000 });
  const [detail, transactions, limits, withdrawals, routes] = await Promise.all([
    api.get<WalletDetail>(`/wallet/get-user-wallet-detail?currencyCode=${current.code}`),
    api.list<WalletTransaction>(`/wallet/get-user-wallet-list?currencyCode=${current.code}&page=${page}`),
    api.get<WalletLimits>(`/wallet/get-wallet-limits?currencyCode=${current.code}`),
    api.get<Withdrawal[]>(`/wallet/withdrawals?currencyCode=${current.code}`),
    // The routes that take this wallet's currency (ACH: US dollars only).
    enabledRoutes(context, api.lang, current.code),
  ]);
  const achAccounts = await accountsForRoutes(api, routes);
  // Each rendering of the withdraw form gets its own key: a double submit of it holds the money once.
  const withdrawKey = crypto.randomUUID();
  return {
    currencies,
    current,
    detail,
    transactions,
    limits,
    withdrawals: withdrawals ?? [],
    routes,
    achAccounts,
    withdrawKey,
    lang: api.lang,
    timezone,
    messages: { ...moneyMessages(api.lang), ...pageMessages(api.lang, { statements: ['link'] }), ...bankMessages(api.lang) },
  };
}

export const loader = async (args: LoaderFunctionArgs) =>
  withAccountMessages(args.request, await pageLoader(args), SETTINGS_LAYOUT_MESSAGES, PAGINATION_MESSAGES);

/** A top-up: the amount in minor units of the chosen currency, then the checkout's own page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const api = await accountApi(request, context);
  const t = getT(api.lang);
  const formData = await request.formData();
  if (formData.get('intent') === 'withdraw') return { withdraw: await withdraw(request, context, api, formData) };
  const submission = parseForm(formData, topUpForm, t);
  if (submission.status !== 'success') return { result: submission.reply() };
  const { currencies } = await walletCurrencies(request, context, api.lang);
  const currency = currencies.find((c) => c.code === submission.value.currencyCode);
  const amount = currency ? parseTypedMajor(submission.value.amount, currency.decimals) : null;
  if (!currency || amount === null) return { result: submission.reply({ fieldErrors: { amount: [t('wallet.amountFormat')] } }) };
  const { paymentType, achAccountId } = submission.value;
  const res = await api.send('POST', '/wallet/add-wallet-topup', {
    amount,
    currencyCode: currency.code,
    paymentType,
    ...(paymentType === 'ach' ? { achAccountId } : {}),
  });
  if (!isOk(res)) return { result: replyWithFailure(submission, failureOf(res), []) };
  const { checkoutUrl, sessionId } = (res.json as { data: { data: { checkoutUrl: string; sessionId: string } } }).data.data;
  // By ACH: the bank transfer's page (pending until the bank settles it); a card: its checkout.
  return redirect(paymentType === 'ach' ? BANK_PATHS.transfer(sessionId) : checkoutRedirect(checkoutUrl));
}

/** /settings/wallet: balance per currency, top-up, and the wallet's transactions (10 a page). */
export default function Wallet() {
  const { t } = useTranslation();
  const { currencies, current, detail, transactions, limits, withdrawals, routes, achAccounts, withdrawKey, lang, timezone, messages } =
    useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  return (
    <SettingsLayout title={t('wallet.title')} intro={t('wallet.intro')}>
      <WalletSummary currencies={currencies} current={current} detail={detail} lang={lang} />
      <SettingsSection id="top-up" title={t('wallet.topUpTitle')} description={t('wallet.amountHint')}>
        <TopUpForm
          currency={current}
          routes={routes}
          achAccounts={achAccounts}
          lastResult={actionData && 'result' in actionData ? actionData.result : undefined}
        />
      </SettingsSection>
      {limits ? (
        <SettingsSection id="withdraw" title={t('payments.withdraw.title')} description={t('payments.withdraw.intro')}>
          <WithdrawForm
            key={withdrawKey}
            currency={current}
            limits={limits}
            idempotencyKey={withdrawKey}
            lang={lang}
            lastResult={actionData && 'withdraw' in actionData ? actionData.withdraw : undefined}
          />
        </SettingsSection>
      ) : null}
      <section aria-labelledby="withdrawals-heading">
        <h2 id="withdrawals-heading" className="text-lg font-semibold">
          {t('payments.withdraw.listTitle')}
        </h2>
        <WithdrawalsList items={withdrawals} currency={current} lang={lang} timezone={timezone} />
      </section>
      <section aria-labelledby="transactions-heading">
        <h2 id="transactions-heading" className="text-lg font-semibold">
          {t('wallet.transactions')}
        </h2>
        <WalletTransactions items={transactions.items} currency={current} lang={lang} timezone={timezone} />
        <Pagination page={transactions.page} limit={transactions.limit} total={transactions.total} />
        <p className="mt-4">
          <Link to="/settings/statements" className="font-semibold text-primary underline">
            {t('statements.link')}
          </Link>
        </p>
      </section>
    </SettingsLayout>
  );
}
