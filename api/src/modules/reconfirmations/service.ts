import { campaignMaterialChanges, campaigns, currencies, type Database, investments } from '@cf/db';
import { ConflictError, formatMoney, NotFoundError } from '@cf/domain';
import { CAMPAIGN_STATUS } from '@cf/domain/campaign-status';
import { formatCalendarDay, formatInstant } from '@cf/domain/date-format';
import { thresholdReached } from '@cf/domain/settlement';
import {
  EARLY_CLOSE_MIN_LIVE_DAYS,
  EARLY_CLOSE_NOTICE_BUSINESS_DAYS,
  type EarlyCloseOut,
  type MaterialChangeOut,
  type OwnerProtectionOut,
  RECONFIRM_BUSINESS_DAYS,
  type ReconfirmationOut,
  type ReconfirmOut,
} from '@cf/domain/schemas/reconfirmations';
import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { readComplianceSettings } from '../compliance/settings';
import { lockOffer } from '../investments/offer';
import { endOfDayIn } from '../investments/withdraw';
import { type PayoutMessage, type PayoutNotices, siteZone, tellAll } from '../payouts/notices';
import { addBusinessDays, businessDeadline, dayIn } from './deadline';

const DAY_MS = 86_400_000;

type Caller = { id: string; lang: string };

const refused = (key: string, params?: Record<string, string>) =>
  new ConflictError(
    `reconfirmations.errors.${key}`,
    params ? [{ field: 'reconfirmation', message: `reconfirmations.errors.${key}`, params }] : [],
  );

const campaignTitle = sql<string>`coalesce(nullif(${campaigns.campaignName}, ''), nullif(${campaigns.companyName}, ''), ${campaigns.slug})`;

const campaignColumns = {
  id: campaigns.id,
  ownerId: campaigns.ownerId,
  status: campaigns.status,
  closingDate: campaigns.closingDate,
  openDate: campaigns.openDate,
  approvedAt: campaigns.approvedAt,
  createdAt: campaigns.createdAt,
  settledAt: campaigns.settledAt,
  earlyCloseNoticeAt: campaigns.earlyCloseNoticeAt,
  raisedAmount: campaigns.raisedAmount,
  minimumRaise: campaigns.minimumRaise,
  currencyCode: campaigns.currencyCode,
  title: campaignTitle,
};
type CampaignState = { status: number; settledAt: Date | null };

/** Live: active and its money still in escrow. */
export const isLive = (c: CampaignState) => c.status === CAMPAIGN_STATUS.active && !c.settledAt;

/** When the campaign went live: its approval, else the start of its opening day, else its creation. */
function liveSince(c: { approvedAt: Date | null; openDate: string | null; createdAt: Date }, timeZone: string): Date {
  if (c.approvedAt) return c.approvedAt;
  if (c.openDate) return new Date(endOfDayIn(c.openDate, timeZone).getTime() - DAY_MS);
  return c.createdAt;
}

async function regCf(db: Database): Promise<boolean> {
  return (await readComplianceSettings(db)).jurisdiction === 'us-reg-cf';
}

/**
 * A material change (17 CFR 227.304(c)): recorded on a live campaign under Reg CF; each paid
 * investment must be reconfirmed by the end of the 5th business day after it (site time zone).
 * The campaign's offer lock and row lock keep it from crossing a payment or a settlement.
 */
