/** The regional provider's calls (spec §7 equity/mangopay-payment/...) and the wallet's page. */
export const REGIONAL_API = '/campaigns/equity/mangopay-payment';
export const REGIONAL_PAGE = '/settings/mango-pay';
