import { type Database, investments, paymentSessions } from '@cf/db';
import { refundCost, refundRoute, type RefundRoute } from '@cf/domain/settlement';
import { eq, inArray } from 'drizzle-orm';
import { investmentKeys } from '../investments/index';
import { type AccountRef, post, type TransferInput } from '../ledger/index';
import type { PaymentRoutes } from '../payment-gateways/index';
import { PaymentProviderUnavailableError } from '../../providers/payments/index';
import type { OpenInvestment } from './read';

export type Refunded = { investment: OpenInvestment; route: RefundRoute };

/** What a refund needs to know of the site: where the money goes and who asks the providers. */
export type RefundContext = {
  campaignId: number;
  currency: string;
  walletModule: boolean;
  payments: PaymentRoutes;
  actorId: string | null;
};

/** What a refund needs of an investment, with its checkout's provider reference for a refund at the provider. */
export type Refundable = Pick<OpenInvestment, 'id' | 'investorId' | 'amount' | 'paymentType' | 'gatewayFee' | 'reference' | 'providerRef'>;

/**
 * How a caller names its refund. The key is the transfer's and the provider refund's, so a retry
 * after a crash is neither a second transfer nor a second refund. A refund to the wallet may keep
 * the caller's own kind (wallet_refund: "refunded to your wallet"); one that leaves the platform is
 * investment_refund, as at settlement.
 */
export type RefundAs = { idempotencyKey: string; walletKind?: 'wallet_refund'; memo?: string };

/** Where a refund's money goes: the investor's wallet, back to the provider it came from, or out by bank transfer. */
function destination(inv: Refundable, route: RefundRoute, currency: string): AccountRef {
  if (route === 'wallet') return { kind: 'investor_wallet', currency, userId: inv.investorId };
  // Back to the investor's MangoPay wallet (its transfer refunded): the mirror rises with it.
  if (route === 'provider' && inv.paymentType === 'mangopay') return { kind: 'regional_wallet', currency, userId: inv.investorId };
  // A bank transfer staff send back: the money leaves through the offline route it came in by.
  return { kind: 'gateway_clearing', currency, provider: route === 'bank_transfer' ? 'offline' : inv.paymentType };
}

function memoOf(inv: Refundable, route: RefundRoute, memo: string | undefined): string {
  const where =
    route === 'bank_transfer' ? 'bank transfer to be sent by staff' : `to the ${route === 'wallet' ? 'wallet' : inv.paymentType}`;
  if (memo) return `${memo} (${where})`;
  return route === 'bank_transfer' ? `Refund of investment ${inv.reference}: ${where}` : `Refund of investment ${inv.reference} ${where}`;
}

/**
 * THE refund of one confirmed investment in full (settlement, an investor's withdrawal, a Reg CF
 * cancellation): one transfer from the campaign's escrow to where the money goes back
 * (refundRoute). A card, PayPal, ACH or MangoPay payment is refunded through its provider first,
 * under the transfer's key. The provider's fee on it, kept by the provider, is the platform's cost:
 * the platform's own money covers it at the provider (clearing) and platform_costs records it.
 * Settlement's default key is `investment:{id}:refund`.
 */
export async function refundOf(
  tx: Database,
  ctx: RefundContext,
  inv: Refundable,
  as: RefundAs = { idempotencyKey: investmentKeys.refund(inv.id) },
): Promise<{ route: RefundRoute; transfer: TransferInput }> {
  const route = refundRoute(inv.paymentType, ctx.walletModule);
  const key = as.idempotencyKey;
  if (route === 'provider') {
    const adapter = await ctx.payments.refunderOf(tx, inv.paymentType);
    // A route switched off or without keys: a 502 the investor can read (the transaction rolls back, nothing moves).
    if (!adapter || !inv.providerRef)
      throw new PaymentProviderUnavailableError(`investment ${inv.id} cannot be refunded through ${inv.paymentType}`);
    await adapter.refund({ providerRef: inv.providerRef, amount: inv.amount, currency: ctx.currency, idempotencyKey: key });
  }
  const cost = refundCost(inv.paymentType, inv.gatewayFee);
  const transfer: TransferInput = {
    idempotencyKey: key,
    kind: route === 'wallet' ? (as.walletKind ?? 'investment_refund') : 'investment_refund',
    actorId: ctx.actorId,
    campaignId: ctx.campaignId,
    memo: memoOf(inv, route, as.memo),
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
  return { route, transfer };
}

/** Whether refunds go to the wallet: the site's wallet module (one reading of it, in the wallet module). */
export { walletModuleOn } from '../wallet/module-setting';

/**
 * One paid investment refunded on its own while its campaign is live (an investor's withdrawal,
 * a Reg CF cancellation), in the caller's transaction under its investing locks: refundOf's rule,
 * the transfer posted at once, under the caller's key. Returns where the money went. The caller
 * marks the investment refunded and puts its shares back on offer.
 */
export async function refundInvestment(
  tx: Database,
  ctx: Omit<RefundContext, 'campaignId' | 'currency'>,
  investment: typeof investments.$inferSelect,
  as: RefundAs,
): Promise<RefundRoute> {
  const [session] = investment.sessionId
    ? await tx
        .select({ providerRef: paymentSessions.providerRef })
        .from(paymentSessions)
        .where(eq(paymentSessions.id, investment.sessionId))
    : [];
  const { route, transfer } = await refundOf(
    tx,
    { ...ctx, campaignId: investment.campaignId, currency: investment.currency },
    { ...investment, providerRef: session?.providerRef ?? null },
    as,
  );
  await post(tx, transfer);
  return route;
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
  return {
    refunded: refunds.map((r, i) => ({ investment: confirmed[i]!, route: r.route })),
    transfers: refunds.map((r) => r.transfer),
  };
}
