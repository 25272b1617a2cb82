import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { RegionalBankAccount } from '~/lib/regional/types';

/** The bank accounts at MangoPay: type, holder, number by its last four, and Deactivate for the active ones. */
export function BankAccountsList({ accounts }: { accounts: RegionalBankAccount[] }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (accounts.length === 0) return <p className="text-slate-600">{t('regional.bank.none')}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {accounts.map((account) => {
        const busy = navigation.state === 'submitting' && navigation.formData?.get('bankAccountId') === account.id;
        return (
          <li key={account.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="regional-bank-account">
            <div className={account.active ? '' : 'text-slate-500'}>
              <p className="font-medium">
                {t(`regional.bank.types.${account.type}`, { defaultValue: account.type })} · <bdi>{account.ownerName}</bdi>
              </p>
              <p className="text-sm">
                <bdi dir="ltr">{[account.number, account.bankCode, account.country].filter(Boolean).join(' · ')}</bdi>
              </p>
              <p className="text-sm">{account.active ? t('regional.bank.active') : t('regional.bank.inactive')}</p>
            </div>
            {account.active ? (
              <Form method="post">
                <input type="hidden" name="intent" value="deactivate" />
                <input type="hidden" name="bankAccountId" value={account.id} />
                <button
                  type="submit"
                  aria-disabled={busy || undefined}
                  className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 aria-disabled:opacity-70"
                >
                  {t('regional.bank.deactivate')}
                  <span className="sr-only"> · {account.number ?? account.id}</span>
                </button>
              </Form>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
