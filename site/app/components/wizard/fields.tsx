import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClass, withoutKey } from '../form/Field';
import { checkboxClass } from '../settings/form-bits';

// Wizard steps save drafts: no field is `required` in HTML (the checklist says what is missing).
export type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;
type Common = { meta: Meta; label: string; hint?: ReactNode };

const described = (meta: Meta, hint: unknown) => (hint ? { ariaDescribedBy: meta.descriptionId } : {});

export function TextField({
  meta,
  label,
  hint,
  type = 'text',
  dir,
  autoComplete,
  maxLength,
  inputMode,
}: Common & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'number' | 'password';
  dir?: 'ltr' | 'rtl' | 'auto';
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'decimal' | 'numeric' | 'text' | 'email' | 'tel' | 'url';
}) {
  const [key, props] = withoutKey(getInputProps(meta, { type, ...described(meta, hint) }));
  return (
    <Field label={label} meta={meta} hint={hint}>
      <input
        key={key}
        {...props}
        required={false}
        dir={dir}
        autoComplete={autoComplete ?? 'off'}
        maxLength={maxLength}
        inputMode={inputMode}
        className={inputClass}
      />
    </Field>
  );
}

export function TextArea({ meta, label, hint, rows = 4, maxLength }: Common & { rows?: number; maxLength?: number }) {
  const [key, props] = withoutKey(getTextareaProps(meta, described(meta, hint)));
  return (
    <Field label={label} meta={meta} hint={hint}>
      <textarea key={key} {...props} required={false} rows={rows} maxLength={maxLength} className={inputClass} />
    </Field>
  );
}

export type Option = { value: string; label: string };

export function SelectField({ meta, label, hint, options }: Common & { options: readonly Option[] }) {
  const { t } = useTranslation();
  const [key, props] = withoutKey(getSelectProps(meta, described(meta, hint)));
  return (
    <Field label={label} meta={meta} hint={hint}>
      <select key={key} {...props} required={false} className={inputClass}>
        <option value="">{t('wizard.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** An amount in major units of the campaign's currency, shown with its code (sent in minor units). */
export function MoneyField({ meta, label, hint, currency }: Common & { currency: { code: string; decimals: number } }) {
  const { t } = useTranslation();
  return (
    <UnitField
      meta={meta}
      label={label}
      hint={hint}
      decimal={currency.decimals > 0}
      unit={
        <>
          <span className="sr-only">{t('wizard.currencyUnit')} </span>
          {currency.code}
        </>
      }
    />
  );
}

/** A number with a unit after it (%, months, shares); the unit is read with the field. */
export function UnitField({ meta, label, hint, unit, decimal = false }: Common & { unit: ReactNode; decimal?: boolean }) {
  const [key, props] = withoutKey(
    getInputProps(meta, { type: 'text', ariaDescribedBy: `${meta.id}-unit${hint ? ` ${meta.descriptionId}` : ''}` }),
  );
  return (
    <Field label={label} meta={meta} hint={hint}>
      <div className="flex items-stretch">
        <input
          key={key}
          {...props}
          required={false}
          inputMode={decimal ? 'decimal' : 'numeric'}
          dir="ltr"
          className={`${inputClass} rounded-e-none`}
        />
        <span
          id={`${meta.id}-unit`}
          className="inline-flex items-center rounded-e-md border border-s-0 border-slate-400 bg-slate-100 px-3 text-sm text-slate-800"
        >
          {unit}
        </span>
      </div>
    </Field>
  );
}

export function CheckboxField({ meta, label, hint }: Common) {
  const [key, props] = withoutKey(getInputProps(meta, { type: 'checkbox', ...described(meta, hint) }));
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input key={key} {...props} required={false} className={`${checkboxClass} mt-1`} />
        <label htmlFor={meta.id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={meta.descriptionId} className="ms-7 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {meta.errors?.length ? (
        <p id={meta.errorId} className="ms-7 text-sm font-medium text-red-700">
          {meta.errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** Radio buttons in a fieldset whose legend names the choice. */
export function RadioGroup({
  meta,
  legend,
  options,
  hint,
  onChange,
}: {
  meta: Meta;
  legend: string;
  options: readonly (Option & { description?: string })[];
  hint?: ReactNode;
  onChange?: (value: string) => void;
}) {
  const initial = typeof meta.initialValue === 'string' ? meta.initialValue : undefined;
  const describedBy = [hint ? meta.descriptionId : null, meta.errors?.length ? meta.errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? (
        <p id={meta.descriptionId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 p-3 has-[:checked]:border-primary has-[:checked]:bg-slate-50"
          >
            <input
              type="radio"
              name={meta.name}
              value={o.value}
              defaultChecked={initial === o.value}
              aria-invalid={meta.errors?.length ? true : undefined}
              onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}
              className="mt-1 h-4 w-4 border-slate-400 text-primary"
            />
            <span>
              <span className="block text-sm font-semibold text-slate-900">{o.label}</span>
              {o.description ? <span className="mt-0.5 block text-sm text-slate-700">{o.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {meta.errors?.length ? (
        <p id={meta.errorId} className="text-sm font-medium text-red-700">
          {meta.errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A titled group of fields inside a step form. */
export function FieldGroup({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-lg border border-slate-200 p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      {description ? <p className="text-sm text-slate-700">{description}</p> : null}
      {children}
    </fieldset>
  );
}
