import { Trans, useTranslation } from 'react-i18next';
import { percent } from '~/lib/campaigns-public/format';
import type { CampaignCurrency } from '~/lib/campaigns-public/types';
import { Money } from '../money/Money';
import { type MoneyForm, moneyText } from '../money/money-text';

type Props = {
  raised: number;
  goal: number | null;
  percentRaised: number;
  currency: CampaignCurrency;
  lang: string;
  large?: boolean;
  /** Cards show compact amounts ("£1.1M"), the campaign page exact ones. */
  form?: MoneyForm;
};

/**
 * Raised, goal and percentage, with a bar. The bar is decoration (the sentence carries the
 * numbers); its fill grows from the start edge, so it mirrors in right-to-left pages by itself.
 */
export function RaiseProgress({ raised, goal, percentRaised, currency, lang, large = false, form = 'exact' }: Props) {
  const { t } = useTranslation();
  const width = Math.max(0, Math.min(100, percentRaised));
  return (
    <div className="space-y-2">
      <div aria-hidden="true" className={`overflow-hidden rounded-full bg-slate-200 ${large ? 'h-3' : 'h-2'}`}>
        <div className="h-full rounded-full bg-secondary" style={{ width: `${width}%` }} />
      </div>
      <p className={large ? 'text-base text-slate-800' : 'text-sm text-slate-700'} data-testid="raise-progress">
        <strong className={`font-semibold text-slate-900 ${large ? 'text-2xl' : ''}`}>
          <Money minor={raised} currency={currency} lang={lang} form={form} />
        </strong>{' '}
        <Trans
          t={t}
          i18nKey="browse.card.raisedOf"
          values={{ goal: moneyText(goal, currency, lang, form) }}
          components={[<Money key="goal" minor={goal} currency={currency} lang={lang} form={form} />]}
        />
      </p>
      <p className="text-sm font-semibold text-slate-900">{t('browse.card.percentRaised', { percent: percent(percentRaised, lang) })}</p>
    </div>
  );
}
