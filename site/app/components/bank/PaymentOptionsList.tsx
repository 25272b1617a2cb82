import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { AchAccount } from '~/lib/bank/types';
import { BANK_PATHS } from '~/lib/bank/types';
import type { PaymentGateway } from '~/lib/payments/gateways.server';
import { Masked } from './Masked';

/** The routes a payer may use now, each with its currencies; under ACH, the linked accounts and a way to add one. */
export function PaymentOptionsList({ gateways, accounts }: { gateways: PaymentGateway[]; accounts: AchAccount[] }) {
  const { t } = useTranslation();
  if (gateways.length === 0) return <p className="text-slate-600">{t('bank.options.none')}</p>;
  return (
    <ul className="space-y-4">
      {gateways.map((g) => (
        <li key={g.provider} className="rounded-lg border border-slate-200 p-5" data-testid={`payment-option-${g.provider}`}>
          <h2 className="text-lg font-semibold">
            {t(`bank.options.routes.${g.provider}.name`)}
            {g.testMode && g.provider !== 'offline' && g.provider !== 'wallet' ? (
              <span className="ms-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                {t('bank.options.sandbox')}
              </span>
            ) : null}
          </h2>
          <p className="mt-1 text-slate-700">{t(`bank.options.routes.${g.provider}.text`)}</p>
          <p className="mt-1 text-sm text-slate-600">
            {g.currencies && g.currencies.length > 0
              ? t('bank.options.currencies', { list: g.currencies.join(', ') })
              : t('bank.options.anyCurrency')}
          </p>
          {g.provider === 'ach' ? (
            <div className="mt-4">
              <h3 className="text-sm font-semibold text-slate-800">{t('bank.options.linkedAccounts')}</h3>
              {accounts.length === 0 ? (
                <p className="mt-1 text-sm text-slate-600">{t('bank.options.noAccounts')}</p>
              ) : (
                <ul className="mt-1 space-y-1 text-sm" data-testid="payment-option-accounts">
                  {accounts.map((a) => (
                    <li key={a.id}>
                      <bdi>{a.bankName}</bdi> · {t(`bank.accountTypes.${a.accountType}`)} · <Masked mask={a.mask} />
                    </li>
                  ))}
                </ul>
              )}
              <Link to={BANK_PATHS.list} className="mt-3 inline-block font-semibold text-primary underline">
                {accounts.length === 0 ? t('bank.options.addAccount') : t('bank.options.manage')}
              </Link>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
