import { useTranslation } from 'react-i18next';
import { isolate, money, monthText } from '~/lib/portfolio/format';
import type { PortfolioMonth } from '~/lib/portfolio/types';
import { ChartFigure, type ChartProps } from './ChartFigure';
import { colourOf } from './palette';
import { Money } from '../money/Money';

const W = 520;
const H = 240;
const PAD = { top: 16, bottom: 36, axis: 96, end: 8 };
const INVESTED = colourOf(0);
const RECEIVED = colourOf(1);

/**
 * Money invested and received per month, as SVG columns drawn on the server. Time runs in the
 * reading direction (right to left in Arabic) and the amount axis stands at the start side. The
 * same figures follow as a table (also with what was refunded), folded in a <details>.
 */
export function MonthlyColumns({ months, currency, lang, dir }: ChartProps & { months: PortfolioMonth[] }) {
  const { t } = useTranslation();
  const max = Math.max(0, ...months.map((m) => Math.max(m.invested, m.distributions)));
  const m = (minor: number) => money(minor, currency, lang);
  const plotW = W - PAD.axis - PAD.end;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, months.length);
  const bar = Math.min(18, slot / 3);
  // Positions measured from the start side, mirrored for a right-to-left page.
  const x = (fromStart: number) => (dir === 'rtl' ? W - fromStart : fromStart);
  const y = (amount: number) => PAD.top + plotH - (max ? (amount / max) * plotH : 0);
  const column = (fromStart: number, amount: number, fill: string) => {
    const left = dir === 'rtl' ? x(fromStart) - bar : x(fromStart);
    return amount > 0 ? <rect x={left} y={y(amount)} width={bar} height={PAD.top + plotH - y(amount)} fill={fill} /> : null;
  };
  return (
    <ChartFigure
      testId="portfolio-columns"
      title={t('portfolio.charts.overTime')}
      description={t('portfolio.charts.overTimeDescription', { currency: currency.code })}
      empty={max === 0 ? t('portfolio.charts.overTimeEmpty', { currency: currency.code }) : null}
    >
      {(svgLabel) => (
        <>
          <ul className="mt-3 flex flex-wrap gap-4 text-sm" aria-hidden="true">
            <li>
              <span className="me-1.5 inline-block h-3 w-3 rounded-sm align-middle" style={{ background: INVESTED }} />
              {t('portfolio.charts.invested')}
            </li>
            <li>
              <span className="me-1.5 inline-block h-3 w-3 rounded-sm align-middle" style={{ background: RECEIVED }} />
              {t('portfolio.charts.received')}
            </li>
          </ul>
          <svg viewBox={`0 0 ${W} ${H}`} className="mt-2 h-auto w-full" role="img" {...svgLabel}>
            <g fontSize="13" fill="#475569">
              {[0, 0.5, 1].map((f) => (
                <g key={f}>
                  <line x1={x(PAD.axis)} x2={x(W - PAD.end)} y1={y(max * f)} y2={y(max * f)} stroke="#e2e8f0" />
                  <text x={x(PAD.axis - 6)} y={y(max * f) + 4} textAnchor={dir === 'rtl' ? 'start' : 'end'}>
                    {m(Math.round(max * f))}
                  </text>
                </g>
              ))}
              {months.map((month, i) => {
                const start = PAD.axis + i * slot + (slot - 2 * bar) / 2;
                return (
                  <g key={month.month}>
                    <title>
                      {t('portfolio.charts.columnLabel', {
                        month: monthText(month.month, lang, 'long'),
                        invested: isolate(m(month.invested)),
                        received: isolate(m(month.distributions)),
                      })}
                    </title>
                    {column(start, month.invested, INVESTED)}
                    {column(start + bar, month.distributions, RECEIVED)}
                    {/* Every other month named (the latest always): month names are long in some languages. */}
                    {(months.length - 1 - i) % 2 === 0 ? (
                      <text x={x(PAD.axis + i * slot + slot / 2)} y={H - PAD.bottom + 18} textAnchor="middle">
                        {monthText(month.month, lang)}
                      </text>
                    ) : null}
                  </g>
                );
              })}
            </g>
          </svg>
          <details className="mt-3 text-sm" data-testid="portfolio-columns-table">
            <summary className="cursor-pointer font-medium text-primary underline">{t('portfolio.charts.asTable')}</summary>
            <table className="mt-2 w-full">
              <caption className="sr-only">{t('portfolio.charts.overTime')}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-1.5 text-start font-medium">
                    {t('portfolio.charts.month')}
                  </th>
                  <th scope="col" className="py-1.5 text-end font-medium">
                    {t('portfolio.charts.invested')}
                  </th>
                  <th scope="col" className="py-1.5 text-end font-medium">
                    {t('portfolio.charts.refunded')}
                  </th>
                  <th scope="col" className="py-1.5 text-end font-medium">
                    {t('portfolio.charts.received')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {months.map((month) => (
                  <tr key={month.month} className="border-b border-slate-100">
                    <th scope="row" className="py-1.5 text-start font-medium">
                      {monthText(month.month, lang, 'long')}
                    </th>
                    {[month.invested, month.refunded, month.distributions].map((amount, i) => (
                      <td key={i} className="py-1.5 text-end tabular-nums">
                        <Money minor={amount} currency={currency} lang={lang} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </ChartFigure>
  );
}
