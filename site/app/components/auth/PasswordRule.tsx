import { LIMITS } from '@cf/domain/constants';
import { useTranslation } from 'react-i18next';

/** The new-password rule of spec §5, shown under every field that sets a password. */
export function usePasswordRule(): string {
  const { t } = useTranslation();
  return t('account.password.rule', { min: LIMITS.passwordMin });
}
