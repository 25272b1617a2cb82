import { CONTACT_CATEGORIES, LIMITS } from '@cf/domain/constants';
import { contactInput } from '@cf/domain/schemas/engagement';
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { Form, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '~/lib/api-types';
import { parseForm } from '~/lib/validation';
import { CaptchaField } from '../form/CaptchaField';
import { Field, FormErrors, inputClass, withoutKey } from '../form/Field';
import { SubmitButton } from '../form/SubmitButton';

type Props = { lastResult: SubmissionResult<string[]> | undefined; captchaOn: boolean; captcha: Captcha | null };

/** The contact form (spec §5): validated in the browser and again on the server with contactInput. */
export function ContactForm({ lastResult, captchaOn, captcha }: Props) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(contactInput),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, contactInput, t),
  });
  const [length, setLength] = useState(fields.description.initialValue?.length ?? 0);
  const busy = navigation.state === 'submitting' && navigation.formAction === '/contact-us';
  const [nameKey, nameProps] = withoutKey(getInputProps(fields.name, { type: 'text' }));
  const [emailKey, emailProps] = withoutKey(getInputProps(fields.email, { type: 'email' }));
  const [categoryKey, categoryProps] = withoutKey(getSelectProps(fields.category));
  const [subjectKey, subjectProps] = withoutKey(getInputProps(fields.subject, { type: 'text' }));
  const [descriptionKey, descriptionProps] = withoutKey(
    getTextareaProps(fields.description, { ariaDescribedBy: fields.description.descriptionId }),
  );
  const [linkKey, linkProps] = withoutKey(getInputProps(fields.extraLink, { type: 'url' }));

  return (
    <Form method="post" action="/contact-us" {...getFormProps(form)} className="mt-8 space-y-5">
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t('site.contact.name')} meta={fields.name}>
        <input key={nameKey} {...nameProps} autoComplete="name" className={inputClass} />
      </Field>
      <Field label={t('site.contact.email')} meta={fields.email}>
        <input key={emailKey} {...emailProps} autoComplete="email" className={inputClass} />
      </Field>
      <Field label={t('site.contact.category')} meta={fields.category}>
        <select key={categoryKey} {...categoryProps} className={inputClass}>
          <option value="">{t('site.contact.chooseCategory')}</option>
          {CONTACT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`common.contactCategories.${c}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('site.contact.subject')} meta={fields.subject}>
        <input key={subjectKey} {...subjectProps} className={inputClass} />
      </Field>
      <Field
        label={t('site.contact.description')}
        meta={fields.description}
        hint={t('site.contact.descriptionHint', { count: length, max: LIMITS.contactTextMax })}
      >
        <textarea
          key={descriptionKey}
          {...descriptionProps}
          rows={5}
          onInput={(e) => setLength(e.currentTarget.value.length)}
          className={inputClass}
        />
      </Field>
      <Field label={t('site.contact.extraLink')} meta={fields.extraLink}>
        <input key={linkKey} {...linkProps} inputMode="url" placeholder="https://" className={inputClass} />
      </Field>
      {captchaOn ? <CaptchaField captcha={captcha} textField={fields.captchaText} challengeKey={lastResult} /> : null}
      <SubmitButton busy={busy}>{t('site.contact.submit')}</SubmitButton>
    </Form>
  );
}
