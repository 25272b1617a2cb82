import type { CurrencyDisplay } from '@cf/domain/currency-format';
import { useTranslation } from 'react-i18next';
import { Money } from '../money/Money';
import { fillSlots, slot } from '~/lib/slots';

/** Beside the invest page's MangoPay route: what the regional wallet holds (needs the `regional.investBalance` text). */
export function RegionalBalanceNote({ balance, currency, lang }: { balance: number; currency: CurrencyDisplay; lang: string }) {
  const { t } = useTranslation();
  return (
    <span className="ms-6 block text-sm text-slate-600" data-testid="regional-invest-balance">
      {fillSlots(t('regional.investBalance', { balance: slot('balance') }), {
        balance: <Money minor={balance} currency={currency} lang={lang} />,
      })}
    </span>
  );
}