export async function recordMaterialChange(
  tx: Database,
  notices: PayoutNotices | null,
  by: { id: string; isStaff: boolean },
  campaignId: number,
  description: string,
  now = new Date(),
): Promise<MaterialChangeOut> {
  const [ref] = await tx.select({ ownerId: campaigns.ownerId }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!ref || (!by.isStaff && ref.ownerId !== by.id)) throw new NotFoundError();
  if (!(await regCf(tx))) throw refused('notRegCf');
  await lockOffer(tx, campaignId);
  const [campaign] = await tx.select(campaignColumns).from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  if (!campaign) throw new NotFoundError();
  if (!isLive(campaign)) throw refused('notLive');
  const reconfirmBy = businessDeadline(now, RECONFIRM_BUSINESS_DAYS, await siteZone(tx));
  const [change] = await tx
    .insert(campaignMaterialChanges)
    .values({ campaignId, description, reconfirmBy, createdBy: by.id, createdAt: now })
    .returning();
  // The newer change supersedes a pending request (one reconfirmation, against the latest change,
  // by the new deadline), but does not rescue an investment whose earlier deadline has passed
  // unreconfirmed (the job cancels it). Investments paid later are not asked: their payment takes
  // the offer lock held here, so it is not 'success' yet.
  const asked = await tx
    .update(investments)
    .set({ reconfirmChangeId: change!.id, reconfirmBy, reconfirmedAt: null, updatedAt: now })
    .where(
      and(
        eq(investments.campaignId, campaignId),
        eq(investments.status, 'success'),
        or(isNull(investments.reconfirmBy), isNotNull(investments.reconfirmedAt), gt(investments.reconfirmBy, now)),
      ),
    )
    .returning({ id: investments.id, investorId: investments.investorId });
  await tellAll(
    notices,
    tx,
    asked.map((a): PayoutMessage => ({
      userId: a.investorId,
      kind: 'reconfirmationAsked',
      params: { campaign: campaign.title },
      dates: { until: reconfirmBy },
      path: `/investments/${a.id}`,
    })),
  );
  return {
    id: change!.id,
    campaignId,
    description,
    reconfirmBy: reconfirmBy.toISOString(),
    investorsAsked: new Set(asked.map((a) => a.investorId)).size,
    investmentsAsked: asked.length,
  };
}

