import { Link } from '@remix-run/react';
import { Trans, useTranslation } from 'react-i18next';
import type { RegCfLimit } from '~/lib/invest/types';
import { Money } from '../money/Money';
import { moneyText, type MoneyCurrency } from '../money/money-text';
import { InvestNotice } from './InvestNotice';

/** Reg CF limits are in US dollars whatever the campaign's currency. */
const USD: MoneyCurrency = { code: 'USD', symbol: '$', displayFormat: 'leftSymbol', decimals: 2 };

/** Under Reg CF, a non-accredited investor's 12-month limit and what is left of it, with why. */
export function RegCfLimitPanel({ regCf, lang }: { regCf: RegCfLimit; lang: string }) {
  const { t } = useTranslation();
  const money = (minor: number, key: string) => <Money key={key} minor={minor} currency={USD} lang={lang} className="font-semibold" />;
  return (
    <InvestNotice id="reg-cf-limit" title={t('compliance.regCf.title')} tone="info">
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
    </InvestNotice>
  );
}
