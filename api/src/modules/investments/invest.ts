import { accreditations, campaigns, currencies, type Database, investments, investmentSettings, kycParties } from '@cf/db';
import { CAMPAIGN_STATUS, ConflictError, ForbiddenError, formatMoney, NotFoundError, ValidationError } from '@cf/domain';
import { quoteInvestment, type Offer } from '@cf/domain/investment-rules';
import type { InvestmentCheckInput, ProcessInvestmentInput } from '@cf/domain/schemas/investments';
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { DepsOf } from '../../deps';
import { post } from '../ledger/index';
import type { PaymentRoutes } from '../payment-gateways/index';
import { openSession } from '../payments/index';
import { expectedFees } from './fees';
import { hold, lockOffer, releaseExpiredHolds, sell } from './offer';
import { storeSignature } from './signature';

export type InvestDeps = DepsOf<'db' | 'storage' | 'config'> & { payments: PaymentRoutes };
export type Investor = { id: string; email: string };
type Campaign = NonNullable<Awaited<ReturnType<typeof campaignForInvesting>>>;

async function campaignForInvesting(db: Database, id: number) {
  const [row] = await db
    .select({
      id: campaigns.id,
      ownerId: campaigns.ownerId,
      status: campaigns.status,
      name: campaigns.companyName,
      investingType: campaigns.investingType,
      campaignType: campaigns.campaignType,
      accreditation: campaigns.campaignAccreditation,
      pricePerShare: campaigns.pricePerShare,
      availableShares: campaigns.availableShares,
      minimumInvestment: campaigns.minimumInvestment,
      maximumInvestment: campaigns.maximumInvestment,
      maximumRaise: campaigns.maximumRaise,
      raisedAmount: campaigns.raisedAmount,
      currency: {
        code: currencies.code,
        symbol: currencies.symbol,
        displayFormat: currencies.displayFormat,
        decimals: currencies.decimals,
      },
    })
    .from(campaigns)
    .innerJoin(currencies, eq(currencies.code, campaigns.currencyCode))
    .where(eq(campaigns.id, id));
  return row;
}

/** Who may invest at all: an open campaign, not one's own, accreditation and KYC as the rules ask. */
async function assertEligible(
  db: Database,
  campaign: Campaign | undefined,
  investor: Investor,
  input: InvestmentCheckInput,
): Promise<Campaign> {
  if (!campaign || campaign.status < CAMPAIGN_STATUS.active || campaign.status === CAMPAIGN_STATUS.declined) throw new NotFoundError();
  if (campaign.status !== CAMPAIGN_STATUS.active) throw new ConflictError('invest.errors.notOpen');
  if (campaign.ownerId === investor.id) throw new ForbiddenError('invest.errors.ownCampaign');
  if (campaign.accreditation === 'accredited') {
    if (!input.accreditedInvestor) throw new ValidationError([{ field: 'accreditedInvestor', message: 'invest.errors.accreditedConfirm' }]);
    const [latest] = await db
      .select({ status: accreditations.status })
      .from(accreditations)
      .where(eq(accreditations.userId, investor.id))
      .orderBy(desc(accreditations.createdAt))
      .limit(1);
    if (latest?.status !== 'approved') throw new ForbiddenError('invest.errors.accreditedOnly');
  }
  const [settings] = await db.select({ kycRequired: investmentSettings.kycRequired }).from(investmentSettings);
  if (settings?.kycRequired ?? true) {
    const [kyc] = await db.select({ status: kycParties.status }).from(kycParties).where(eq(kycParties.userId, investor.id));
    if (kyc?.status !== 'approved') throw new ForbiddenError('invest.errors.kycRequired');
  }
  return campaign;
}

/** What the campaign has left to offer, once expired holds are released (under the offer lock). */
async function currentOffer(tx: Database, campaign: Campaign): Promise<Offer> {
  await releaseExpiredHolds(tx, campaign.id);
  const offer = await lockOffer(tx, campaign.id);
  return {
    investingType: campaign.investingType,
    pricePerShare: campaign.pricePerShare,
    sharesLeft: campaign.availableShares === null ? null : campaign.availableShares - offer.sharesSold - offer.sharesHeld,
    minimumInvestment: campaign.minimumInvestment,
    maximumInvestment: campaign.maximumInvestment,
    capLeft: campaign.maximumRaise === null ? null : campaign.maximumRaise - campaign.raisedAmount - offer.amountHeld,
  };
}

const newReference = () => `INV-${randomBytes(5).toString('hex').toUpperCase()}`;

const SOLD_OUT = ['invest.errors.sharesAvailableOnly', 'invest.errors.fullyFunded', 'invest.errors.aboveCap'];

/** The rules and the price of an ask, on the offer as it stands (under its lock when investing). */
async function quoteAsk(db: Database, investor: Investor, input: InvestmentCheckInput, lang: string) {
  const campaign = await assertEligible(db, await campaignForInvesting(db, input.campaignId), investor, input);
  const format = (minor: number) => formatMoney(minor, campaign.currency, lang);
  const quote = quoteInvestment(
    await currentOffer(db, campaign),
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
  await lockOffer(db, input.campaignId).catch(() => {
    throw new NotFoundError();
  });
  const { campaign, quote } = await quoteAsk(db, investor, input, context.lang);
  const fees = await expectedFees(db, campaign.campaignType, quote.amount, campaign.currency.code);
  const signature = await storeSignature(deps, investor.id, input.signature);
  const [settings] = await db.select({ minutes: investmentSettings.reservationMinutes }).from(investmentSettings);
  const held = input.paymentType !== 'wallet';
  const checkout = input.paymentType === 'sandbox' || input.paymentType === 'stripe' ? input.paymentType : null;
  const holdExpiresAt = checkout ? new Date(Date.now() + (settings?.minutes ?? 30) * 60_000) : null;
  const [investment] = await db
    .insert(investments)
    .values({
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
    })
    .returning();
  const row = investment!;
  if (input.paymentType === 'wallet') {
    const transfer = await post(db, {
      idempotencyKey: `investment:${row.id}`,
      kind: 'investment',
      actorId: investor.id,
      campaignId: campaign.id,
      memo: `Investment ${row.reference} from the wallet`,
      entries: [
        { account: { kind: 'investor_wallet', currency: row.currency, userId: investor.id }, amount: -row.amount },
        { account: { kind: 'campaign_escrow', currency: row.currency, campaignId: campaign.id }, amount: row.amount },
      ],
    });
    await sell(db, row, false);
    const [paid] = await db
      .update(investments)
      .set({ status: 'success', transferId: transfer.id, paidAt: new Date() })
      .where(eq(investments.id, row.id))
      .returning();
    return { investment: paid! };
  }
  if (held) await hold(db, campaign.id, { shares: row.shares, amount: row.amount });
  if (input.paymentType === 'offline') return { investment: row };
  const session = await openSession(db, await deps.payments.startCheckout(db, checkout!), {
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
  return { investment: withSession!, checkoutUrl: session.checkoutUrl };
}
