import type { ReactNode } from 'react';
import { TermHint } from './TermHint';

/** Label, value, and optionally what the label means (shown on hover, focus or tap). */
export type FactRow = [string, ReactNode, string?];

/**
 * Label / value pairs in two columns; rows without a value are left out. Values are text in the
 * page's language or already isolated (an owner's words in <bdi>, amounts in <Money>).
 */
export function Facts({ rows }: { rows: FactRow[] }) {
  const shown = rows.filter((row) => row[1] !== null && row[1] !== undefined && row[1] !== '');
  if (!shown.length) return null;
  return (
    <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
      {shown.map(([label, value, hint]) => (
        <div key={label} className="border-b border-slate-200 pb-3">
          <dt className="text-sm text-slate-600">
            {hint ? (
              <TermHint hint={hint} subtle>
                {label}
              </TermHint>
            ) : (
              label
            )}
          </dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An owner's words inside a page in another language: their own direction, isolated from the sentence around. */
export const ownText = (text: string | null | undefined): ReactNode => (text ? <bdi>{text}</bdi> : null);
