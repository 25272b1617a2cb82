import type { ReactNode } from 'react';

/** The narrow column every account page uses: a title, an optional introduction, the form. */
export function AuthPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {intro ? <p className="mt-3 text-slate-700">{intro}</p> : null}
      {children}
    </div>
  );
}

const tones = {
  info: 'border-slate-400 bg-slate-50 text-slate-900',
  success: 'border-emerald-700 bg-emerald-50 text-emerald-950',
  error: 'border-red-700 bg-red-50 text-red-950',
};

/**
 * A message that stays on the page (a result, or why the visitor is here). Errors are alerts;
 * the others are polite status messages.
 */
export function Notice({
  tone = 'info',
  children,
  className = '',
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mt-6 rounded-md border p-4 text-sm font-medium ${tones[tone]} ${className}`}
    >
      {children}
    </div>
  );
}

export const textLink = 'font-semibold text-primary underline underline-offset-2';
export const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100';
