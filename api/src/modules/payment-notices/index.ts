/**
 * Telling payers and campaign owners about money outcomes (spec §8): each money path calls one of
 * these inside its transaction, so the notification and the outbox e-mail commit with the money.
 */
export { NOTICE_KINDS, type NoticeKind } from './email';
export { noticeInvestmentSettled, noticeInvestmentStarted, noticeTopUp, noticeWithdrawalRequested, type Notices } from './notices';
