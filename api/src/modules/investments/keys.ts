import { investments } from '@cf/db';
import { sql } from 'drizzle-orm';

/**
 * The idempotency keys of the ledger transfers that move one investment's money: paid into escrow
 * (by card, bank transfer or wallet), paid after the investment had ended (to the wallet),
 * refunded when its campaign settled, refunded by staff, withdrawn by the investor. One place, so that whoever reads an
 * investment's history (portfolio, console) finds every one of them.
 */
export const investmentKeys = {
  paid: (id: string) => `investment:${id}`,
  latePayment: (id: string) => `investment:${id}:late-payment`,
  refund: (id: string) => `investment:${id}:refund`,
  adminRefund: (id: string) => `investment:${id}:admin-refund`,
  /** The investor's own withdrawal before the close (withdraw.ts). */
  withdrawal: (id: string) => `investment:${id}:withdrawal`,
  /** Cancelled and refunded when not reconfirmed after a material change (Reg CF, jobs/reconfirmations.ts). */
  reconfirmationCancel: (id: string) => `investment:${id}:reconfirmation-cancel`,
} as const;

/** Every key above for one investment. */
export const investmentTransferKeys = (id: string): string[] => Object.values(investmentKeys).map((key) => key(id));

/** The same keys for the `investments` row of a query (an index lookup each on the unique key). */
export const transferKeysOfRow = sql`array[${sql.join(
  Object.values(investmentKeys).map((key) => {
    const [prefix, suffix] = key('\u0000').split('\u0000') as [string, string];
    return sql`${prefix}::text || ${investments.id}::text || ${suffix}::text`;
  }),
  sql`, `,
)}]`;
