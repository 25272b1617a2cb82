import type { sandboxSessionOut } from '@cf/domain/schemas/wallet';
import type { WireOf } from '@cf/domain/schemas/wire';
import type { currencyOptionOut } from '@cf/domain/schemas/catalogue-answers';
import type { walletDetailOut, walletTopUpDetailOut, walletTransactionOut } from '@cf/domain/schemas/wallet';

export type WalletCurrency = WireOf<typeof currencyOptionOut>;
export type WalletDetail = WireOf<typeof walletDetailOut>;
export type WalletTransaction = WireOf<typeof walletTransactionOut>;
export type WalletTopUp = WireOf<typeof walletTopUpDetailOut>;
export type SandboxSession = WireOf<typeof sandboxSessionOut>;
