import { useTranslation } from 'react-i18next';
import type { AchAccount } from '~/lib/bank/types';

/** The last four digits, isolated left to right so an Arabic page keeps them in order. */
export function Masked({ mask }: { mask: string }) {
  const { t } = useTranslation();
  return <bdi dir="ltr">{t('bank.masked', { mask })}</bdi>;
}

/** "Bank, checking account ending 6789": the words of the page's language, the digits isolated by the caller when shown as markup. */
export function useAccountLabel() {
  const { t } = useTranslation();
  return (account: Pick<AchAccount, 'bankName' | 'accountType' | 'mask'>) =>
    t('bank.accountLabel', {
      bank: account.bankName,
      type: t(`bank.accountTypes.${account.accountType}`).toLowerCase(),
      mask: account.mask,
    });
}
