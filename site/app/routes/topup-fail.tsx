import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { siteMeta } from '~/lib/meta';
import { accountApi, moneyMessages } from '~/lib/wallet/wallet.server';

// The page's texts travel with its own data, not in the root's: the title is read from there.
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  siteMeta(matches, { title: data?.messages.wallet.failTitle ?? null });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  return { messages: moneyMessages(api.lang) };
}

/** /topup-fail: the payment did not go through; nothing was taken from the wallet. */
export default function TopUpFail() {
  const { t } = useTranslation();
  usePageMessages(useLoaderData<typeof loader>().messages);
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold">{t('wallet.failTitle')}</h1>
      <p role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-red-800">
        {t('wallet.errors.topUpFailed')}
      </p>
      <Link to="/settings/wallet" className="mt-8 inline-block font-semibold text-primary underline">
        {t('wallet.backToWallet')}
      </Link>
    </div>
  );
}
