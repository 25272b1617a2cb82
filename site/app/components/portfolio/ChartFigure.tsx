import { type ReactNode, useId } from 'react';
import type { PortfolioCurrency } from '~/lib/portfolio/types';

/** What every portfolio chart is given. */
export type ChartProps = { currency: PortfolioCurrency; lang: string; dir: 'ltr' | 'rtl' };

/**
 * A chart's frame: its caption and description (which name the SVG for assistive technology), or
 * a sentence in its place when there is nothing to draw.
 */
export function ChartFigure({
  testId,
  title,
  description,
  empty,
  children,
}: {
  testId: string;
  title: string;
  description: string;
  /** Said instead of the chart when there is nothing to draw. */
  empty: string | null;
  children: (svgLabel: { 'aria-labelledby': string; 'aria-describedby': string }) => ReactNode;
}) {
  const titleId = useId();
  const descId = useId();
  return (
    <figure className="rounded-lg border border-slate-200 p-4" data-testid={testId}>
      <figcaption id={titleId} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      <p id={descId} className="mt-1 text-sm text-slate-600">
        {description}
      </p>
      {empty !== null ? (
        <p className="mt-6 text-sm text-slate-700">{empty}</p>
      ) : (
        children({ 'aria-labelledby': titleId, 'aria-describedby': descId })
      )}
    </figure>
  );
}
