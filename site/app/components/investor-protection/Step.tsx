import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { id: string; number: number; title: string; done: boolean; doneText?: string; children?: ReactNode };

/** One numbered step of the page: its title, "Done" once the API counts it, else its form. */
export function Step({ id, number, title, done, doneText, children }: Props) {
  const { t } = useTranslation();
  return (
    <li
      aria-labelledby={`step-${id}-title`}
      data-testid={`step-${id}`}
      data-done={done ? 'true' : 'false'}
      className="rounded-lg border border-slate-200 p-5"
    >
      <h2 id={`step-${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <span aria-hidden="true" className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-slate-100 text-sm">
          {number}
        </span>
        {title}
        {done ? (
          <span className="ms-auto rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
            {t('investorProtection.stepDone')}
          </span>
        ) : null}
      </h2>
      {done && doneText ? <p className="mt-2 text-sm text-slate-700">{doneText}</p> : null}
      {children ? <div className="mt-3">{children}</div> : null}
    </li>
  );
}
