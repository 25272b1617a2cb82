/**
 * Closing and settling campaigns (issue 9): the close job's run, and the one-campaign settlement
 * that staff "Close now" and "Cancel campaign" run in their audited transaction.
 */
export { type CloseRun, closeDueCampaigns, SettlementRunError, settlementContext } from './job';
export { type SettleContext, type SettleMode, type SettleResult, settleCampaign, type SettlementDeps, type SettlementRow } from './settle';
export { SETTLEMENT_NOTICE_KINDS, type SettlementNoticeKind } from './email';
