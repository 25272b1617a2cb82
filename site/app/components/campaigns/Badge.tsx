import type { ReactNode } from 'react';

const tones = {
  neutral: 'border-slate-300 bg-slate-50 text-slate-800',
  type: 'border-sky-700 bg-sky-50 text-sky-900',
  accredited: 'border-amber-700 bg-amber-50 text-amber-950',
  success: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  closed: 'border-slate-500 bg-slate-100 text-slate-800',
  company: 'border-secondary bg-white text-secondary',
  pending: 'border-amber-700 bg-amber-50 text-amber-950',
} as const;

export type BadgeTone = keyof typeof tones;

/** A small label (investing type, accredited only, status, "from the company"). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>
  );
}
