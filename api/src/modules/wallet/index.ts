/** The platform wallet: top-ups through a hosted checkout, balances read from the ledger. */
export { walletDetail } from './detail';
export { walletTransactions } from './transactions';
export { fulfilTopUp, startTopUp, topUpFor, type TopUpDeps } from './top-ups';
export { topUpHandler, topUpOnce } from './top-up-once';
