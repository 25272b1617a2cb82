import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '~/components/wallet/money-text';
import { TwinCheckout } from '~/components/wallet/TwinCheckout';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { siteMeta } from '~/lib/meta';
import { completeTwinCardPage, loadTwinCardPage } from '~/lib/regional/receipt.server';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  siteMeta(matches, { title: data?.messages.regional.checkout.title ?? null });

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadTwinCardPage({ request, context, params });
export const action = ({ request, context, params }: ActionFunctionArgs) => completeTwinCardPage({ request, context, params });

/**
 * The sandbox twin's card page (test mode without MangoPay keys): what MangoPay's hosted card page
 * is to a live top-up, with Pay and Fail. No card is asked for; nothing leaves the platform.
 */
export default function RegionalTwinCardPage() {
  const { t } = useTranslation();
  const { payIn, currency, lang, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const texts = {
    title: t('regional.checkout.title'),
    provider: t('invest.payMangopay'),
    intro: t('regional.checkout.intro'),
    amountLabel: t('regional.checkout.amount'),
    pay: t('regional.checkout.pay'),
    fail: t('regional.checkout.fail'),
    closed: t('regional.checkout.closed'),
  };
  return <TwinCheckout texts={texts} amount={moneyText(payIn.amount, currency, lang)} open={payIn.status === 'CREATED'} />;
}
