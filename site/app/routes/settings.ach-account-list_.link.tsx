import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { TestBankForm } from '~/components/bank/TestBankForm';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { loadTestBank, submitTestBank } from '~/lib/bank/link.server';
import { BANK_PATHS } from '~/lib/bank/types';
import { siteMeta } from '~/lib/meta';
import { withAccountMessages } from '~/lib/page-messages.server';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.settings.links.bankAccounts' });

export const loader = async ({ request, context }: LoaderFunctionArgs) =>
  withAccountMessages(request, await loadTestBank(request, context), { account: ['settings'] });
export const action = ({ request, context }: ActionFunctionArgs) => submitTestBank(request, context);

/**
 * /settings/ach-account-list/link: the sandbox twin's stand-in for Plaid Link (get-connection-url
 * sends here when the ACH route has no keys): a test bank account is typed, no bank is asked.
 */
export default function LinkTestBank() {
  const { t } = useTranslation();
  const { messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold">{t('bank.testBank.title')}</h1>
      <p className="mt-2 text-slate-700">{t('bank.testBank.intro')}</p>
      <p role="note" className="mt-4 rounded-md border border-amber-700 bg-amber-50 p-3 text-sm text-amber-950">
        {t('bank.sandboxNotice')}
      </p>
      <div className="mt-8">
        <TestBankForm lastResult={actionData?.result} />
      </div>
      <Link to={BANK_PATHS.list} className="mt-8 inline-block font-semibold text-primary underline">
        {t('bank.testBank.back')}
      </Link>
    </div>
  );
}
