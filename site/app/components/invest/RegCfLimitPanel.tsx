import { Link } from '@remix-run/react';
import { Trans, useTranslation } from 'react-i18next';
import type { RegCfLimit } from '~/lib/invest/types';
import { Money } from '../money/Money';
import { moneyText, type MoneyCurrency } from '../money/money-text';

/** Reg CF limits are in US dollars whatever the campaign's currency. */
const USD: MoneyCurrency = { code: 'USD', symbol: '$', displayFormat: 'leftSymbol', decimals: 2 };

/** Under Reg CF, a non-accredited investor's 12-month limit and what is left of it, with why. */
export function RegCfLimitPanel({ regCf, lang }: { regCf: RegCfLimit; lang: string }) {
  const { t } = useTranslation();
  const money = (minor: number, key: string) => <Money key={key} minor={minor} currency={USD} lang={lang} className="font-semibold" />;
  return (
    <section
      aria-labelledby="reg-cf-limit-title"
      data-testid="reg-cf-limit"
      className="mb-6 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
    >
      <h2 id="reg-cf-limit-title" className="font-semibold text-slate-900">
        {t('compliance.regCf.title')}
      </h2>
      <p className="mt-1 text-slate-800">
        <Trans
          t={t}
          i18nKey="compliance.regCf.limit"
          values={{ limit: moneyText(regCf.limit, USD, lang) }}
          components={[money(regCf.limit, 'limit')]}
        />{' '}
        <Trans
          t={t}
          i18nKey="compliance.regCf.remaining"
          values={{ remaining: moneyText(regCf.remaining, USD, lang) }}
          components={[money(regCf.remaining, 'remaining')]}
        />
      </p>
      <p className="mt-1 text-slate-600">
        <Trans
          t={t}
          i18nKey="compliance.regCf.why"
          components={[<Link key="account" to="/settings/investment-account" className="font-semibold text-primary underline" />]}
        />
      </p>
    </section>
  );
}
