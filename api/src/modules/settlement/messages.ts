import type { SettlementPlan } from '@cf/domain/settlement';
import type { SettlementNoticeKind } from './email';
import type { SettlementMessage } from './notices';
import type { OpenInvestment } from './read';
import type { Refunded } from './refunds';

type Campaign = { id: number; ownerId: string; slug: string; name: string };

const REFUND_KIND = {
  wallet: ['refundWallet', 'cancelRefundWallet'],
  provider: ['refundProvider', 'cancelRefundProvider'],
  bank_transfer: ['refundBankTransfer', 'cancelRefundBankTransfer'],
} as const satisfies Record<Refunded['route'], readonly [SettlementNoticeKind, SettlementNoticeKind]>;

/** The sentence each investor reads: one per investment, about their own money only. */
export function investorMessages(
  campaign: Campaign,
  plan: SettlementPlan,
  confirmed: OpenInvestment[],
  refunded: Refunded[],
  cancelled: OpenInvestment[],
  reason: string | null,
): SettlementMessage[] {
  const params = { campaign: campaign.name, reason: reason ?? '' };
  const about = (inv: OpenInvestment, kind: SettlementNoticeKind, path = `/receipt/${inv.id}`): SettlementMessage => ({
    userId: inv.investorId,
    kind,
    amounts: { amount: inv.amount },
    params: { ...params, reference: inv.reference },
    path,
  });
  const cancelledMessages = cancelled.map((inv) => about(inv, 'paymentCancelled', '/settings/wallet'));
  if (plan.refundAll) {
    const which = plan.outcome === 'cancelled' ? 1 : 0;
    return [
      ...refunded.map(({ investment, route }) =>
        about(investment, REFUND_KIND[route][which], route === 'wallet' ? '/settings/wallet' : `/receipt/${investment.id}`),
      ),
      ...cancelledMessages,
    ];
  }
  const kept: SettlementNoticeKind = plan.outcome === 'successful' ? 'investmentKept' : 'investmentKeptBelowMinimum';
  return [...confirmed.map((inv) => about(inv, kept)), ...cancelledMessages];
}

/** The owner's sentence: the figures of the settlement (what was raised, the fee, what is owed), or the refund. */
export function ownerMessage(campaign: Campaign, plan: SettlementPlan, investors: number, reason: string | null): SettlementMessage {
  const kind: SettlementNoticeKind =
    plan.outcome === 'cancelled'
      ? 'ownerCancelled'
      : plan.refundAll
        ? 'ownerRefunded'
        : plan.outcome === 'successful'
          ? 'ownerSuccessful'
          : 'ownerBelowMinimum';
  return {
    userId: campaign.ownerId,
    kind,
    amounts: { raised: plan.raised.amount, fee: plan.fee.amount, net: plan.net.amount },
    params: { campaign: campaign.name, rate: `${plan.feeBps / 100}%`, investors, reason: reason ?? '' },
    path: `/campaign-dashboard/${campaign.id}`,
  };
}

/** The owner's word that the campaign closed with payments still in flight, awaited until `until`. */
export const closingMessage = (campaign: Campaign, until: Date, inFlight: number): SettlementMessage => ({
  userId: campaign.ownerId,
  kind: 'ownerClosing',
  amounts: {},
  params: { campaign: campaign.name, until: until.toISOString().slice(0, 10), inFlight },
  path: `/campaign-dashboard/${campaign.id}`,
});
