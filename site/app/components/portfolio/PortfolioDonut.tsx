import { useTranslation } from 'react-i18next';
import { donutSlices } from '~/lib/portfolio/donut';
import { bpsText, isolate, money } from '~/lib/portfolio/format';
import type { PortfolioSlice } from '~/lib/portfolio/types';
import { ChartFigure, type ChartProps } from './ChartFigure';
import { colourOf, OTHER_COLOUR } from './palette';
import { Money } from '../money/Money';

const SIZE = 200;
const R = 70;
const STROKE = 36;
const CIRCUMFERENCE = 2 * Math.PI * R;

/** A slice as the ring and its legend draw it. */
type Drawn = { key: string; name: string; amount: number; shareBps: number; colour: string };

/**
 * Each campaign's share of what is invested, as an SVG ring drawn on the server (no script, no
 * chart library): the largest campaigns by name, the rest as one "other" slice (donutSlices). It
 * turns clockwise from the top, counter-clockwise in a right-to-left page. The table beside it
 * (the legend) is its text alternative: campaign, amount and share.
 */
export function PortfolioDonut({ slices, currency, lang, dir }: ChartProps & { slices: PortfolioSlice[] }) {
  const { t } = useTranslation();
  const { named, other } = donutSlices(slices);
  const drawn: Drawn[] = named.map((s, i) => ({
    key: String(s.campaignId),
    name: s.campaignName,
    amount: s.amount,
    shareBps: s.shareBps,
    colour: colourOf(i),
  }));
  if (other)
    drawn.push({
      key: 'other',
      name: t('portfolio.charts.otherCampaigns', { count: other.count }),
      amount: other.amount,
      shareBps: other.shareBps,
      colour: OTHER_COLOUR,
    });
  const label = (s: Drawn) =>
    t('portfolio.charts.sliceLabel', {
      campaign: isolate(s.name),
      amount: isolate(money(s.amount, currency, lang)),
      share: isolate(bpsText(s.shareBps, lang)),
    });
  let start = 0;
  return (
    <ChartFigure
      testId="portfolio-donut"
      title={t('portfolio.charts.portfolio')}
      description={t('portfolio.charts.portfolioDescription', { currency: currency.code })}
      empty={slices.length === 0 ? t('portfolio.charts.portfolioEmpty', { currency: currency.code }) : null}
    >
      {(svgLabel) => (
        <div className="mt-4 flex flex-wrap items-center gap-6">
          <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="h-44 w-44 shrink-0" role="img" {...svgLabel}>
            <g transform={dir === 'rtl' ? `translate(${SIZE} 0) scale(-1 1)` : undefined}>
              <circle cx={SIZE / 2} cy={SIZE / 2} r={R} fill="none" stroke="#e2e8f0" strokeWidth={STROKE} />
              {drawn.map((s) => {
                const length = (s.shareBps / 10_000) * CIRCUMFERENCE;
                const offset = start;
                start += length;
                return (
                  <circle
                    key={s.key}
                    cx={SIZE / 2}
                    cy={SIZE / 2}
                    r={R}
                    fill="none"
                    stroke={s.colour}
                    strokeWidth={STROKE}
                    strokeDasharray={`${length.toFixed(3)} ${(CIRCUMFERENCE - length).toFixed(3)}`}
                    strokeDashoffset={(-offset).toFixed(3)}
                    transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
                  >
                    <title>{label(s)}</title>
                  </circle>
                );
              })}
            </g>
          </svg>
          <table className="min-w-0 flex-1 text-sm" data-testid="portfolio-donut-table">
            <caption className="sr-only">{t('portfolio.charts.portfolio')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1.5 text-start font-medium">
                  {t('portfolio.charts.campaign')}
                </th>
                <th scope="col" className="py-1.5 ps-3 text-end font-medium">
                  {t('portfolio.charts.amount')}
                </th>
                <th scope="col" className="py-1.5 ps-3 text-end font-medium">
                  {t('portfolio.charts.share')}
                </th>
              </tr>
            </thead>
            <tbody>
              {drawn.map((s) => (
                <tr key={s.key} className="border-b border-slate-100">
                  <th scope="row" className="py-1.5 text-start font-medium">
                    <span
                      aria-hidden="true"
                      className="me-2 inline-block h-3 w-3 rounded-sm align-middle"
                      style={{ background: s.colour }}
                    />
                    {s.name}
                  </th>
                  <td className="py-1.5 ps-3 text-end tabular-nums">
                    <Money minor={s.amount} currency={currency} lang={lang} />
                  </td>
                  <td className="py-1.5 ps-3 text-end tabular-nums">{bpsText(s.shareBps, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ChartFigure>
  );
}
