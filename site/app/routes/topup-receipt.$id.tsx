import { WALLET_STATUS } from '@cf/domain/wallet';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '~/components/wallet/money-text';
import { formatDateTime } from '~/lib/account/format';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { siteMeta } from '~/lib/meta';
import { checkReturn } from '~/lib/payments/gateways.server';
import type { WalletTopUp } from '~/lib/wallet/types';
import { accountApi, moneyMessages, walletCurrencies } from '~/lib/wallet/wallet.server';

// The page's texts travel with its own data, not in the root's: the title is read from there.
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  siteMeta(matches, { title: data?.messages.wallet.receiptTitle ?? null });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  // Back from a provider's hosted checkout: have the API ask it how the payment stands first.
  await checkReturn(api, request);
  const topUp = await api.get<WalletTopUp>(`/wallet/wallet-preapproval/${encodeURIComponent(params.id!)}`);
  if (!topUp) throw new Response('Not found', { status: 404 });
  const { currencies, timezone } = await walletCurrencies(request, context, api.lang);
  const currency = currencies.find((c) => c.code === topUp.currencyCode)!;
  return { topUp, currency, lang: api.lang, timezone, messages: moneyMessages(api.lang) };
}

/** /topup-receipt/{id}: the amount credited, the fees on top and the total paid. */
export default function TopUpReceipt() {
  const { t } = useTranslation();
  const { topUp, currency, lang, timezone, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const rows: [string, string][] = [
    [t('wallet.receiptCredited'), moneyText(topUp.amount, currency, lang)],
    [t('wallet.fee'), moneyText(topUp.fee, currency, lang)],
    [t('wallet.total'), moneyText(topUp.total, currency, lang)],
    [t('wallet.status'), t(`wallet.statuses.${topUp.status}`)],
    [t('wallet.date'), formatDateTime(topUp.completedAt ?? topUp.createdAt, lang, timezone)],
  ];
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold">{t('wallet.receiptTitle')}</h1>
      {topUp.status === WALLET_STATUS.failed ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-red-800">
          {t('wallet.errors.topUpFailed')}
        </p>
      ) : null}
      <dl className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium tabular-nums">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <Link to={`/settings/wallet?currency=${topUp.currencyCode}`} className="mt-8 inline-block font-semibold text-primary underline">
        {t('wallet.backToWallet')}
      </Link>
    </div>
  );
}
