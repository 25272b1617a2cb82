import type { payouts } from '@cf/db';
import { payoutHeldUntil, payoutAllowed, payoutMethodsFor, requestableAmount } from '@cf/domain/payouts';
import type { PayoutSubject } from './subject';

export type PayoutRow = typeof payouts.$inferSelect;

/** A payout as its owner sees it (who decided stays with staff). */
export const ownerPayout = (p: PayoutRow) => ({
  id: p.id,
  campaignId: p.campaignId,
  amount: p.amount,
  currency: p.currency,
  method: p.method,
  status: p.status,
  accountHolderName: p.accountHolderName,
  accountNumberLast4: p.accountNumberLast4,
  requestedAt: p.requestedAt,
  approvedAt: p.approvedAt,
  confirmedAt: p.confirmedAt,
  rejectedAt: p.rejectedAt,
  reason: p.reason,
  reference: p.reference,
});

/** The payout tab: the settlement's figures, what is owed and may be asked for, the account and each payout. */
export function payoutSummary(s: PayoutSubject, money: { payable: number; open: { amount: number }[] }, rows: PayoutRow[]) {
  const { campaign, settlement, account, owner } = s;
  const eligible = !!settlement && payoutAllowed(campaign.campaignType, settlement.outcome);
  return {
    campaignId: campaign.id,
    campaignType: campaign.campaignType,
    currency: settlement?.currency ?? campaign.currencyCode,
    settlement: settlement
      ? {
          outcome: settlement.outcome,
          currency: settlement.currency,
          raised: settlement.raised,
          feeBps: settlement.feeBps,
          fee: settlement.fee,
          net: settlement.net,
          refunded: settlement.refunded,
          settledAt: settlement.settledAt,
        }
      : null,
    payable: money.payable,
    requestable: eligible ? requestableAmount(money.payable, money.open) : 0,
    eligible,
    methods: [...payoutMethodsFor(campaign.campaignType)],
    kycApproved: owner.kycStatus === 'approved',
    account: account
      ? {
          bankName: account.bankName,
          accountHolderName: account.accountHolderName,
          accountNumberLast4: account.accountNumberLast4,
          stripeConnected: !!account.stripeAccountId,
          detailsChangedAt: account.detailsChangedAt,
          heldUntil: payoutHeldUntil(account.detailsChangedAt),
        }
      : null,
    payouts: rows.map(ownerPayout),
  };
}
