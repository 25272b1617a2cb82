import { Form, Link, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { AchAccount } from '~/lib/bank/types';
import { useAccountLabel } from './Masked';

/** The confirmation before disconnecting (a page state, ?disconnect=<id>, so it works without scripts too). */
export function DisconnectConfirm({ account }: { account: AchAccount }) {
  const { t } = useTranslation();
  const label = useAccountLabel();
  const busy = useNavigation().state !== 'idle';
  return (
    <section
      role="alertdialog"
      aria-labelledby="disconnect-heading"
      aria-describedby="disconnect-text"
      className="rounded-lg border border-red-700 bg-red-50 p-6"
    >
      <h2 id="disconnect-heading" className="text-lg font-semibold text-red-900">
        {t('bank.disconnectTitle')}
      </h2>
      <p id="disconnect-text" className="mt-2 text-red-900">
        {t('bank.disconnectText', { account: label(account) })}
      </p>
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-4">
        <input type="hidden" name="intent" value="disconnect" />
        <input type="hidden" name="accountId" value={account.id} />
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white aria-disabled:opacity-70"
        >
          {t('bank.disconnectConfirm')}
        </button>
        <Link to="." className="font-semibold text-slate-800 underline">
          {t('bank.cancel')}
        </Link>
      </Form>
    </section>
  );
}
