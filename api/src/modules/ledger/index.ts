/** The double-entry ledger: the only writer of transfers (post) and its invariant check. */
export { accountId, balanceOf, post, type AccountRef, type PostedTransfer, type TransferInput } from './repository';
export { checkLedger, type LedgerCheck } from './check';
