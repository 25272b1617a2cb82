import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AccountList } from '~/components/bank/AccountList';
import { DisconnectConfirm } from '~/components/bank/DisconnectConfirm';
import { LinkAccountButton } from '~/components/bank/LinkAccountButton';
import { SettingsLayout, SettingsSection, SETTINGS_LAYOUT_MESSAGES } from '~/components/settings/SettingsLayout';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { accountListAction, loadAccountList } from '~/lib/bank/bank.server';
import { siteMeta } from '~/lib/meta';
import { withAccountMessages } from '~/lib/page-messages.server';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.settings.links.bankAccounts' });

export const loader = async ({ request, context }: LoaderFunctionArgs) =>
  withAccountMessages(request, await loadAccountList(request, context), SETTINGS_LAYOUT_MESSAGES);
export const action = ({ request, context }: ActionFunctionArgs) => accountListAction(request, context);

/** /settings/ach-account-list: the linked bank (ACH) accounts, linking a new one, disconnecting with a confirmation. */
export default function AchAccountList() {
  const { t } = useTranslation();
  const { accounts, achOn, confirming, lang, timezone, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  return (
    <SettingsLayout title={t('bank.title')} intro={t('bank.intro')}>
      {confirming ? <DisconnectConfirm account={confirming} /> : null}
      <section aria-labelledby="accounts-heading">
        <h2 id="accounts-heading" className="sr-only">
          {t('bank.title')}
        </h2>
        <AccountList accounts={accounts} lang={lang} timezone={timezone} />
      </section>
      <SettingsSection id="link-account" title={t('bank.link')}>
        {achOn ? (
          <LinkAccountButton error={actionData && 'error' in actionData ? actionData.error : undefined} />
        ) : (
          <p role="status" className="text-slate-700">
            {t('bank.routeOff')}
          </p>
        )}
      </SettingsSection>
    </SettingsLayout>
  );
}
