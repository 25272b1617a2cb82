/** Namespace `regional`: the regional provider's (MangoPay) wallet and bank accounts (spec §2 /settings/mango-pay). */
export const regionalMessages = {
  title: 'المحفظة الإقليمية',
};
