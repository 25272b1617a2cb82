/** The double-entry ledger: the only writer of transfers (post, postMany) and its invariant check. */
export { accountId, balanceOf, type AccountRef } from './accounts';
export { post, postMany, type PostedTransfer, type TransferInput } from './repository';
export { checkLedger, type LedgerCheck } from './check';
