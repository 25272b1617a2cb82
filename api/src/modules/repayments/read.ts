import { type Database, paymentSessions, repaymentAllocations, repayments, users } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import { isLate, type Share } from '@cf/domain/repayments';
import type { RepaymentOut } from '@cf/domain/repayments-schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Caller, holdingsOf, repaymentCampaign, type RepaymentCampaign, type Role, roleIn, siteDay, termsOf } from './campaign';
import { type RepaymentRow, sharesOf } from './credit';

export function repaymentView(row: RepaymentRow, today: string, myShare: Share | null = null): RepaymentOut {
  return {
    id: row.id,
    campaignId: row.campaignId,
    number: row.number,
    kind: row.kind,
    currencyCode: row.currency,
    principal: row.principal,
    interest: row.interest,
    amount: row.amount,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    dueDate: row.dueDate,
    description: row.description,
    status: row.status,
    automatic: row.automatic,
    paymentType: row.paymentType,
    late: isLate(row, today),
    transferId: row.transferId,
    paidAt: row.paidAt,
    failedAt: row.failedAt,
    failureReason: row.failureReason,
    createdAt: row.createdAt,
    myShare,
  };
}

function campaignOut(c: RepaymentCampaign, holdings: { invested: number }[]) {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    investingType: c.investingType,
    status: c.status,
    currency: c.currency,
    interestRateBps: c.interestRateBps,
    investFrequency: c.investFrequency,
    termLengthMonths: c.termLengthMonths,
    paybackStartDate: c.paybackStartDate,
    repaymentMethod: c.repaymentMethod,
    maturityDate: c.maturityDate,
    redemptionTerms: c.redemptionTerms,
    principal: holdings.reduce((a, h) => a + h.invested, 0),
    investors: holdings.length,
  };
}

/**
 * An investor's own share of each repayment: what was credited for paid ones (their allocation),
 * what is planned for the others (the same split a payment would make today).
 */
async function sharesOfInvestor(
  db: Database,
  campaign: RepaymentCampaign,
  rows: RepaymentRow[],
  userId: string,
  holdings: { userId: string; invested: number }[],
) {
  const index = holdings.findIndex((h) => h.userId === userId);
  const paidIds = rows.filter((r) => r.status === 'paid').map((r) => r.id);
  const allocations = paidIds.length
    ? await db
        .select()
        .from(repaymentAllocations)
        .where(and(eq(repaymentAllocations.userId, userId), inArray(repaymentAllocations.repaymentId, paidIds)))
    : [];
  const weights = holdings.map((h) => h.invested);
  return new Map(
    rows.map((r) => {
      if (r.status === 'paid') {
        const a = allocations.find((x) => x.repaymentId === r.id);
        return [r.id, a ? { principal: a.principal, interest: a.interest, amount: a.amount } : null] as const;
      }
      return [r.id, index < 0 || r.status === 'declined' ? null : sharesOf(campaign, r, weights)[index]!] as const;
    }),
  );
}

/** GET {id}/get-repayment: the schedule and history, with totals; an investor sees their own shares. */
export async function scheduleFor(db: Database, caller: Caller, campaignId: number) {
  const campaign = await repaymentCampaign(db, campaignId);
  const role = await roleIn(db, campaign, caller);
  const [rows, holdings, today] = await Promise.all([
    db
      .select()
      .from(repayments)
      .where(eq(repayments.campaignId, campaign.id))
      .orderBy(asc(repayments.dueDate), asc(repayments.number), asc(repayments.createdAt)),
    holdingsOf(db, campaign.id),
    siteDay(db),
  ]);
  const mine = role === 'investor' ? await sharesOfInvestor(db, campaign, rows, caller.id, holdings) : null;
  const views = rows.map((r) => repaymentView(r, today, mine?.get(r.id) ?? null));
  const automaticRow = rows.find((r) => r.automatic && r.status !== 'paid');
  const enabled = campaign.repaymentMethod === 'automatic';
  return {
    campaign: campaignOut(campaign, holdings),
    role,
    canGenerate: role !== 'investor' && canGenerate(campaign, rows),
    automatic: { enabled, route: enabled ? ((automaticRow?.paymentType as 'wallet' | 'sandbox' | null) ?? 'wallet') : null },
    totals: {
      paid: views.filter((v) => v.status === 'paid').reduce((a, v) => a + v.amount, 0),
      owed: views.filter((v) => v.status !== 'paid' && v.status !== 'declined').reduce((a, v) => a + v.amount, 0),
      late: views.filter((v) => v.late).length,
    },
    repayments: views,
  };
}

/** A successful debt campaign with complete terms and no schedule yet. */
export function canGenerate(campaign: RepaymentCampaign, rows: Pick<RepaymentRow, 'number'>[]): boolean {
  return (
    campaign.investingType === 'debt' &&
    campaign.status === 4 &&
    termsOf(campaign, '2000-01-01') !== null &&
    !rows.some((r) => r.number !== null)
  );
}

/** GET {id}/get-single-repayment: one repayment for its receipt; allocations for owner and staff, an investor's own. */
export async function singleFor(db: Database, caller: Caller, repaymentId: string) {
  const [row] = await db.select().from(repayments).where(eq(repayments.id, repaymentId));
  if (!row) throw new NotFoundError();
  return singleView(db, caller, row);
}

export async function singleView(db: Database, caller: Caller, row: RepaymentRow) {
  const campaign = await repaymentCampaign(db, row.campaignId);
  const role: Role = await roleIn(db, campaign, caller);
  const [holdings, today, allocations, session] = await Promise.all([
    holdingsOf(db, campaign.id),
    siteDay(db),
    db
      .select({
        userId: repaymentAllocations.userId,
        name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        invested: repaymentAllocations.invested,
        principal: repaymentAllocations.principal,
        interest: repaymentAllocations.interest,
        amount: repaymentAllocations.amount,
      })
      .from(repaymentAllocations)
      .innerJoin(users, eq(users.id, repaymentAllocations.userId))
      .where(
        and(eq(repaymentAllocations.repaymentId, row.id), role === 'investor' ? eq(repaymentAllocations.userId, caller.id) : undefined),
      )
      .orderBy(sql`${repaymentAllocations.amount} desc`, repaymentAllocations.userId),
    role === 'owner' && row.status === 'processing' && row.sessionId
      ? db
          .select({ url: paymentSessions.checkoutUrl, status: paymentSessions.status })
          .from(paymentSessions)
          .where(eq(paymentSessions.id, row.sessionId))
      : Promise.resolve([]),
  ]);
  const mine = role === 'investor' ? ((await sharesOfInvestor(db, campaign, [row], caller.id, holdings)).get(row.id) ?? null) : null;
  return {
    repayment: repaymentView(row, today, mine),
    campaign: campaignOut(campaign, holdings),
    role,
    allocations,
    checkoutUrl: session[0]?.status === 'open' ? session[0].url : null,
  };
}
