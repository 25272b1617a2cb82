import { outsideLinksInput } from '@cf/domain/schemas/profile';
import { getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import type { ProfileLinks } from '~/lib/account/types';
import { parseForm } from '~/lib/validation';
import { Field, inputClass, withoutKey } from '../form/Field';
import { IntentForm } from '../settings/form-bits';
import type { z } from '@cf/domain/zod-setup';

export const LINK_FIELDS = ['website', 'facebook', 'twitter', 'linkedin', 'youtube'] as const;

/** Outside links (spec §3): each must belong to its network (§5); an empty field removes the link. */
export function OutsideLinksForm({
  links,
  lastResult,
}: {
  links: Partial<ProfileLinks>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof outsideLinksInput>>({
    id: 'outside-links',
    lastResult,
    defaultValue: Object.fromEntries(LINK_FIELDS.map((key) => [key, links[key] ?? ''])),
    constraint: getZodConstraint(outsideLinksInput),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, outsideLinksInput, t),
  });
  return (
    <IntentForm form={form} intent="links" submit={t('account.profile.links.save')}>
      {LINK_FIELDS.map((key) => {
        const [inputKey, props] = withoutKey(getInputProps(fields[key], { type: 'url' }));
        return (
          <Field key={key} label={t(`account.profile.links.${key}`)} meta={fields[key]}>
            <input
              key={inputKey}
              {...props}
              inputMode="url"
              placeholder={t(`account.profile.links.placeholder.${key}`)}
              dir="ltr"
              className={inputClass}
            />
          </Field>
        );
      })}
    </IntentForm>
  );
}
