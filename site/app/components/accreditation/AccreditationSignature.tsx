import { ACCREDITATION_SIGNATURE_TYPES, SIGNATURE_MAX } from '@cf/domain/schemas/identity';
import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { SIGNATURE_IMAGE_TYPES } from '~/lib/invest/invest-form';
import { useHydrated } from '~/lib/use-hydrated';
import { Field, inputClass, withoutKey } from '../form/Field';
import { checkboxClass } from '../settings/form-bits';

type Fields = {
  signatureType: FieldMetadata<string | undefined>;
  signature: FieldMetadata<unknown>;
  signatureImage: FieldMetadata<File | undefined>;
};

const LABELS = { typed: 'identity.accreditation.signTyped', image: 'identity.accreditation.signImage' } as const;

/**
 * How the investor signs the accreditation contract (spec §9): their typed name (at most 20
 * characters) or an uploaded PNG/JPEG under 512 KB, 400x200 recommended. Without scripts both
 * controls are shown and the radio says which one counts; with them, only the chosen one.
 */
export function AccreditationSignature({ fields }: { fields: Fields }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const type = fields.signatureType;
  const chosen = type.value ?? type.initialValue ?? 'typed';
  const [typedKey, typedProps] = withoutKey(
    getInputProps(fields.signature, { type: 'text', ariaDescribedBy: fields.signature.descriptionId }),
  );
  const [imageKey, imageProps] = withoutKey(
    getInputProps(fields.signatureImage, { type: 'file', ariaDescribedBy: fields.signatureImage.descriptionId }),
  );
  const show = (way: (typeof ACCREDITATION_SIGNATURE_TYPES)[number]) => !hydrated || chosen === way;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{t('identity.accreditation.signWith')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {ACCREDITATION_SIGNATURE_TYPES.map((way) => (
          <label key={way} className="flex items-center gap-2 text-sm">
            <input type="radio" name={type.name} value={way} defaultChecked={chosen === way} className={checkboxClass} />
            {t(LABELS[way])}
          </label>
        ))}
      </div>
      {show('typed') ? (
        <Field
          label={t('account.accreditation.signature')}
          meta={fields.signature}
          hint={t('account.accreditation.signatureHint', { max: SIGNATURE_MAX })}
        >
          <input
            key={typedKey}
            {...typedProps}
            autoComplete="name"
            maxLength={SIGNATURE_MAX}
            className={`${inputClass} max-w-xs font-serif italic`}
          />
        </Field>
      ) : null}
      {show('image') ? (
        <Field
          label={t('identity.accreditation.signatureImage')}
          meta={fields.signatureImage}
          hint={t('identity.accreditation.signatureImageHint')}
        >
          <input key={imageKey} {...imageProps} accept={SIGNATURE_IMAGE_TYPES.join(',')} className={inputClass} />
        </Field>
      ) : null}
    </fieldset>
  );
}
