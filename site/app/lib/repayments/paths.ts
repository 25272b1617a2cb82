/** The repayment pages' addresses (spec §2). */
export const schedulePathOf = (campaignId: number) => `/campaign-dashboard/repayment/${campaignId}`;
export const paymentPathOf = (repaymentId: string) => `/campaign-dashboard/payment/${repaymentId}`;
export const receiptPathOf = (repaymentId: string) => `/campaign-dashboard/receipt/${repaymentId}`;
