import {
  campaigns,
  type Database,
  demoInvestmentPlan,
  DEMO_LOGINS,
  investments,
  ledgerTransfers,
  paymentSessions,
  seedDemoData,
  users,
  walletTopUps,
} from '@cf/db';
import { CAMPAIGN_STATUS } from '@cf/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { issueCertificatesFor } from '../certificates/index';
import { fulfil } from '../checkout/index';
import { expectedFees, hold, lockOffer, settleInvestment } from '../investments/index';
import { saveInvestment } from '../saved-investments/service';

/** The demo investor's wallet: funded by card top-ups in two currencies. */
const DEMO_TOP_UPS = [
  { currency: 'USD', amount: 5_000_00 },
  { currency: 'EUR', amount: 2_000_00 },
];

/**
 * The demo investor's saved investment, so the "Saved investments" entry shows: a live loan that
 * closes last among the open campaigns (settlement would remove it), for 1,000.00 by wallet.
 */
const DEMO_SAVED_INVESTMENT = { campaignSlug: 'codecraft-academy', amount: 1_000_00, paymentType: 'wallet' } as const;

/**
 * Posts the demo's money once, on a freshly seeded database: the planned investments are created
 * as offline bank transfers and confirmed through `settleInvestment` (what staff confirming a
 * transfer runs), and the demo investor's top-ups through the checkout fulfilment. So the
 * campaigns' raised amounts and investor counts come from the ledger, as in production.
 */
export async function seedDemoMoney(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [posted] = await tx.select({ id: ledgerTransfers.id }).from(ledgerTransfers).limit(1);
    if (posted) return;
    const plan = demoInvestmentPlan(now);
    const people = await tx
      .select({ id: users.id, email: users.email, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
      .from(users)
      .where(inArray(users.email, [...new Set([...plan.map((p) => p.investorEmail), DEMO_LOGINS.investor])]));
    const person = (email: string) => people.find((p) => p.email === email)!;
    const rows = await tx
      .select({
        id: campaigns.id,
        slug: campaigns.slug,
        type: campaigns.campaignType,
        currency: campaigns.currencyCode,
        price: campaigns.pricePerShare,
      })
      .from(campaigns)
      .where(inArray(campaigns.slug, [...new Set(plan.map((p) => p.campaignSlug))]));

    for (const [i, planned] of plan.entries()) {
      const campaign = rows.find((r) => r.slug === planned.campaignSlug)!;
      const currency = campaign.currency;
      if (!currency) throw new Error(`demo campaign ${campaign.slug} has no currency`);
      const investor = person(planned.investorEmail);
      await lockOffer(tx, campaign.id);
      const [row] = await tx
        .insert(investments)
        .values({
          campaignId: campaign.id,
          investorId: investor.id,
          currency,
          amount: planned.amount,
          shares: planned.shares,
          pricePerShare: planned.shares === null ? null : campaign.price,
          paymentType: 'offline',
          ...(await expectedFees(tx, campaign.type, planned.amount, currency)),
          reference: `DEMO-${String(i + 1).padStart(5, '0')}`,
          signatureType: 'typed',
          signatureValue: investor.name.slice(0, 20),
          signedAt: planned.paidAt,
          createdAt: planned.paidAt,
        })
        .returning();
      await hold(tx, campaign.id, { shares: row!.shares, amount: row!.amount });
      // No one is told about the demo's history.
      await settleInvestment(tx, row!.id, 'offline', true, null);
      await tx.update(investments).set({ paidAt: planned.paidAt, updatedAt: planned.paidAt }).where(eq(investments.id, row!.id));
    }
    // Settling stamps "now"; the demo's last investment is the latest planned one.
    await tx.execute(sql`
      update ${campaigns} c set last_investment_at = i.last
      from (select campaign_id, max(paid_at) as last from ${investments} where status = 'success' group by campaign_id) i
      where i.campaign_id = c.id`);
    // The demo's successful equity rounds come with their share certificates, issued as after a settlement.
    const successful = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.status, CAMPAIGN_STATUS.successful), eq(campaigns.investingType, 'equity')));
    for (const campaign of successful) await issueCertificatesFor(tx, campaign.id);

    const ines = person(DEMO_LOGINS.investor);
    for (const topUp of DEMO_TOP_UPS) {
      const [row] = await tx
        .insert(walletTopUps)
        .values({ userId: ines.id, currency: topUp.currency, amount: topUp.amount, fee: 0, provider: 'sandbox' })
        .returning();
      const [session] = await tx
        .insert(paymentSessions)
        .values({
          userId: ines.id,
          provider: 'sandbox',
          purpose: 'wallet_topup',
          subjectId: row!.id,
          amount: topUp.amount,
          currency: topUp.currency,
          checkoutUrl: '/settings/wallet',
          expiresAt: new Date(now.getTime() + 60_000),
        })
        .returning();
      await fulfil(tx, session!, 'paid', null);
    }

    // Saved through the invest page's own rules; it expires after the operator's expiry days, like any other.
    const [saved] = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.slug, DEMO_SAVED_INVESTMENT.campaignSlug));
    await saveInvestment(
      tx,
      ines,
      { campaignId: saved!.id, amount: DEMO_SAVED_INVESTMENT.amount, paymentType: DEMO_SAVED_INVESTMENT.paymentType },
      'en',
    );
  });
}

/** The demo data, then its money: what `npm start` and the test template load. */
export function seedDemo(db: Database): Promise<{ seeded: boolean }> {
  return seedDemoData(db, { then: (tx) => seedDemoMoney(tx) });
}
