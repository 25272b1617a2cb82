import { campaigns, currencies, type Database, investmentSettings, savedInvestments } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import type { INVESTMENT_PAYMENT_TYPES } from '@cf/domain/schemas/investments';
import type { SaveInvestmentInput } from '@cf/domain/schemas/saved-investments';
import { and, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import { recordCampaignActivity } from '../activity/index';
import { checkInvestment } from '../investments/index';

type Investor = { id: string; email: string };
type PaymentType = (typeof INVESTMENT_PAYMENT_TYPES)[number];

const columns = {
  id: savedInvestments.id,
  campaignId: savedInvestments.campaignId,
  campaign: { slug: campaigns.slug, name: campaigns.companyName },
  currency: { code: currencies.code, symbol: currencies.symbol, displayFormat: currencies.displayFormat, decimals: currencies.decimals },
  amount: savedInvestments.amount,
  shares: savedInvestments.shares,
  paymentType: sql<PaymentType | null>`${savedInvestments.paymentType}`,
  createdAt: savedInvestments.createdAt,
  updatedAt: savedInvestments.updatedAt,
  expiresAt: savedInvestments.expiresAt,
};

/** The caller's saved investments with their campaign and currency (one query; the where picks whose). */
function readSaved(db: Database, where: SQL | undefined) {
  return db
    .select(columns)
    .from(savedInvestments)
    .innerJoin(campaigns, eq(campaigns.id, savedInvestments.campaignId))
    .innerJoin(currencies, eq(currencies.code, savedInvestments.currency))
    .where(where)
    .orderBy(desc(savedInvestments.updatedAt), desc(savedInvestments.id));
}

/** The expiry setting, read by the statement that writes the row. */
const expiresAt = sql`now() + make_interval(days => (select ${investmentSettings.savedInvestmentExpiryDays} from ${investmentSettings} limit 1))`;

/**
 * POST /save-investment: the invest page's ask is checked by the invest flow's own rules (an open
 * campaign, the investor allowed, the amount within the limits and whole shares, nothing past what
 * is left) and kept; saving again for the same campaign replaces it and restarts its expiry.
 */
export async function saveInvestment(db: Database, investor: Investor, input: SaveInvestmentInput, lang: string) {
  return db.transaction(async (tx) => {
    // Saving is not investing: the accredited-investor box is ticked when they invest (approval is still checked).
    const quote = await checkInvestment(tx, investor, { ...input, accreditedInvestor: true }, lang);
    const values = { amount: quote.amount, shares: quote.shares, currency: quote.currencyCode, paymentType: input.paymentType ?? null };
    const [row] = await tx
      .insert(savedInvestments)
      .values({ userId: investor.id, campaignId: quote.campaignId, ...values, expiresAt })
      .onConflictDoUpdate({
        target: [savedInvestments.userId, savedInvestments.campaignId],
        set: { ...values, updatedAt: new Date(), expiresAt },
      })
      .returning({ id: savedInvestments.id });
    await recordCampaignActivity(tx, {
      userId: investor.id,
      type: 'saved-investment',
      messageKey: 'identity.activity.investmentSaved',
      campaignId: quote.campaignId,
      params: { amountMinor: quote.amount, currency: quote.currencyCode },
    });
    const [saved] = await readSaved(tx, eq(savedInvestments.id, row!.id));
    return saved!;
  });
}

/** GET /save-investment: the caller's, last saved first. */
export const listSaved = (db: Database, userId: string) => readSaved(db, eq(savedInvestments.userId, userId));

/** GET /save-investment/check-saved-investment: the caller's saved one for a campaign, or null. */
export async function savedFor(db: Database, userId: string, campaignId: number) {
  const [row] = await readSaved(db, and(eq(savedInvestments.userId, userId), eq(savedInvestments.campaignId, campaignId)));
  return row ?? null;
}

/** DELETE /save-investment/delete-saved-investment-user/:id: only the owner's own (anyone else: 404). */
export async function deleteOwn(db: Database, userId: string, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(savedInvestments)
      .where(and(eq(savedInvestments.id, id), eq(savedInvestments.userId, userId)))
      .returning({ campaignId: savedInvestments.campaignId });
    if (!row) throw new NotFoundError();
    await recordCampaignActivity(tx, {
      userId,
      type: 'saved-investment',
      messageKey: 'identity.activity.savedInvestmentRemoved',
      campaignId: row.campaignId,
    });
    return { id, deleted: true as const };
  });
}

/**
 * A campaign that succeeded or failed keeps no saved investments (spec §4). One statement, in
 * the settlement's transaction.
 */
export async function removeSavedInvestmentsOf(tx: Database, campaignId: number): Promise<number> {
  const removed = await tx
    .delete(savedInvestments)
    .where(eq(savedInvestments.campaignId, campaignId))
    .returning({ id: savedInvestments.id });
  return removed.length;
}

/** The expiry job's work: every saved investment past its date, in one statement (running it again removes nothing more). */
export async function removeExpired(db: Database, now: Date): Promise<number> {
  const removed = await db.delete(savedInvestments).where(lte(savedInvestments.expiresAt, now)).returning({ id: savedInvestments.id });
  return removed.length;
}
