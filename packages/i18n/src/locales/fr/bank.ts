/** Namespace `bank`: linked bank accounts and paying by ACH (spec §2 /settings/ach-account-list, /settings/payment-options). */
export const bankMessages = {
  title: 'Comptes bancaires',
};
