import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { TransferView } from '~/components/bank/TransferView';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { answerTransfer, loadTransfer } from '~/lib/bank/transfer.server';
import { siteMeta } from '~/lib/meta';
import { withAccountMessages } from '~/lib/page-messages.server';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.settings.links.bankAccounts' });

export const loader = async ({ request, context, params }: LoaderFunctionArgs) =>
  withAccountMessages(request, await loadTransfer(request, context, params.sessionId!), { account: ['settings'] });
export const action = ({ request, context, params }: ActionFunctionArgs) => answerTransfer(request, context, params.sessionId!);

/** /settings/ach-account-list/transfers/{sessionId}: an ACH debit on its way (and, on the sandbox twin, the bank's answers). */
export default function AchTransferPage() {
  const { transfer, currency, lang, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  return <TransferView transfer={transfer} currency={currency} lang={lang} error={actionData?.error} />;
}
