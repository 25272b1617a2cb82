import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '~/components/wallet/money-text';
import { TwinCheckout } from '~/components/wallet/TwinCheckout';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { isOk } from '~/lib/api.server';
import { siteMeta } from '~/lib/meta';
import type { SandboxSession } from '~/lib/wallet/types';
import { accountApi, moneyMessages, walletCurrencies } from '~/lib/wallet/wallet.server';

// The page's texts travel with its own data, not in the root's: the title is read from there.
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  siteMeta(matches, { title: data?.messages.wallet.checkoutTitle ?? null });

const TWIN_LABELS: Partial<Record<SandboxSession['provider'], string>> = {
  paypal: 'invest.payPaypal',
  ach: 'invest.payAch',
  mangopay: 'invest.payMangopay',
};

const sessionPath = (id: string) => `/payments/sandbox/sessions/${encodeURIComponent(id)}`;

/** Where the payer lands after the checkout, as a provider's success and cancel addresses would send them. */
function returnPath(session: SandboxSession, paid: boolean): string {
  if (session.purpose === 'wallet_topup') return paid ? `/topup-receipt/${session.subjectId}` : `/topup-fail?topUp=${session.subjectId}`;
  if (session.purpose === 'repayment') return `/campaign-dashboard/receipt/${session.subjectId}`;
  return paid ? `/payment-receipt/${session.subjectId}` : `/receipt-fail?investment=${session.subjectId}`;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  const session = await api.get<SandboxSession>(sessionPath(params.sessionId!));
  if (!session) throw new Response('Not found', { status: 404 });
  const { currencies } = await walletCurrencies(request, context, api.lang);
  const currency = currencies.find((c) => c.code === session.currencyCode)!;
  return { session, currency, lang: api.lang, messages: moneyMessages(api.lang) };
}

/** Pay or Fail: the same fulfilment a provider's webhook runs, then back to the receipt. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const api = await accountApi(request, context);
  const outcome = (await request.formData()).get('outcome') === 'paid' ? 'paid' : 'failed';
  const res = await api.send('POST', `${sessionPath(params.sessionId!)}/complete`, { outcome });
  const session = await api.get<SandboxSession>(sessionPath(params.sessionId!));
  if (!isOk(res) || !session) throw new Response('Not found', { status: 404 });
  return redirect(returnPath(session, session.status === 'paid'));
}

/** The sandbox gateway's hosted checkout: what a card provider's page would be, with Pay and Fail. */
export default function SandboxCheckout() {
  const { t } = useTranslation();
  const { session, currency, lang, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const texts = {
    title: t('wallet.checkoutTitle'),
    // A provider's sandbox twin (test mode without keys): say whose page this stands for.
    provider: session.provider === 'sandbox' ? undefined : t(TWIN_LABELS[session.provider] ?? 'invest.payCard'),
    intro: t('wallet.checkoutIntro'),
    amountLabel: t('wallet.checkoutAmount'),
    pay: t('wallet.pay'),
    fail: t('wallet.fail'),
    closed: t('wallet.checkoutClosed'),
  };
  return <TwinCheckout texts={texts} amount={moneyText(session.amount, currency, lang)} open={session.status === 'open'} />;
}
