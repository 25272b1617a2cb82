import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { AchAccount } from '~/lib/bank/types';
import { BANK_PATHS } from '~/lib/bank/types';
import { checkboxClass } from '../settings/form-bits';
import { Masked } from './Masked';

type Meta = { name: string; errorId: string; initialValue?: unknown; errors?: string[] | undefined };

/**
 * The bank account an ACH payment debits (invest and top-up forms): the user's active accounts
 * only, the newest first and chosen; none linked, a link to connect one. Hidden (not removed)
 * while another route is chosen, so switching back keeps the choice.
 */
export function AccountPicker({ accounts, meta, hidden }: { accounts: AchAccount[]; meta: Meta; hidden: boolean }) {
  const { t } = useTranslation();
  const chosen = typeof meta.initialValue === 'string' ? meta.initialValue : accounts[0]?.id;
  return (
    <fieldset hidden={hidden} aria-describedby={meta.errors?.length ? meta.errorId : undefined} data-testid="ach-account-picker">
      <legend className="text-sm font-medium text-slate-800">{t('bank.picker.legend')}</legend>
      {accounts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {t('bank.picker.none')}{' '}
          <Link to={BANK_PATHS.list} className="font-semibold text-primary underline">
            {t('bank.picker.connect')}
          </Link>
        </p>
      ) : (
        <div className="mt-2 space-y-2">
          {accounts.map((a) => (
            <label key={a.id} className="flex items-center gap-2">
              <input type="radio" name={meta.name} value={a.id} defaultChecked={a.id === chosen} className={checkboxClass} />
              <span>
                <bdi>{a.bankName}</bdi> · {t(`bank.accountTypes.${a.accountType}`)} · <Masked mask={a.mask} />
              </span>
            </label>
          ))}
          <Link to={BANK_PATHS.list} className="inline-block text-sm font-semibold text-primary underline">
            {t('bank.picker.manage')}
          </Link>
        </div>
      )}
      {meta.errors?.length ? (
        <p id={meta.errorId} className="mt-1 text-sm font-medium text-red-700">
          {meta.errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
