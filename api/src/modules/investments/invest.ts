import { accreditations, campaigns, currencies, type Database, investments, investmentSettings, kycParties, revenueSettings } from '@cf/db';
import { CAMPAIGN_STATUS, ConflictError, ForbiddenError, formatMoney, NotFoundError, ValidationError } from '@cf/domain';
import { quoteInvestment, type Offer } from '@cf/domain/investment-rules';
import type { InvestmentCheckInput, ProcessInvestmentInput } from '@cf/domain/schemas/investments';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DepsOf } from '../../deps';
import { post } from '../ledger/index';
import type { PaymentRoutes } from '../payment-gateways/index';
import { markSession, openSession, recordDebitSession } from '../payments/index';
import { isCheckoutProvider, isDebitProvider } from '@cf/domain/wallet';
import { settleInvestment } from './fulfil';
import { feesAt } from './fees';
import { hold, lockOffer, type OfferRow, releaseExpiredHolds, sell } from './offer';
import { investmentKeys } from './keys';
import { storeSignature } from './signature';
import { faultPoint } from '../../lib/fault-point';
import { checkCompliance } from '../compliance/index';

export type InvestDeps = DepsOf<'db' | 'storage' | 'config' | 'mailer' | 'realtime'> & {
  payments: PaymentRoutes;
  /** The provider key of this call's tries (providerKeyOf), when the client sent an Idempotency-Key. */
  attemptKey?: string | undefined;
};
export type Investor = { id: string; email: string };
type Campaign = NonNullable<Awaited<ReturnType<typeof campaignForInvesting>>>;

/**
 * The campaign, its currency and what the rules need to know about the investor and the settings,
 * in one query (after the offer lock, so the raised amount includes every committed investment).
 */
async function campaignForInvesting(db: Database, id: number, investorId: string) {
  const [row] = await db
    .select({
      id: campaigns.id,
      ownerId: campaigns.ownerId,
      status: campaigns.status,
      name: campaigns.companyName,
      slug: campaigns.slug,
      campaignName: campaigns.campaignName,
      investingType: campaigns.investingType,
      campaignType: campaigns.campaignType,
      accreditation: campaigns.campaignAccreditation,
      pricePerShare: campaigns.pricePerShare,
      availableShares: campaigns.availableShares,
      minimumInvestment: campaigns.minimumInvestment,
      maximumInvestment: campaigns.maximumInvestment,
      maximumRaise: campaigns.maximumRaise,
      raisedAmount: campaigns.raisedAmount,
      closingSince: campaigns.closingSince,
      currency: {
        code: currencies.code,
        symbol: currencies.symbol,
        displayFormat: currencies.displayFormat,
        decimals: currencies.decimals,
      },
      investor: {
        kyc: sql<string | null>`(select ${kycParties.status} from ${kycParties} where ${kycParties.userId} = ${investorId})`,
        accreditation: sql<string | null>`(select ${accreditations.status} from ${accreditations}
          where ${accreditations.userId} = ${investorId} order by ${accreditations.createdAt} desc limit 1)`,
      },
      settings: {
        kycRequired: sql<boolean | null>`(select ${investmentSettings.kycRequired} from ${investmentSettings} limit 1)`,
        reservationMinutes: sql<number | null>`(select ${investmentSettings.reservationMinutes} from ${investmentSettings} limit 1)`,
      },
      fees: {
        fixedSuccessFeeBps: sql<number | null>`(select ${revenueSettings.fixedSuccessFeeBps} from ${revenueSettings} limit 1)`,
        flexibleSuccessFeeBps: sql<number | null>`(select ${revenueSettings.flexibleSuccessFeeBps} from ${revenueSettings} limit 1)`,
      },
    })
    .from(campaigns)
    .innerJoin(currencies, eq(currencies.code, campaigns.currencyCode))
    .where(eq(campaigns.id, id));
  return row;
}

/** Who may invest at all: an open campaign, not one's own, accreditation and KYC as the rules ask. */
function assertEligible(campaign: Campaign | undefined, investor: Investor, input: InvestmentCheckInput): Campaign {
  if (!campaign || campaign.status < CAMPAIGN_STATUS.active || campaign.status === CAMPAIGN_STATUS.declined) throw new NotFoundError();
  if (campaign.status !== CAMPAIGN_STATUS.active) throw new ConflictError('invest.errors.notOpen');
  // Closed, settling the payments already made (settlement module): no new money.
  if (campaign.closingSince) throw new ConflictError('settlement.errors.closing');
  if (campaign.ownerId === investor.id) throw new ForbiddenError('invest.errors.ownCampaign');
  if (campaign.accreditation === 'accredited') {
    if (!input.accreditedInvestor) throw new ValidationError([{ field: 'accreditedInvestor', message: 'invest.errors.accreditedConfirm' }]);
    if (campaign.investor.accreditation !== 'approved') throw new ForbiddenError('invest.errors.accreditedOnly');
  }
  if ((campaign.settings.kycRequired ?? true) && campaign.investor.kyc !== 'approved')
    throw new ForbiddenError('invest.errors.kycRequired');
  return campaign;
}

