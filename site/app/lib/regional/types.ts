import type {
  mangopayBankAccountOut,
  mangopayTopUpOut,
  mangopayTransactionOut,
  mangopayTwinPayInOut,
  mangopayWalletOut,
} from '@cf/domain/schemas/mangopay';
import type { WireOf } from '@cf/domain/schemas/wire';

/** The regional (MangoPay) wallet's answers as the site receives them. */
export type RegionalWallet = WireOf<typeof mangopayWalletOut>;
export type RegionalTransaction = WireOf<typeof mangopayTransactionOut>;
export type RegionalBankAccount = WireOf<typeof mangopayBankAccountOut>;
export type RegionalTopUp = WireOf<typeof mangopayTopUpOut>;
export type RegionalTwinPayIn = WireOf<typeof mangopayTwinPayInOut>;
