import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PaymentOptionsList } from '~/components/bank/PaymentOptionsList';
import { SettingsLayout, SETTINGS_LAYOUT_MESSAGES } from '~/components/settings/SettingsLayout';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { loadPaymentOptions } from '~/lib/bank/options.server';
import { siteMeta } from '~/lib/meta';
import { withAccountMessages } from '~/lib/page-messages.server';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.settings.links.paymentOptions' });

export const loader = async ({ request, context }: LoaderFunctionArgs) =>
  withAccountMessages(request, await loadPaymentOptions(request, context), SETTINGS_LAYOUT_MESSAGES);

/** /settings/payment-options: the routes this user can pay by now, with their linked bank accounts and a way to add one. */
export default function PaymentOptions() {
  const { t } = useTranslation();
  const { gateways, accounts, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  return (
    <SettingsLayout title={t('bank.options.title')} intro={t('bank.options.intro')}>
      <PaymentOptionsList gateways={gateways} accounts={accounts} />
    </SettingsLayout>
  );
}