/**
 * What the campaign has left to offer: the offer row as locked (or read, for a check), less the
 * holds that expired, which are released now.
 */
async function currentOffer(tx: Database, campaign: Campaign, locked?: OfferRow): Promise<Offer> {
  const offer = locked ?? (await lockOffer(tx, campaign.id));
  // Every hold has an amount: an offer holding nothing has no expired hold to release.
  const released = offer.amountHeld > 0 ? await releaseExpiredHolds(tx, campaign.id) : { shares: 0, amount: 0 };
  const sharesHeld = offer.sharesHeld - (released.shares ?? 0);
  const amountHeld = offer.amountHeld - released.amount;
  return {
    investingType: campaign.investingType,
    pricePerShare: campaign.pricePerShare,
    sharesLeft: campaign.availableShares === null ? null : campaign.availableShares - offer.sharesSold - sharesHeld,
    minimumInvestment: campaign.minimumInvestment,
    maximumInvestment: campaign.maximumInvestment,
    capLeft: campaign.maximumRaise === null ? null : campaign.maximumRaise - campaign.raisedAmount - amountHeld,
  };
}

const newReference = () => `INV-${randomBytes(5).toString('hex').toUpperCase()}`;

const SOLD_OUT = ['invest.errors.sharesAvailableOnly', 'invest.errors.fullyFunded', 'invest.errors.aboveCap'];

/** The rules and the price of an ask, on the offer as it stands (under its lock when investing). */
async function quoteAsk(db: Database, investor: Investor, input: InvestmentCheckInput, lang: string, locked?: OfferRow) {
  const campaign = assertEligible(await campaignForInvesting(db, input.campaignId, investor.id), investor, input);
  const format = (minor: number) => formatMoney(minor, campaign.currency, lang);
  const quote = quoteInvestment(
    await currentOffer(db, campaign, locked),
    input.shares !== undefined ? { shares: input.shares } : { amount: input.amount! },
    format,
  );
  if (!quote.ok) {
    // Losing a race for the last shares is a conflict with the state, not bad input.
    if (quote.errors.some((e) => SOLD_OUT.includes(e.message))) throw new ConflictError(quote.errors[0]!.message, quote.errors);
    throw new ValidationError(quote.errors);
  }
  return { campaign, quote };
}

/** process-investment-check: would this investment be accepted now? Nothing is held or bought. */
export async function checkInvestment(db: Database, investor: Investor, input: InvestmentCheckInput, lang: string) {
  const { campaign, quote } = await quoteAsk(db, investor, input, lang);
  // The investor-protection rules too, as a dry run: nothing is recorded for the regulator.
  await checkCompliance(db, investor, campaign, quote.amount, lang, input.riskAcknowledged ?? false, new Date(), { dryRun: true });
  return {
    campaignId: campaign.id,
    amount: quote.amount,
    shares: quote.shares,
    pricePerShare: quote.shares === null ? null : campaign.pricePerShare,
    currencyCode: campaign.currency.code,
  };
}

/**
 * Invests in a campaign (spec §4 investment process), in the caller's transaction: the rules, then
 * the campaign's offer is locked so the shares and amount are taken atomically. A wallet payment
 * moves the money into escrow at once; a hosted checkout (sandbox) holds the shares for the
 * reservation time; an offline payment holds them until staff confirm the bank transfer.
 */
