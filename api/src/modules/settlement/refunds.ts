import { type Database, investments } from '@cf/db';
import { refundCost, refundRoute, type RefundRoute } from '@cf/domain/settlement';
import { inArray } from 'drizzle-orm';
import { investmentKeys } from '../investments/index';
import type { AccountRef, TransferInput } from '../ledger/index';
import type { PaymentRoutes } from '../payment-gateways/index';
import type { OpenInvestment } from './read';

export type Refunded = { investment: OpenInvestment; route: RefundRoute };

type RefundContext = {
  campaignId: number;
  currency: string;
  walletModule: boolean;
  payments: PaymentRoutes;
  actorId: string | null;
};

/** Where a refund's money goes: the investor's wallet, back to the provider it came from, or out by bank transfer. */
function destination(inv: OpenInvestment, route: RefundRoute, currency: string): AccountRef {
  if (route === 'wallet') return { kind: 'investor_wallet', currency, userId: inv.investorId };
  // Back to the investor's MangoPay wallet (its transfer refunded): the mirror rises with it.
  if (route === 'provider' && inv.paymentType === 'mangopay') return { kind: 'regional_wallet', currency, userId: inv.investorId };
  // A bank transfer staff send back: the money leaves through the offline route it came in by.
  return { kind: 'gateway_clearing', currency, provider: route === 'bank_transfer' ? 'offline' : inv.paymentType };
}

/**
 * The refund of one confirmed investment in full: one transfer (kind investment_refund, key
 * `investment:{id}:refund`) from the campaign's escrow to where the money goes back. A card
 * payment is refunded through its provider first (with the same key, so a retry after a crash is
 * not a second refund). The provider's fee on it, kept by the provider, is the platform's cost:
 * the platform's own money covers it at the provider (clearing) and platform_costs records it.
 */
async function refundOf(tx: Database, ctx: RefundContext, inv: OpenInvestment): Promise<{ refunded: Refunded; transfer: TransferInput }> {
  const route = refundRoute(inv.paymentType, ctx.walletModule);
  const key = investmentKeys.refund(inv.id);
  if (route === 'provider') {
    const adapter = await ctx.payments.refunderOf(tx, inv.paymentType);
    if (!adapter || !inv.providerRef) throw new Error(`investment ${inv.id} cannot be refunded through ${inv.paymentType}`);
    await adapter.refund({ providerRef: inv.providerRef, amount: inv.amount, currency: ctx.currency, idempotencyKey: key });
  }
  const cost = refundCost(inv.paymentType, inv.gatewayFee);
  const transfer: TransferInput = {
    idempotencyKey: key,
    kind: 'investment_refund',
    actorId: ctx.actorId,
    campaignId: ctx.campaignId,
    memo:
      route === 'bank_transfer'
        ? `Refund of investment ${inv.reference}: bank transfer to be sent by staff`
        : `Refund of investment ${inv.reference} to the ${route === 'wallet' ? 'wallet' : inv.paymentType}`,
    entries: [
      { account: { kind: 'campaign_escrow', currency: ctx.currency, campaignId: ctx.campaignId }, amount: -inv.amount },
      { account: destination(inv, route, ctx.currency), amount: inv.amount },
      ...(cost > 0
        ? [
            { account: { kind: 'gateway_clearing' as const, currency: ctx.currency, provider: inv.paymentType }, amount: -cost },
            { account: { kind: 'platform_costs' as const, currency: ctx.currency }, amount: cost },
          ]
        : []),
    ],
  };
  return { refunded: { investment: inv, route }, transfer };
}

/**
 * Refunds every confirmed investment given, in the caller's transaction: the providers' refunds
 * one by one, the investments marked refunded, and their ledger transfers returned for the caller
 * to post last, in one postMany with the rest of the campaign's money. That post locks the shared
 * accounts (investors' wallets, the platform's) in account order, so settlements running side by
 * side do not deadlock, and only until the commit, so they wait little on one another.
 */
export async function refundAll(
  tx: Database,
  ctx: RefundContext,
  confirmed: OpenInvestment[],
): Promise<{ refunded: Refunded[]; transfers: TransferInput[] }> {
  const refunds = [];
  for (const inv of confirmed) refunds.push(await refundOf(tx, ctx, inv));
  for (let i = 0; i < confirmed.length; i += 5_000)
    await tx
      .update(investments)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(
        inArray(
          investments.id,
          confirmed.slice(i, i + 5_000).map((inv) => inv.id),
        ),
      );
  return { refunded: refunds.map((r) => r.refunded), transfers: refunds.map((r) => r.transfer) };
}
