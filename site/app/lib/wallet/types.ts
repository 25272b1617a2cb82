import type { sandboxSessionOut } from '@cf/domain/schemas/wallet';
import type { WireOf } from '@cf/domain/schemas/wire';
import type { currencyOptionOut } from '@cf/domain/schemas/catalogue-answers';
import type { walletDetailOut, walletTopUpDetailOut, walletTransactionOut } from '@cf/domain/schemas/wallet';
import type { walletLimitsOut, withdrawalOut } from '@cf/domain/schemas/wallet-withdraw';

export type WalletCurrency = WireOf<typeof currencyOptionOut>;
export type WalletDetail = WireOf<typeof walletDetailOut>;
export type WalletTransaction = WireOf<typeof walletTransactionOut>;
export type WalletTopUp = WireOf<typeof walletTopUpDetailOut>;
export type SandboxSession = WireOf<typeof sandboxSessionOut>;
export type WalletLimits = WireOf<typeof walletLimitsOut>;
export type Withdrawal = WireOf<typeof withdrawalOut>;
