/** Investing in campaigns: the rules, the atomic offer, payment routes and their fulfilment. */
export { checkInvestment, processInvestment, type InvestDeps } from './invest';
export { investHandler, investOnce } from './invest-once';
export { settleInvestment } from './fulfil';
export { investmentKeys, investmentTransferKeys, transferKeysOfRow } from './keys';
export { expectedFees } from './fees';
export { hold, lockOffer, releaseExpiredHolds, unsell } from './offer';
export { investmentAnswer, investmentFor, receiptFor, type InvestmentRow } from './read';
export { offerFront } from './front';
export { assertNoOpenMoney, hasOpenMoney } from './holdings';
