import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '~/lib/account/format';
import type { AchAccount } from '~/lib/bank/types';
import { Masked } from './Masked';

/** The user's linked bank accounts: bank, account, last four digits, when linked, and a way to disconnect each. */
export function AccountList({ accounts, lang, timezone }: { accounts: AchAccount[]; lang: string; timezone: string }) {
  const { t } = useTranslation();
  if (accounts.length === 0) return <p className="text-slate-600">{t('bank.empty')}</p>;
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th className="py-2 text-start font-medium">{t('bank.columns.bank')}</th>
          <th className="py-2 text-start font-medium">{t('bank.columns.account')}</th>
          <th className="py-2 text-start font-medium">{t('bank.columns.number')}</th>
          <th className="py-2 text-start font-medium">{t('bank.columns.linkedOn')}</th>
          <th className="py-2 text-end font-medium">
            <span className="sr-only">{t('bank.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((a) => (
          <tr key={a.id} className="border-b border-slate-100" data-testid="bank-account">
            <td className="py-2">
              <bdi>{a.bankName}</bdi>
              {a.twin ? (
                <span className="ms-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">{t('bank.testAccount')}</span>
              ) : null}
            </td>
            <td className="py-2">
              {a.accountName !== a.bankName ? (
                <span className="block">
                  <bdi>{a.accountName}</bdi>
                </span>
              ) : null}
              <span className="text-slate-600">{t(`bank.accountTypes.${a.accountType}`)}</span>
            </td>
            <td className="py-2 tabular-nums">
              <Masked mask={a.mask} />
            </td>
            <td className="py-2">{formatDate(a.createdAt, lang, timezone)}</td>
            <td className="py-2 text-end">
              <Link
                to={`?disconnect=${a.id}`}
                className="font-semibold text-red-700 underline"
                aria-label={`${t('bank.disconnect')}: ${a.bankName} ${t('bank.masked', { mask: a.mask })}`}
              >
                {t('bank.disconnect')}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
