import { useTranslation } from 'react-i18next';
import { formatAmount } from '~/lib/campaigns-owner/money';
import type { ChartPoint } from '~/lib/campaigns-owner/overview';
import type { Currency } from '~/lib/campaigns-owner/types';

const W = 560;
const H = 220;
const PAD = { top: 28, end: 16, bottom: 32, start: 16 };

/**
 * The cumulative amount raised over time, as a small SVG line. It only draws what exists: with
 * nothing raised it says so (no made-up curve). A table of the same points follows for screen
 * readers. The x axis runs from the start to the end of the line in the reading direction.
 */
export function RaisedChart({
  points,
  currency,
  lang,
  dir,
}: {
  points: ChartPoint[];
  currency: Currency | null;
  lang: string;
  dir: 'ltr' | 'rtl';
}) {
  const { t } = useTranslation();
  const max = Math.max(0, ...points.map((p) => p.amount));
  if (points.length < 2 || max === 0)
    return (
      <figure className="rounded-lg border border-dashed border-slate-300 p-6 text-center" data-testid="raised-chart-empty">
        <figcaption className="font-medium text-slate-800">{t('wizard.overview.chartTitle')}</figcaption>
        <p className="mt-2 text-sm text-slate-700">{t('wizard.overview.chartEmpty')}</p>
      </figure>
    );
  const times = points.map((p) => Date.parse(`${p.day}T00:00:00Z`));
  const t0 = Math.min(...times);
  const span = Math.max(1, Math.max(...times) - t0);
  const x = (time: number) => {
    const ratio = (time - t0) / span;
    const fromStart = PAD.start + ratio * (W - PAD.start - PAD.end);
    return dir === 'rtl' ? W - fromStart : fromStart;
  };
  const y = (amount: number) => H - PAD.bottom - (amount / max) * (H - PAD.top - PAD.bottom);
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(times[i]!).toFixed(1)},${y(p.amount).toFixed(1)}`).join(' ');
  return (
    <figure className="rounded-lg border border-slate-200 p-4">
      <figcaption className="font-medium text-slate-800">{t('wizard.overview.chartTitle')}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="mt-3 h-auto w-full max-w-2xl" role="img" aria-labelledby="raised-chart-desc">
        <desc id="raised-chart-desc">
          {t('wizard.overview.chartDescription', {
            amount: formatAmount(max, currency, lang),
            from: points[0]!.day,
            to: points[points.length - 1]!.day,
          })}
        </desc>
        <line x1={PAD.start} x2={W - PAD.end} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke="#94a3b8" />
        <path d={line} fill="none" stroke="var(--color-primary)" strokeWidth="3" />
        {points.map((p, i) => (
          <circle key={p.day + i} cx={x(times[i]!)} cy={y(p.amount)} r="4" fill="var(--color-primary)" />
        ))}
        <g aria-hidden="true" fontSize="12" fill="#334155">
          <text x={x(times[0]!)} y={H - 8} textAnchor="middle">
            {points[0]!.day}
          </text>
          <text x={x(times[times.length - 1]!)} y={H - 8} textAnchor={dir === 'rtl' ? 'start' : 'end'}>
            {points[points.length - 1]!.day}
          </text>
          <text x={x(times[times.length - 1]!)} y={PAD.top - 10} textAnchor={dir === 'rtl' ? 'start' : 'end'}>
            {formatAmount(max, currency, lang)}
          </text>
        </g>
      </svg>
      <table className="sr-only">
        <caption>{t('wizard.overview.chartTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('wizard.overview.date')}</th>
            <th scope="col">{t('wizard.overview.raised')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p, i) => (
            <tr key={p.day + i}>
              <td>{p.day}</td>
              <td>{formatAmount(p.amount, currency, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
