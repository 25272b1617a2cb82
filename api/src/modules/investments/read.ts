import { campaigns, currencies, type Database, investments, users } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import { eq } from 'drizzle-orm';

export type InvestmentRow = typeof investments.$inferSelect;

/** The answer's shape (investmentOut): never the signature or the payer's address. */
export const investmentAnswer = (row: InvestmentRow, checkoutUrl?: string) => ({
  id: row.id,
  campaignId: row.campaignId,
  status: row.status,
  paymentType: row.paymentType,
  amount: row.amount,
  shares: row.shares,
  pricePerShare: row.pricePerShare,
  currencyCode: row.currency,
  siteFee: row.siteFee,
  gatewayFee: row.gatewayFee,
  actualTakeaway: row.actualTakeaway,
  reference: row.reference,
  ...(checkoutUrl ? { checkoutUrl } : {}),
  holdExpiresAt: row.holdExpiresAt,
  createdAt: row.createdAt,
  paidAt: row.paidAt,
});

/** An investment, for its investor, the campaign's owner or staff; 404 for anyone else. */
export async function investmentFor(db: Database, viewer: { id: string; isAdmin: boolean }, id: string): Promise<InvestmentRow> {
  const [row] = await db
    .select({ investment: investments, ownerId: campaigns.ownerId })
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .where(eq(investments.id, id));
  if (!row || (row.investment.investorId !== viewer.id && row.ownerId !== viewer.id && !viewer.isAdmin)) throw new NotFoundError();
  return row.investment;
}

/** The receipt of an investment (spec /receipt/{id}, /payment-receipt/{id}): what, where, by whom. */
export async function receiptFor(db: Database, viewer: { id: string; isAdmin: boolean }, id: string) {
  const investment = await investmentFor(db, viewer, id);
  const [row] = await db
    .select({
      campaign: { id: campaigns.id, slug: campaigns.slug, name: campaigns.companyName },
      investor: { firstName: users.firstName, lastName: users.lastName },
      currency: {
        code: currencies.code,
        symbol: currencies.symbol,
        displayFormat: currencies.displayFormat,
        decimals: currencies.decimals,
      },
    })
    .from(campaigns)
    .innerJoin(users, eq(users.id, investment.investorId))
    .innerJoin(currencies, eq(currencies.code, investment.currency))
    .where(eq(campaigns.id, investment.campaignId));
  return { ...investmentAnswer(investment), ...row! };
}
