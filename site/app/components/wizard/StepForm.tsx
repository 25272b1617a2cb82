import { type FormMetadata, getFormProps } from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../header/styles';
import { FormErrors } from '../form/Field';

export const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 aria-disabled:opacity-70';

/**
 * A wizard step's form: "save draft" keeps the owner on the step, "save and continue" goes to the
 * next one (a `go` value, so both work without scripts). Read-only (the campaign is under review
 * or live) it shows the same fields disabled and no buttons: the API refuses changes then anyway.
 */
export function StepForm<T extends Record<string, unknown>>({
  form,
  intent,
  children,
  readOnly = false,
  continueLabel,
  multipart = false,
  saveLabel,
}: {
  form: FormMetadata<T, string[]>;
  intent: string;
  children: ReactNode;
  readOnly?: boolean;
  /** Without it there is no "save and continue" (last step, dashboard tabs). */
  continueLabel?: string;
  multipart?: boolean;
  saveLabel?: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const goingOn = busy && navigation.formData?.get('go') === 'next';
  return (
    <Form method="post" {...getFormProps(form)} encType={multipart ? 'multipart/form-data' : undefined} className="space-y-6">
      <input type="hidden" name="intent" value={intent} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset disabled={readOnly} className="space-y-6 disabled:opacity-90">
        {children}
      </fieldset>
      {readOnly ? null : (
        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-5">
          <button type="submit" name="go" value="stay" aria-disabled={(busy && !goingOn) || undefined} className={secondaryButton}>
            {saveLabel ?? t('wizard.saveDraft')}
          </button>
          {continueLabel ? (
            <button
              type="submit"
              name="go"
              value="next"
              aria-disabled={goingOn || undefined}
              className={`${primaryButton} aria-disabled:opacity-70`}
            >
              {continueLabel}
            </button>
          ) : null}
        </div>
      )}
    </Form>
  );
}

/** A small form of its own (an upload, an added item): errors on top, one submit button. */
export function PartForm<T extends Record<string, unknown>>({
  form,
  intent,
  submit,
  children,
  multipart = false,
  hidden = {},
}: {
  form: FormMetadata<T, string[]>;
  intent: string;
  submit: string;
  children: ReactNode;
  multipart?: boolean;
  hidden?: Record<string, string | number>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <Form method="post" {...getFormProps(form)} encType={multipart ? 'multipart/form-data' : undefined} className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormErrors id={form.errorId} errors={form.errors} />
      {children}
      <button type="submit" aria-disabled={busy || undefined} className={`${primaryButton} aria-disabled:opacity-70`}>
        {submit}
      </button>
    </Form>
  );
}

/** A one-button action on an item (remove, resend, approve...), posted with the item's id. */
export function ItemButton({
  intent,
  id,
  label,
  extra = {},
  tone = 'neutral',
  describedBy,
}: {
  intent: string;
  id: number | string;
  label: string;
  extra?: Record<string, string>;
  tone?: 'neutral' | 'danger';
  describedBy?: string;
}) {
  const colour = tone === 'danger' ? 'border-red-700 text-red-800 hover:bg-red-50' : 'border-slate-400 text-slate-800 hover:bg-slate-50';
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        aria-describedby={describedBy}
        className={`rounded-md border bg-white px-3 py-1.5 text-sm font-medium ${colour}`}
      >
        {label}
      </button>
    </Form>
  );
}
