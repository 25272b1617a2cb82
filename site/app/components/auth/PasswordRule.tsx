import { LIMITS } from '@cf/domain/constants';
import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Field, inputClass, withoutKey } from '../form/Field';
import type { AccountPick } from '~/lib/account-messages';

/** The password rule: the `account`/`auth` sections each route rendering this component requests (accountMessages). */
export const PASSWORD_RULE_MESSAGES = { account: ['password'] } as const satisfies AccountPick;

/** The new-password rule of spec §5, shown under every field that sets a password. */
export function usePasswordRule(): string {
  const { t } = useTranslation();
  return t('account.password.rule', { min: LIMITS.passwordMin });
}

type Meta = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/** The new password (with the rule under it) and its confirmation, as every password form asks them. */
export function NewPasswordFields({ fields }: { fields: { password: Meta; confirmPassword: Meta } }) {
  const { t } = useTranslation();
  const rule = usePasswordRule();
  const [passwordKey, passwordProps] = withoutKey(
    getInputProps(fields.password, { type: 'password', ariaDescribedBy: fields.password.descriptionId }),
  );
  const [confirmKey, confirmProps] = withoutKey(getInputProps(fields.confirmPassword, { type: 'password' }));
  return (
    <>
      <Field label={t('account.password.newPassword')} meta={fields.password} hint={rule}>
        <input key={passwordKey} {...passwordProps} autoComplete="new-password" className={inputClass} />
      </Field>
      <Field label={t('account.password.confirmPassword')} meta={fields.confirmPassword}>
        <input key={confirmKey} {...confirmProps} autoComplete="new-password" className={inputClass} />
      </Field>
    </>
  );
}
