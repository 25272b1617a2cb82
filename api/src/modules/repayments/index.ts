/**
 * Repayments and distributions (issue 9 §5, docs/decisions/012-repayments.md): debt schedules, ad
 * hoc dividends, interest and returns of investment, paid by the owner and split pro rata over the
 * investors' wallets through the ledger.
 */
export { fulfilRepayment } from './fulfil';
export { approveRepayment, declineRepayment, addByStaff } from './decide';
export { debitDueInstalments } from './auto';
export { flagLateRepayments } from './late';
export { repaymentView } from './read';
export { siteDay } from './campaign';
export { REPAYMENT_NOTICE_KINDS, type RepaymentNoticeKind } from './notices';
