import { LIMITS } from '@cf/domain/constants';
import { ACCREDITATION_VERIFICATION_TYPES } from '@cf/domain/schemas/identity';
import { getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { MAX_FILE_MB } from '~/lib/account/file-schema';
import { useHydrated } from '~/lib/use-hydrated';
import { parseForm } from '~/lib/validation';
import { AccreditationSignature } from '../accreditation/AccreditationSignature';
import { accreditationSignedForm } from '../accreditation/signature-form';
import { Field, inputClass, withoutKey } from '../form/Field';
import { checkboxClass, IntentForm } from '../settings/form-bits';

/**
 * The accreditation request, once the self-check says accredited: how staff verify it (a phone
 * call to a number of 8–13 characters, or a completed letter), the contract to read, the signature
 * (typed, at most 20, or an uploaded image) and the accredited-investor box (spec §3, §5, §9).
 */
export function AccreditationForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: 'accreditation',
    lastResult,
    defaultValue: { verificationType: 'phone-call', signatureType: 'typed' },
    constraint: getZodConstraint(accreditationSignedForm),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, accreditationSignedForm, t),
  });
  const type = fields.verificationType;
  const chosen = type.value ?? type.initialValue ?? 'phone-call';
  const [phoneKey, phoneProps] = withoutKey(
    getInputProps(fields.verificationPhone, { type: 'tel', ariaDescribedBy: fields.verificationPhone.descriptionId }),
  );
  const [letterKey, letterProps] = withoutKey(getInputProps(fields.letter, { type: 'file', ariaDescribedBy: fields.letter.descriptionId }));
  const [acceptKey, acceptProps] = withoutKey(getInputProps(fields.acceptTerms, { type: 'checkbox' }));
  // Without scripts both ways are shown; with them, only the chosen one.
  const showPhone = !hydrated || chosen === 'phone-call';
  const showLetter = !hydrated || chosen === 'letter';
  return (
    <IntentForm form={form} intent="accreditation" submit={t('account.accreditation.submit')} multipart>
      <fieldset className="space-y-2" aria-describedby={type.errors ? type.errorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('account.accreditation.verificationType')}</legend>
        {ACCREDITATION_VERIFICATION_TYPES.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" name={type.name} value={value} defaultChecked={type.initialValue === value} className={checkboxClass} />
            {t(`account.accreditation.types.${value}`)}
          </label>
        ))}
        {type.errors ? (
          <p id={type.errorId} className="text-sm font-medium text-red-700">
            {type.errors.join(' ')}
          </p>
        ) : null}
      </fieldset>
      {showPhone ? (
        <Field
          label={t('account.accreditation.phone')}
          meta={fields.verificationPhone}
          hint={t('account.accreditation.phoneHint', { min: LIMITS.phoneMin, max: LIMITS.phoneMax })}
        >
          <input key={phoneKey} {...phoneProps} autoComplete="tel" dir="ltr" className={`${inputClass} max-w-xs`} />
        </Field>
      ) : null}
      {showLetter ? (
        <Field
          label={t('account.accreditation.letter')}
          meta={fields.letter}
          hint={t('account.accreditation.letterHint', { maxMb: MAX_FILE_MB })}
        >
          <input
            key={letterKey}
            {...letterProps}
            accept="application/pdf,image/png,image/jpeg,image/gif,image/webp"
            className={inputClass}
          />
        </Field>
      ) : null}
      <p className="text-sm">
        <a href="/resources/accreditation-contract" target="_blank" rel="noopener" className="font-semibold text-primary underline">
          {t('account.accreditation.viewContract')}
          <span className="sr-only"> {t('site.newTab')}</span>
        </a>
      </p>
      <AccreditationSignature fields={fields} />
      <div className="space-y-1">
        <div className="flex items-start gap-2">
          <input key={acceptKey} {...acceptProps} className={`${checkboxClass} mt-0.5`} />
          <label htmlFor={fields.acceptTerms.id} className="text-sm">
            {t('account.accreditation.acceptTerms')}
          </label>
        </div>
        {fields.acceptTerms.errors ? (
          <p id={fields.acceptTerms.errorId} className="text-sm font-medium text-red-700">
            {fields.acceptTerms.errors.join(' ')}
          </p>
        ) : null}
      </div>
    </IntentForm>
  );
}
