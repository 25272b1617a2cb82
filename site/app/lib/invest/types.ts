import type { investmentReceiptOut, offerFrontOut } from '@cf/domain/schemas/investments';
import type { WireOf } from '@cf/domain/schemas/wire';

export type OfferFront = WireOf<typeof offerFrontOut>;
export type InvestmentReceipt = WireOf<typeof investmentReceiptOut>;

/** What the invest page shows under Reg CF: the investor's 12-month limit and what is left (USD minor units). */
export type RegCfLimit = { limit: number; remaining: number };
