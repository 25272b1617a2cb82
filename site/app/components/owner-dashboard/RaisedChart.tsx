import { useEffect, useRef, useState } from 'react';
import { formatCalendarDay } from '@cf/domain/date-format';
import { useTranslation } from 'react-i18next';
import type { ChartPoint } from '~/lib/campaigns-owner/overview';
import type { Currency } from '~/lib/campaigns-owner/types';
import { Money } from '../money/Money';
import { moneyText } from '../money/money-text';

/** The drawing's height; its width is the card's (measured), so 13px labels stay 13px on a phone. */
const H = 240;
const FONT = 13;
const PAD = { top: 16, end: 16, bottom: 36, start: 84 };
/** Before scripts measure the card, a desktop-like width (the drawing then scales to fit). */
const FALLBACK_WIDTH = 640;
const Y_TICKS = 4;

/** Round steps for the amount axis (1, 2, 2.5 or 5 times a power of ten): "$125K" reads better than "$127.5K". */
function niceStep(max: number) {
  const raw = max / Y_TICKS;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((m) => m * power).find((step) => step >= raw) ?? raw;
}

/** A day (YYYY-MM-DD) as the reader's language writes a short date ("26 Nov"; Latin digits in Arabic, as the amounts). */
const dayLabel = (day: string, lang: string) => formatCalendarDay(day, lang, 'dayMonth');

/** The width the chart has, following the card as the window changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setWidth(Math.round(box.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The cumulative amount raised over time, as an SVG line with a money axis (compact amounts) and
 * a date axis (the language's short dates). It only draws what exists: with nothing raised it says
 * so (no made-up curve). A table of the same points follows for screen readers. The x axis runs
 * in the reading direction and the amount axis stands at the start side.
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
  const [boxRef, measured] = useWidth();
  const max = Math.max(0, ...points.map((p) => p.amount));
  if (points.length < 2 || max === 0)
    return (
      <figure className="rounded-lg border border-dashed border-slate-300 p-6 text-center" data-testid="raised-chart-empty">
        <figcaption className="font-medium text-slate-800">{t('wizard.overview.chartTitle')}</figcaption>
        <p className="mt-2 text-sm text-slate-700">{t('wizard.overview.chartEmpty')}</p>
      </figure>
    );
  const W = Math.max(240, measured ?? FALLBACK_WIDTH);
  const rtl = dir === 'rtl';
  const times = points.map((p) => Date.parse(`${p.day}T00:00:00Z`));
  const t0 = Math.min(...times);
  const span = Math.max(1, Math.max(...times) - t0);
  // Positions measured from the start side, mirrored for right-to-left pages.
  const side = (fromStart: number) => (rtl ? W - fromStart : fromStart);
  const x = (time: number) => side(PAD.start + ((time - t0) / span) * (W - PAD.start - PAD.end));
  const step = niceStep(max);
  const top = Math.ceil(max / step) * step;
  const y = (amount: number) => H - PAD.bottom - (amount / top) * (H - PAD.top - PAD.bottom);
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(times[i]!).toFixed(1)},${y(p.amount).toFixed(1)}`).join(' ');
  const yTicks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => Math.round(step * i));
  // First and last day always; the middle one only where there is room for three labels.
  const xTicks = W >= 420 && span >= 2 * 86_400_000 ? [t0, t0 + span / 2, t0 + span] : [t0, t0 + span];
  const xAnchor = (i: number, n: number) => (i === 0 ? 'start' : i === n - 1 ? 'end' : 'middle');
  const money = (minor: number) => moneyText(minor, currency, lang, 'compact');
  return (
    <figure className="rounded-lg border border-slate-200 p-4" data-testid="raised-chart">
      <figcaption className="font-medium text-slate-800">{t('wizard.overview.chartTitle')}</figcaption>
      <div ref={boxRef} className="mt-3 w-full">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          width={measured ?? undefined}
          height={measured ? H : undefined}
          className="block h-auto w-full"
          role="img"
          aria-labelledby="raised-chart-desc"
          direction={dir}
        >
          <desc id="raised-chart-desc">
            {t('wizard.overview.chartDescription', {
              amount: moneyText(max, currency, lang),
              from: dayLabel(points[0]!.day, lang),
              to: dayLabel(points[points.length - 1]!.day, lang),
            })}
          </desc>
          <g aria-hidden="true" fontSize={FONT} fill="#334155" data-testid="chart-ticks">
            {yTicks.map((amount) => (
              <g key={amount}>
                <line x1={side(PAD.start)} x2={side(W - PAD.end)} y1={y(amount)} y2={y(amount)} stroke={amount ? '#e2e8f0' : '#94a3b8'} />
                {/* Amounts read left to right in every language (as <Money> shows them), in the margin at the start side. */}
                <text
                  x={side(PAD.start - 8)}
                  y={y(amount) + FONT / 3}
                  textAnchor={rtl ? 'start' : 'end'}
                  direction="ltr"
                  unicodeBidi="isolate"
                >
                  {money(amount)}
                </text>
              </g>
            ))}
            {xTicks.map((time, i) => (
              <text key={time} x={x(time)} y={H - 10} textAnchor={xAnchor(i, xTicks.length)}>
                {dayLabel(new Date(time).toISOString().slice(0, 10), lang)}
              </text>
            ))}
          </g>
          <path d={line} fill="none" stroke="var(--color-primary)" strokeWidth="3" />
          {points.map((p, i) => (
            <circle key={p.day + i} cx={x(times[i]!)} cy={y(p.amount)} r="4" fill="var(--color-primary)" />
          ))}
        </svg>
      </div>
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
              <td>{dayLabel(p.day, lang)}</td>
              <td>
                <Money minor={p.amount} currency={currency} lang={lang} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
