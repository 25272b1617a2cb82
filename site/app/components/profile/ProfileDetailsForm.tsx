import { LIMITS } from '@cf/domain/constants';
import { PROFILE_LIMITS, updateMeInput } from '@cf/domain/schemas/profile';
import { getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '~/lib/account/types';
import { parseForm } from '~/lib/validation';
import { Field, inputClass, withoutKey } from '../form/Field';
import { IntentForm } from '../settings/form-bits';

/** Name, description, zip code, phone and profile address (spec §3 "User", rules of §5). */
export function ProfileDetailsForm({ me, lastResult }: { me: OwnProfile; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'profile-details',
    lastResult,
    defaultValue: {
      firstName: me.firstName,
      lastName: me.lastName,
      description: me.description ?? '',
      zipcode: me.zipcode ?? '',
      phoneNumber: me.phoneNumber ?? '',
      slug: me.slug,
    },
    constraint: getZodConstraint(updateMeInput),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, updateMeInput, t),
  });
  const [firstKey, firstProps] = withoutKey(getInputProps(fields.firstName, { type: 'text' }));
  const [lastKey, lastProps] = withoutKey(getInputProps(fields.lastName, { type: 'text' }));
  const [descriptionKey, descriptionProps] = withoutKey(getTextareaProps(fields.description));
  const [zipKey, zipProps] = withoutKey(getInputProps(fields.zipcode, { type: 'text', ariaDescribedBy: fields.zipcode.descriptionId }));
  const [phoneKey, phoneProps] = withoutKey(getInputProps(fields.phoneNumber, { type: 'tel' }));
  const [slugKey, slugProps] = withoutKey(getInputProps(fields.slug, { type: 'text', ariaDescribedBy: fields.slug.descriptionId }));
  return (
    <IntentForm form={form} intent="profile" submit={t('account.profile.save')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('account.profile.firstName')} meta={fields.firstName}>
          <input key={firstKey} {...firstProps} autoComplete="given-name" className={inputClass} />
        </Field>
        <Field label={t('account.profile.lastName')} meta={fields.lastName}>
          <input key={lastKey} {...lastProps} autoComplete="family-name" className={inputClass} />
        </Field>
      </div>
      <Field label={t('account.profile.description')} meta={fields.description}>
        <textarea key={descriptionKey} {...descriptionProps} rows={4} maxLength={PROFILE_LIMITS.descriptionMax} className={inputClass} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('account.profile.zipcode')}
          meta={fields.zipcode}
          hint={t('account.profile.zipcodeHint', { length: LIMITS.zipCodeLength })}
        >
          <input key={zipKey} {...zipProps} autoComplete="postal-code" className={inputClass} />
        </Field>
        <Field label={t('account.profile.phoneNumber')} meta={fields.phoneNumber}>
          <input key={phoneKey} {...phoneProps} autoComplete="tel" dir="ltr" className={inputClass} />
        </Field>
      </div>
      <Field
        label={t('account.profile.slug')}
        meta={fields.slug}
        hint={t('account.profile.slugHint', { slug: fields.slug.value ?? me.slug })}
      >
        <input key={slugKey} {...slugProps} dir="ltr" autoCapitalize="off" spellCheck={false} className={inputClass} />
      </Field>
    </IntentForm>
  );
}
