import { payouts } from '@cf/db';
import { payoutHeldUntil, payoutAllowed, payoutMethodsFor, requestableAmount } from '@cf/domain/payouts';
import type { PayoutSubject } from './subject';

export type PayoutRow = typeof payouts.$inferSelect;

/** What a payout's owner sees of it (who decided stays with staff); staff's list selects these and more. */
const OWNER_FIELDS = [
  'id',
  'campaignId',
  'amount',
  'currency',
  'method',
  'status',
  'accountHolderName',
  'accountNumberLast4',
  'requestedAt',
  'approvedAt',
  'confirmedAt',
  'rejectedAt',
  'reason',
  'reference',
] as const;
type OwnerField = (typeof OWNER_FIELDS)[number];

/** The owner's fields as columns, for a select. */
export const ownerPayoutColumns = Object.fromEntries(OWNER_FIELDS.map((k) => [k, payouts[k]])) as {
  [K in OwnerField]: (typeof payouts)[K];
};

/** A payout as its owner sees it. */
export const ownerPayout = (p: PayoutRow) => Object.fromEntries(OWNER_FIELDS.map((k) => [k, p[k]])) as Pick<PayoutRow, OwnerField>;

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
