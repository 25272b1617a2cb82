import { type Database, repayments } from '@cf/db';
import { CAMPAIGN_STATUS, ConflictError } from '@cf/domain';
import { addMonths, MONTHS_PER_PERIOD, partsOf, repaymentSchedule, type ScheduleFrequency } from '@cf/domain/repayments';
import type { CreateRepaymentInput } from '@cf/domain/repayments-schemas';
import type { RepaymentKind } from '@cf/domain/repayments';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { type Caller, holdingsOf, managerRole, repaymentCampaign, type RepaymentCampaign, siteDay, termsOf } from './campaign';
import { scheduleFor } from './read';

/**
 * The debt campaign's schedule from its terms: one row per instalment, each amount the sum of the
 * investors' shares (interest rounded once per investor). The first is due on the payback start
 * date (or one period from today without one); with automatic repayment on, every instalment but
 * the first is debited on its due date. An instalment of nothing (a 0% loan's interest) is left out.
 */
async function insertSchedule(tx: Database, campaign: RepaymentCampaign, holdings: number[], createdBy: string) {
  if (campaign.investingType !== 'debt') throw new ConflictError('repayments.errors.notDebt');
  const [existing] = await tx
    .select({ n: count() })
    .from(repayments)
    .where(and(eq(repayments.campaignId, campaign.id), isNotNull(repayments.number)));
  if (existing!.n > 0) throw new ConflictError('repayments.errors.scheduleExists');
  const frequency = campaign.investFrequency as ScheduleFrequency | null;
  const firstDue = campaign.paybackStartDate ?? (frequency ? addMonths(await siteDay(tx), MONTHS_PER_PERIOD[frequency] ?? 1) : '');
  const terms = termsOf(campaign, firstDue);
  if (!terms || !MONTHS_PER_PERIOD[terms.frequency]) throw new ConflictError('repayments.errors.termsMissing');
  const automatic = campaign.repaymentMethod === 'automatic';
  const rows = repaymentSchedule(terms, holdings)
    .filter((i) => i.amount > 0)
    .map((i) => ({
      campaignId: campaign.id,
      number: i.number,
      // The last instalment returns the principal (with its period's interest).
      kind: i.principal > 0 ? ('return_of_investment' as const) : ('interest' as const),
      currency: campaign.currency.code,
      principal: i.principal,
      interest: i.interest,
      amount: i.amount,
      periodStart: i.periodStart,
      periodEnd: i.periodEnd,
      dueDate: i.dueDate,
      automatic: automatic && i.number > 1,
      paymentType: automatic && i.number > 1 ? 'wallet' : null,
      createdBy,
    }));
  await tx.insert(repayments).values(rows);
}

/** A campaign that may be repaid: successful, with confirmed investors (locked by the caller). */
async function repayable(tx: Database, campaign: RepaymentCampaign): Promise<number[]> {
  if (campaign.status !== CAMPAIGN_STATUS.successful) throw new ConflictError('repayments.errors.notSuccessful');
  const holdings = await holdingsOf(tx, campaign.id);
  if (holdings.length === 0) throw new ConflictError('repayments.errors.noInvestors');
  return holdings.map((h) => h.invested);
}

export type AdHocInput = { kind: RepaymentKind; amount: number; dueDate: string; description?: string | undefined };

/** One ad hoc dividend, interest or return of investment of a repayable campaign, in the caller's transaction. */
export async function addAdHoc(tx: Database, campaign: RepaymentCampaign, createdBy: string, input: AdHocInput) {
  await repayable(tx, campaign);
  const [row] = await tx
    .insert(repayments)
    .values({
      campaignId: campaign.id,
      kind: input.kind,
      currency: campaign.currency.code,
      ...partsOf(input.kind, input.amount),
      amount: input.amount,
      dueDate: input.dueDate,
      description: input.description || null,
      createdBy,
    })
    .returning();
  return row!;
}

/**
 * POST {id}/create-repayment (owner or staff, a successful campaign with investors): the debt
 * schedule, or one ad hoc dividend, interest or return of investment. The campaign row is locked,
 * so two requests cannot both make a schedule. Answers the campaign's schedule as get-repayment does.
 */
export async function createRepayment(db: Database, caller: Caller, campaignId: number, input: CreateRepaymentInput) {
  return db.transaction(async (tx) => {
    const campaign = await repaymentCampaign(tx, campaignId, true);
    await managerRole(tx, campaign, caller);
    if (input.type === 'schedule') await insertSchedule(tx, campaign, await repayable(tx, campaign), caller.id);
    else await addAdHoc(tx, campaign, caller.id, { ...input, kind: input.type });
    return scheduleFor(tx, caller, campaign.id);
  });
}