export async function processInvestment(
  deps: InvestDeps,
  investor: Investor,
  input: ProcessInvestmentInput,
  context: { ip: string; lang: string },
) {
  const { db } = deps;
  // The console's gateway settings decide which routes investors may use (400 on paymentType when off).
  await deps.payments.assertRouteOn(db, input.paymentType);
  // The lock first: the campaign read after it sees every earlier investment's committed totals.
  const locked = await lockOffer(db, input.campaignId).catch(() => {
    throw new NotFoundError();
  });
  const { campaign, quote } = await quoteAsk(db, investor, input, context.lang, locked);
  // The operator's investor-protection rules (issue 16), in this transaction, before money moves.
  const marks = await checkCompliance(db, investor, campaign, quote.amount, context.lang, input.riskAcknowledged ?? false);
  const fees = feesAt(campaign.fees, campaign.campaignType, quote.amount, campaign.currency.code);
  const signature = await storeSignature(deps, investor.id, input.signature);
  // The route must take the campaign's currency (ACH: US dollars only), before anything is held.
  await deps.payments.assertRouteOn(db, input.paymentType, campaign.currency.code);
  const held = input.paymentType !== 'wallet';
  const checkout = isCheckoutProvider(input.paymentType) ? input.paymentType : null;
  // A hosted checkout holds the shares for the reservation time; a bank debit until it settles.
  const holdExpiresAt = checkout ? new Date(Date.now() + (campaign.settings.reservationMinutes ?? 30) * 60_000) : null;
  const values = {
    id: randomUUID(),
    campaignId: campaign.id,
    investorId: investor.id,
    currency: campaign.currency.code,
    amount: quote.amount,
    shares: quote.shares,
    pricePerShare: quote.shares === null ? null : campaign.pricePerShare,
    paymentType: input.paymentType,
    ...fees,
    holdExpiresAt,
    reference: newReference(),
    signatureType: input.signature.type,
    signatureValue: signature,
    signedAt: new Date(),
    signedIp: context.ip,
    accreditedConfirmed: input.accreditedInvestor ?? false,
    // An investor who chose to be anonymous in this campaign stays so: the choice covers every
    // investment of theirs in it, later ones too (read in the insert, no round trip of its own).
    anonymous: sql<boolean>`exists (select 1 from ${investments} where ${investments.investorId} = ${investor.id} and ${investments.campaignId} = ${campaign.id} and ${investments.anonymous})`,
    ...marks,
  };
  if (input.paymentType === 'wallet') {
    // Paid at once: the transfer first, so the investment is written once, already paid.
    const transfer = await post(db, {
      idempotencyKey: investmentKeys.paid(values.id),
      kind: 'investment',
      actorId: investor.id,
      campaignId: campaign.id,
      memo: `Investment ${values.reference} from the wallet`,
      entries: [
        { account: { kind: 'investor_wallet', currency: values.currency, userId: investor.id }, amount: -values.amount },
        { account: { kind: 'campaign_escrow', currency: values.currency, campaignId: campaign.id }, amount: values.amount },
      ],
    });
    const [paid] = await db
      .insert(investments)
      .values({ ...values, status: 'success', transferId: transfer.id, paidAt: new Date() })
      .returning();
    await sell(db, paid!, false);
    return { investment: paid!, campaign };
  }
  const [investment] = await db.insert(investments).values(values).returning();
  const row = investment!;
  if (held) await hold(db, campaign.id, { shares: row.shares, amount: row.amount });
  faultPoint('invest.held');
  if (input.paymentType === 'offline') return { investment: row, campaign };
  if (isDebitProvider(input.paymentType)) return { ...(await debitInvestment(deps, investor, row, campaign.name, input)), campaign };
  const session = await openSession(db, await deps.payments.startCheckout(db, checkout!, row.currency), {
    userId: investor.id,
    userEmail: investor.email,
    purpose: 'investment',
    subjectId: row.id,
    amount: row.amount,
    currency: row.currency,
    description: `Investment in ${campaign.name ?? 'a campaign'}`,
    successUrl: `${deps.config.publicUrl}/payment-receipt/${row.id}`,
    cancelUrl: `${deps.config.publicUrl}/receipt-fail?investment=${row.id}`,
    expiresAt: holdExpiresAt!,
  });
  const [withSession] = await db.update(investments).set({ sessionId: session.id }).where(eq(investments.id, row.id)).returning();
  faultPoint('invest.session-recorded');
  return { investment: withSession!, checkoutUrl: session.checkoutUrl, campaign };
}

/**
 * Pays a held investment by a debit route (ACH from a linked bank account, the MangoPay wallet):
 * the provider is asked to take the money; taken at once, the investment is fulfilled now, as a
 * webhook would; pending, the provider's settlement webhook fulfils it later.
 */
async function debitInvestment(
  deps: InvestDeps,
  investor: Investor,
  row: typeof investments.$inferSelect,
  campaignName: string | null,
  input: ProcessInvestmentInput,
) {
  const { db } = deps;
  const provider = input.paymentType as 'ach' | 'mangopay';
  const sessionId = randomUUID();
  const receiptUrl = `${deps.config.publicUrl}/payment-receipt/${row.id}`;
  const result = await deps.payments.debit(db, provider, {
    sessionId,
    purpose: 'investment',
    subjectId: row.id,
    userId: investor.id,
    amount: row.amount,
    currency: row.currency,
    description: `Investment in ${campaignName ?? 'a campaign'}`,
    achAccountId: input.achAccountId,
    // A retry of a try that rolled back asks the provider again under the same key: one debit.
    idempotencyKey: `debit:${deps.attemptKey ?? sessionId}`,
  });
  const session = await recordDebitSession(db, {
    id: sessionId,
    userId: investor.id,
    provider,
    purpose: 'investment',
    subjectId: row.id,
    amount: row.amount,
    currency: row.currency,
    providerRef: result.providerRef,
    receiptUrl,
    twin: result.twin,
  });
  if (result.outcome !== 'pending') {
    await markSession(db, session.id, result.outcome);
    await settleInvestment(db, row.id, provider, result.outcome === 'paid', deps);
  }
  const [current] = await db.update(investments).set({ sessionId }).where(eq(investments.id, row.id)).returning();
  return { investment: current! };
}
