import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Meta = { id: string; errorId: string; descriptionId: string; errors?: string[] | undefined; required?: boolean | undefined };

export const inputClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-primary aria-[invalid=true]:border-red-700';

/**
 * Label, control, hint and error of one field. The control itself comes from Conform's
 * get*Props, which point aria-describedby at the error (and the hint) and set aria-invalid and
 * `required` from the form's schema (getZodConstraint), so `meta.required` marks the field here.
 */
export function Field({ label, meta, hint, children }: { label: string; meta: Meta; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <div className="text-sm font-medium text-slate-800">
        <label htmlFor={meta.id}>{label}</label>
        {meta.required ? <RequiredMark /> : null}
      </div>
      {children}
      {hint ? (
        <p id={meta.descriptionId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {meta.errors?.length ? (
        <p id={meta.errorId} className="text-sm font-medium text-red-700">
          {meta.errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The asterisk of a required field, outside the <label> so the control's name stays the plain label
 * (the control's own `required` is what screen readers announce in a form); the hidden word says it
 * to one reading the page line by line.
 */
export function RequiredMark() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true" data-required-mark="" className="ms-1 text-red-700">
        *
      </span>
      <span className="sr-only">{` ${t('common.form.required')}`}</span>
    </>
  );
}

/** Errors that belong to no field (e.g. the API's message), announced when they appear. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] | undefined }) {
  return (
    <div id={id} role="alert" className="empty:hidden rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-900">
      {errors?.length ? errors.join(' ') : null}
    </div>
  );
}

/**
 * Conform's get*Props include a React `key` (it remounts a control to reset it); React wants keys
 * passed directly, not spread, so callers write <input key={key} {...props} />.
 */
export function withoutKey<T extends { key?: string | undefined }>(props: T): [string | undefined, Omit<T, 'key'>] {
  const { key, ...rest } = props;
  return [key, rest];
}
