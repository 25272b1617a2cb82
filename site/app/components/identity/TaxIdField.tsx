import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Field, inputClass, withoutKey } from '../form/Field';

type Props = { meta: FieldMetadata<unknown, Record<string, unknown>, string[]>; ssn: boolean; last4?: string | null };

/**
 * The SSN for a US person, the national ID number anyone else (issue 14 §11). One write-only
 * field named `ssn` either way (the API's call shape); its label, hint and format follow the country.
 */
export function TaxIdField({ meta, ssn, last4 }: Props) {
  const { t } = useTranslation();
  const [key, props] = withoutKey(getInputProps(meta, { type: 'text', ariaDescribedBy: meta.descriptionId }));
  const hint = last4
    ? t('account.investor.ssnSaved', { last4 })
    : t(ssn ? 'account.investor.ssnHint' : 'account.identityRecord.nationalIdHint');
  return (
    <Field label={t(ssn ? 'account.investor.fields.ssn' : 'account.identityRecord.nationalId')} meta={meta} hint={hint}>
      <input key={key} {...props} autoComplete="off" dir="ltr" className={inputClass} />
    </Field>
  );
}
