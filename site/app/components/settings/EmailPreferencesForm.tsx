import { NOTIFICATION_FREQUENCIES } from '@cf/domain/constants';
import { emailPreferencesInput } from '@cf/domain/schemas/profile';
import { getInputProps, getSelectProps, type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import type { EmailPreferences } from '~/lib/account/types';
import { parseForm } from '~/lib/validation';
import { Field, inputClass, withoutKey } from '../form/Field';
import { checkboxClass, IntentForm } from './form-bits';
import type { z } from '@cf/domain/zod-setup';

export const PREFERENCE_FLAGS = ['campaignUpdates', 'investmentNotices', 'commentReplies', 'newFollowers', 'platformNews'] as const;

type Props = {
  preferences: EmailPreferences;
  languages: { code: string; nativeName: string }[];
  lastResult: SubmissionResult<string[]> | undefined;
};

/** Digest frequency (spec §1: daily, weekly, monthly, never), the language of e-mails and which e-mails to get. */
export function EmailPreferencesForm({ preferences, languages, lastResult }: Props) {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof emailPreferencesInput>>({
    id: 'email-preferences',
    lastResult,
    defaultValue: {
      notificationFrequency: preferences.notificationFrequency,
      notificationLanguage: preferences.notificationLanguage,
      ...Object.fromEntries(PREFERENCE_FLAGS.map((flag) => [flag, preferences[flag] ? 'on' : ''])),
    },
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseForm(formData, emailPreferencesInput, t),
  });
  const [languageKey, languageProps] = withoutKey(getSelectProps(fields.notificationLanguage));
  const frequency = fields.notificationFrequency;
  return (
    <IntentForm form={form} intent="preferences" submit={t('account.preferences.save')}>
      <fieldset className="space-y-2" aria-describedby={frequency.errors ? frequency.errorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('account.preferences.frequency')}</legend>
        {NOTIFICATION_FREQUENCIES.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={frequency.name}
              value={value}
              defaultChecked={frequency.initialValue === value}
              className={checkboxClass}
            />
            {t(`account.preferences.frequencies.${value}`)}
          </label>
        ))}
        {frequency.errors ? (
          <p id={frequency.errorId} className="text-sm font-medium text-red-700">
            {frequency.errors.join(' ')}
          </p>
        ) : null}
      </fieldset>
      <Field label={t('account.preferences.language')} meta={fields.notificationLanguage}>
        <select key={languageKey} {...languageProps} className={`${inputClass} max-w-xs`}>
          {languages.map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.nativeName}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{t('account.preferences.emails')}</legend>
        {PREFERENCE_FLAGS.map((flag) => {
          const [key, props] = withoutKey(getInputProps(fields[flag], { type: 'checkbox' }));
          return (
            <div key={flag} className="flex items-center gap-2">
              <input key={key} {...props} className={checkboxClass} />
              <label htmlFor={fields[flag].id} className="text-sm">
                {t(`account.preferences.flags.${flag}`)}
              </label>
            </div>
          );
        })}
      </fieldset>
    </IntentForm>
  );
}
