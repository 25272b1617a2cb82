import type { investmentReceiptOut, offerFrontOut } from '@cf/domain/schemas/investments';
import type { WireOf } from '@cf/domain/schemas/wire';

export type OfferFront = WireOf<typeof offerFrontOut>;
export type InvestmentReceipt = WireOf<typeof investmentReceiptOut>;
