import type { ReactNode } from 'react';

const TONES = {
  warning: 'border-amber-300 bg-amber-50',
  info: 'border-slate-200 bg-slate-50',
} as const;

/** A titled notice above the invest form (what the investor's regime still asks, their limit). */
export function InvestNotice({ id, title, tone, children }: { id: string; title: string; tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={id} className={`mb-6 rounded-lg border p-4 text-sm ${TONES[tone]}`}>
      <h2 id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
