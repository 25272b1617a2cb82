import type { achAccountOut, achConnectionUrlOut, achTransferOut } from '@cf/domain/schemas/ach';
import type { WireOf } from '@cf/domain/schemas/wire';

/** A linked bank account as the site receives it (never a token; the last four digits only). */
export type AchAccount = WireOf<typeof achAccountOut>;
export type AchTransfer = WireOf<typeof achTransferOut>;
export type AchConnectionUrl = WireOf<typeof achConnectionUrlOut>;

/** Where the ACH calls live under /api/v1 (spec §7 equity/ach-payment/). */
export const ACH_API = '/campaigns/equity/ach-payment';

/** The bank account pages of the site. */
export const BANK_PATHS = {
  list: '/settings/ach-account-list',
  options: '/settings/payment-options',
  transfer: (sessionId: string) => `/settings/ach-account-list/transfers/${encodeURIComponent(sessionId)}`,
} as const;
