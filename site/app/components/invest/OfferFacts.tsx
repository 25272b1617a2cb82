import { numberFormat } from '@cf/domain/number-format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferFront } from '~/lib/invest/types';
import { Money } from '../money/Money';

/** Price per share, shares left, minimum and maximum per investment: what the investor decides with. */
export function OfferFacts({ offer, lang }: { offer: OfferFront; lang: string }) {
  const { t } = useTranslation();
  const number = numberFormat(lang);
  const money = (minor: number) => <Money minor={minor} currency={offer.currency} lang={lang} />;
  const facts: [string, ReactNode][] = [];
  if (offer.pricePerShare !== null) facts.push([t('invest.pricePerShare'), money(offer.pricePerShare)]);
  if (offer.sharesLeft !== null) facts.push([t('invest.sharesLeft'), number.format(offer.sharesLeft)]);
  if (offer.minimumInvestment !== null) facts.push([t('invest.minimum'), money(offer.minimumInvestment)]);
  if (offer.maximumInvestment !== null) facts.push([t('invest.maximum'), money(offer.maximumInvestment)]);
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="offer-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 px-4 py-3 text-sm">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-semibold tabular-nums">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
