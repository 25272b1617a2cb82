import { type FieldMetadata, getInputProps, getSelectProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import type { SiteCurrency } from '~/lib/account/money';
import { checkboxClass } from '../settings/form-bits';
import { Field, inputClass, RequiredMark, withoutKey } from './Field';

// Fields shared by the investor profile and the identity verification (KYC) forms.

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;
export type Country = { code: string | null; name: string };

/** An amount typed in major units of the site currency (read as minor units by `majorAmount`). */
export function AmountField({ meta, label, currency }: { meta: Meta; label: string; currency: SiteCurrency }) {
  const { t } = useTranslation();
  const [key, props] = withoutKey(getInputProps(meta, { type: 'text', ariaDescribedBy: meta.descriptionId }));
  return (
    <Field label={label} meta={meta} hint={t('account.investor.amountHint', { currency: currency.code })}>
      <input key={key} {...props} inputMode="decimal" autoComplete="off" dir="ltr" className={inputClass} />
    </Field>
  );
}

/** A country picked from the site's list (those with a code). */
export function CountryField({ meta, label, countries }: { meta: Meta; label: string; countries: Country[] }) {
  const { t } = useTranslation();
  const [key, props] = withoutKey(getSelectProps(meta));
  return (
    <Field label={label} meta={meta}>
      <select key={key} {...props} autoComplete="country" className={inputClass}>
        <option value="">{t('account.investor.chooseCountry')}</option>
        {countries
          .filter((c): c is Country & { code: string } => Boolean(c.code))
          .map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
      </select>
    </Field>
  );
}

/** A yes/no statement: the box, then its label. */
export function CheckboxRow({ meta, label }: { meta: Meta; label: string }) {
  const [key, props] = withoutKey(getInputProps(meta, { type: 'checkbox' }));
  return (
    <div className="flex items-start gap-2">
      <input key={key} {...props} className={`${checkboxClass} mt-0.5`} />
      <span className="text-sm">
        <label htmlFor={meta.id}>{label}</label>
        {meta.required ? <RequiredMark /> : null}
      </span>
    </div>
  );
}
