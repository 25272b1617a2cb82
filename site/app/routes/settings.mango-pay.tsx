import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BankAccountForm } from '~/components/regional/BankAccountForm';
import { BankAccountsList } from '~/components/regional/BankAccountsList';
import { PayoutForm } from '~/components/regional/PayoutForm';
import { RegionalSummary } from '~/components/regional/RegionalSummary';
import { RegionalTopUpForm } from '~/components/regional/RegionalTopUpForm';
import { RegionalTransactions } from '~/components/regional/RegionalTransactions';
import { Pagination, PAGINATION_MESSAGES } from '~/components/settings/Pagination';
import { SettingsLayout, SettingsSection, SETTINGS_LAYOUT_MESSAGES } from '~/components/settings/SettingsLayout';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { siteMeta } from '~/lib/meta';
import { loadRegionalPage, regionalAction } from '~/lib/regional/regional.server';
import { withAccountMessages } from '~/lib/page-messages.server';

// The page's texts travel with its own data, not in the root's: the title is read from there.
export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.messages.regional.title ?? null });

export const loader = async ({ request, context }: LoaderFunctionArgs) =>
  withAccountMessages(request, await loadRegionalPage(request, context), SETTINGS_LAYOUT_MESSAGES, PAGINATION_MESSAGES);
export const action = ({ request, context }: ActionFunctionArgs) => regionalAction(request, context);

/**
 * /settings/mango-pay (spec §2, only when mangoPayModule is on): the MangoPay wallet's balance and
 * ids, a top-up by card, its transactions, the bank accounts (add one of each type, deactivate)
 * and a payout to one of them.
 */
export default function RegionalWalletPage() {
  const { t } = useTranslation();
  const { off, data, lang, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  const resultOf = (intent: string) => (actionData && actionData.intent === intent ? actionData.result : undefined);
  if (!data)
    return (
      <SettingsLayout title={t('regional.title')}>
        <p role="alert" className="rounded-md border border-amber-700 bg-amber-50 p-4 text-amber-900">
          {off}
        </p>
      </SettingsLayout>
    );
  const { wallet, transactions, banks, keys, currency, timezone } = data;
  const active = banks.filter((b) => b.active);
  return (
    <SettingsLayout title={t('regional.title')} intro={t('regional.intro')}>
      <RegionalSummary wallet={wallet} currency={currency} lang={lang} />
      <SettingsSection id="regional-top-up" title={t('regional.topUp.title')} description={t('regional.topUp.intro')}>
        <RegionalTopUpForm key={keys.topUp} currency={currency} idempotencyKey={keys.topUp} lastResult={resultOf('topup')} />
      </SettingsSection>
      <section aria-labelledby="transactions-heading">
        <h2 id="transactions-heading" className="text-lg font-semibold">
          {t('regional.transactions.title')}
        </h2>
        <RegionalTransactions items={transactions.items} currency={currency} lang={lang} timezone={timezone} />
        <Pagination page={transactions.page} limit={transactions.limit} total={transactions.total} />
      </section>
      <section aria-labelledby="bank-accounts-heading" className="space-y-6">
        <div>
          <h2 id="bank-accounts-heading" className="text-lg font-semibold">
            {t('regional.bank.title')}
          </h2>
          <p className="mt-1 text-slate-700">{t('regional.bank.intro')}</p>
        </div>
        <BankAccountsList accounts={banks} />
        {resultOf('deactivate')?.error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {Object.values(resultOf('deactivate')?.error ?? {})
              .flat()
              .join(' ')}
          </p>
        ) : null}
      </section>
      <SettingsSection id="regional-bank-add" title={t('regional.bank.addTitle')}>
        <BankAccountForm lastResult={resultOf('bank')} />
      </SettingsSection>
      <SettingsSection id="payout" title={t('regional.payout.title')} description={t('regional.payout.intro')}>
        <PayoutForm key={keys.payout} accounts={active} currency={currency} idempotencyKey={keys.payout} lastResult={resultOf('payout')} />
      </SettingsSection>
    </SettingsLayout>
  );
}
