import { PAYMENT_STATUSES, type PaymentStatus } from '@cf/domain/wallet';

/** The statuses the owner's investments list filters by: the investments' payment statuses. */
export const OWNER_STATUSES = PAYMENT_STATUSES;
export type OwnerStatusFilter = PaymentStatus | null;
