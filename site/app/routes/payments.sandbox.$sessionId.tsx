import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, type MetaFunction, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '~/components/wallet/money-text';
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
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-xl border border-slate-200 p-8 shadow-sm">
        <h1 className="text-2xl font-bold">{t('wallet.checkoutTitle')}</h1>
        {session.provider === 'sandbox' ? null : (
          // A provider's sandbox twin (test mode without keys): say whose page this stands for.
          <p className="mt-1 font-semibold text-slate-800" data-testid="checkout-provider">
            {t(TWIN_LABELS[session.provider] ?? 'invest.payCard')}
          </p>
        )}
        <p className="mt-2 text-sm text-slate-600">{t('wallet.checkoutIntro')}</p>
        <p className="mt-6 text-sm text-slate-600">{t('wallet.checkoutAmount')}</p>
        <p className="text-3xl font-bold tabular-nums" data-testid="checkout-amount">
          <bdi>{moneyText(session.amount, currency, lang)}</bdi>
        </p>
        {session.status === 'open' ? (
          <Form method="post" className="mt-8 flex gap-3">
            <button
              name="outcome"
              value="paid"
              disabled={busy}
              className="flex-1 rounded-md bg-primary px-4 py-2.5 font-semibold text-white disabled:opacity-60"
            >
              {t('wallet.pay')}
            </button>
            <button
              name="outcome"
              value="failed"
              disabled={busy}
              className="flex-1 rounded-md border border-slate-300 px-4 py-2.5 font-semibold disabled:opacity-60"
            >
              {t('wallet.fail')}
            </button>
          </Form>
        ) : (
          <p role="status" className="mt-8 rounded-md bg-slate-50 p-4 text-sm">
            {t('wallet.checkoutClosed')}
          </p>
        )}
      </div>
    </div>
  );
}