/** The investor's own investment (others 404), locked. */
async function ownInvestment(tx: Database, investor: Caller, id: string, lock: boolean) {
  const query = tx.select().from(investments).where(eq(investments.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.investorId !== investor.id) throw new NotFoundError();
  return row;
}

/** POST my-investment/:id/reconfirm: the investor keeps the investment, before the deadline only. */
export async function reconfirm(tx: Database, investor: Caller, id: string, now = new Date()): Promise<ReconfirmOut> {
  const investment = await ownInvestment(tx, investor, id, true);
  if (investment.status !== 'success' || !investment.reconfirmBy || investment.reconfirmedAt) throw refused('nothingPending');
  if (now.getTime() >= investment.reconfirmBy.getTime()) {
    const until = formatInstant(investment.reconfirmBy, investor.lang, await siteZone(tx), 'longDateTime');
    throw refused('tooLate', { until });
  }
  await tx.update(investments).set({ reconfirmedAt: now, updatedAt: now }).where(eq(investments.id, id));
  return { id, reconfirmedAt: now.toISOString() };
}

/** GET my-investment/:id/reconfirmation: what the investor is asked to reconfirm, if anything. */
export async function reconfirmation(db: Database, investor: Caller, id: string, now = new Date()): Promise<ReconfirmationOut> {
  const investment = await ownInvestment(db, investor, id, false);
  const change = investment.reconfirmChangeId
    ? (
        await db
          .select({ description: campaignMaterialChanges.description })
          .from(campaignMaterialChanges)
          .where(eq(campaignMaterialChanges.id, investment.reconfirmChangeId))
      )[0]
    : undefined;
  const pending =
    investment.status === 'success' &&
    !!investment.reconfirmBy &&
    !investment.reconfirmedAt &&
    now.getTime() < investment.reconfirmBy.getTime();
  return {
    pending,
    reconfirmBy: investment.reconfirmBy?.toISOString() ?? null,
    reconfirmedAt: investment.reconfirmedAt?.toISOString() ?? null,
    description: change?.description ?? null,
  };
}

async function targetNotReached(
  db: Database,
  campaign: { raisedAmount: number; minimumRaise: number | null; currencyCode: string | null },
  lang: string,
): Promise<ConflictError> {
  const [currency] = campaign.currencyCode
    ? await db.select().from(currencies).where(eq(currencies.code, campaign.currencyCode)).limit(1)
    : [];
  const money = (minor: number) => (currency ? formatMoney(minor, currency, lang) : String(minor));
  return refused('earlyCloseTargetNotReached', {
    target: money(Math.max(campaign.minimumRaise ?? 0, 1)),
    raised: money(campaign.raisedAmount),
  });
}

/**
 * POST campaign/:id/early-close (owner): after 21 days live and once its target is reached, the
 * closing day moves earlier, to a day at least 5 business days after today (site time zone); every
 * paid investor is told.
 */
export async function closeEarly(
  tx: Database,
  notices: PayoutNotices | null,
  owner: Caller,
  campaignId: number,
  closingDate: string,
  now = new Date(),
): Promise<EarlyCloseOut> {
  const [ref] = await tx.select({ ownerId: campaigns.ownerId }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!ref || ref.ownerId !== owner.id) throw new NotFoundError();
  if (!(await regCf(tx))) throw refused('notRegCf');
  await lockOffer(tx, campaignId);
  const [campaign] = await tx.select(campaignColumns).from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  if (!campaign) throw new NotFoundError();
  if (!isLive(campaign)) throw refused('notLive');
  const timeZone = await siteZone(tx);
  const from = new Date(liveSince(campaign, timeZone).getTime() + EARLY_CLOSE_MIN_LIVE_DAYS * DAY_MS);
  if (now.getTime() < from.getTime()) {
    throw refused('earlyCloseTooEarly', { from: formatInstant(from, owner.lang, timeZone, 'longDateTime') });
  }
  // 17 CFR 227.304(b): only once the target offering amount (the raise the close needs) is met.
  if (!thresholdReached(campaign.raisedAmount, campaign.minimumRaise)) throw await targetNotReached(tx, campaign, owner.lang);
  const earliest = addBusinessDays(dayIn(now, timeZone), EARLY_CLOSE_NOTICE_BUSINESS_DAYS);
  if (closingDate < earliest) throw refused('earlyCloseTooSoon', { earliest: formatCalendarDay(earliest, owner.lang) });
  if (campaign.closingDate && closingDate >= campaign.closingDate) {
    throw refused('earlyCloseNotEarlier', { closingDate: formatCalendarDay(campaign.closingDate, owner.lang) });
  }
  await tx.update(campaigns).set({ closingDate, earlyCloseNoticeAt: now, updatedAt: now }).where(eq(campaigns.id, campaignId));
  const investors = await tx
    .selectDistinct({ investorId: investments.investorId })
    .from(investments)
    .where(and(eq(investments.campaignId, campaignId), eq(investments.status, 'success')));
  // The last moment of the new closing day, in the reader's language and the site's time zone.
  const closes = new Date(endOfDayIn(closingDate, timeZone).getTime() - 60_000);
  await tellAll(
    notices,
    tx,
    investors.map((i): PayoutMessage => ({
      userId: i.investorId,
      kind: 'earlyClose',
      params: { campaign: campaign.title },
      dates: { closes },
      path: '/investments',
    })),
  );
  return { campaignId, closingDate, earlyCloseNoticeAt: now.toISOString(), investorsNotified: investors.length };
}

/** GET campaign/:id/investor-protection (owner): what the dashboard offers, and the latest material change. */
export async function ownerProtection(db: Database, owner: Caller, campaignId: number, now = new Date()): Promise<OwnerProtectionOut> {
  const [campaign] = await db.select(campaignColumns).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign || campaign.ownerId !== owner.id) throw new NotFoundError();
  const [isRegCf, timeZone] = await Promise.all([regCf(db), siteZone(db)]);
  const live = isLive(campaign);
  const [last] = await db
    .select()
    .from(campaignMaterialChanges)
    .where(eq(campaignMaterialChanges.campaignId, campaignId))
    .orderBy(desc(campaignMaterialChanges.createdAt), desc(campaignMaterialChanges.id))
    .limit(1);
  return {
    regCf: isRegCf,
    live,
    closingDate: campaign.closingDate,
    earlyCloseFrom: live ? new Date(liveSince(campaign, timeZone).getTime() + EARLY_CLOSE_MIN_LIVE_DAYS * DAY_MS).toISOString() : null,
    earliestClosingDate: addBusinessDays(dayIn(now, timeZone), EARLY_CLOSE_NOTICE_BUSINESS_DAYS),
    earlyCloseNoticeAt: campaign.earlyCloseNoticeAt?.toISOString() ?? null,
    lastChange: last
      ? { description: last.description, reconfirmBy: last.reconfirmBy.toISOString(), createdAt: last.createdAt.toISOString() }
      : null,
  };
}
