/** Payouts to campaign owners, staff refunds of investments, and the notices of both (issue 9 §3–§4). */
export { ownerPayoutColumns } from './answers';
export { approvePayout, confirmPayout, type Decider, rejectPayout, secondApprovalNeeded } from './decisions';
export { destinationChanged, noticeDetailsChanged } from './details';
export { confirmPayoutIdentity } from './identity';
export { dateTimeText, type PayoutMessage, type PayoutNotices, siteZone, staffIds, tellAll } from './notices';
export { refundInvestment } from './refund';
export { type PayoutDeps, payoutTab, requestPayout } from './request';
export { campaignTitle, payoutSubject } from './subject';
export { settlementStatement } from './statement/service';
