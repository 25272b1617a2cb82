import { campaigns, type Database, investments } from '@cf/db';
import { CAMPAIGN_STATUS } from '@cf/domain/campaign-status';
import { ConflictError, NotFoundError } from '@cf/domain';
import { formatInstant } from '@cf/domain/date-format';
import type { ComplianceSettings } from '@cf/domain/schemas/compliance';
import type { RefundRoute } from '@cf/domain/settlement';
import { eq, sql } from 'drizzle-orm';
import { readComplianceSettings } from '../compliance/settings';
import type { PaymentRoutes } from '../payment-gateways/index';
import { lockSession } from '../payments/index';
import { type PayoutNotices, siteZone, tellAll } from '../payouts/notices';
import { refundInvestment, walletModuleOn } from '../settlement/refunds';
import { investmentKeys } from './keys';
import { lockOffer, unsell } from './offer';

/** Hours before the close when withdrawals stop: Reg CF has its own figure, every other regime the operator's. */
export const withdrawalHours = (settings: ComplianceSettings): number =>
  settings.jurisdiction === 'us-reg-cf' ? settings.regCfCancelHours : settings.cancelHoursBeforeClose;

/** The offset (ms) of a time zone from UTC at an instant; an unknown zone counts as UTC. */
function zoneOffset(timeZone: string, at: number): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(at));
  } catch {
    return 0;
  }
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(at / 1000) * 1000;
}

/** The end of a calendar day (midnight starting the next day) in a time zone, as an instant. */
export function endOfDayIn(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d + 1);
  // Two passes settle the offset across a daylight-saving change.
  let at = wall - zoneOffset(timeZone, wall);
  at = wall - zoneOffset(timeZone, at);
  return new Date(at);
}

/** The last moment an investor may withdraw: N hours before the closing day ends (site time zone); null without a closing date. */
export function withdrawableUntil(closingDate: string | null, timeZone: string, hours: number): Date | null {
  if (!closingDate) return null;
  return new Date(endOfDayIn(closingDate, timeZone).getTime() - hours * 3_600_000);
}

type CampaignState = { status: number; closingDate: string | null; settledAt: Date | null };

/** Only an active campaign whose money is still in escrow gives investments back. */
const campaignOpen = (campaign: CampaignState) => campaign.status === CAMPAIGN_STATUS.active && !campaign.settledAt;

async function deadlineOf(db: Database, closingDate: string | null) {
  const [settings, timeZone] = await Promise.all([readComplianceSettings(db), siteZone(db)]);
  return { until: withdrawableUntil(closingDate, timeZone, withdrawalHours(settings)), timeZone };
}

/**
 * What the investment page shows: until when this investment may be withdrawn, or null when it
 * cannot be now (not paid, campaign not open, window passed, or no closing date to count from —
 * the call itself still accepts that last case).
 */
export async function withdrawalOpenUntil(
  db: Database,
  status: string,
  campaign: CampaignState,
  reflectionEndsAt: Date | null = null,
  now = new Date(),
): Promise<Date | null> {
  if (status !== 'success' || !campaignOpen(campaign)) return null;
  const { until } = await deadlineOf(db, campaign.closingDate);
  const latest = laterOf(until, reflectionEndsAt);
  return latest && now.getTime() < latest.getTime() ? latest : null;
}

/** ECSP's reflection period may outlast the usual deadline: the investor keeps the later one. */
const laterOf = (deadline: Date | null, reflectionEndsAt: Date | null): Date | null =>
  reflectionEndsAt && deadline && reflectionEndsAt.getTime() > deadline.getTime() ? reflectionEndsAt : deadline;

/** What giving money back needs: the payment routes (a provider refund) and whether the wallet module is on. */
export type GiveBackContext = { payments: PaymentRoutes; walletModule: boolean };

/**
 * A paid investment's money back where it came from (settlement's refund rule, refundInvestment:
 * the wallet, the provider, or a bank transfer staff send; one transfer under the caller's key),
 * the investment marked refunded and its shares and amount back on offer. The caller holds the
 * investing locks (session, offer, investment row) and has checked the campaign. Returns where the
 * money went.
 */
export async function giveBack(
  tx: Database,
  ctx: GiveBackContext,
  investment: typeof investments.$inferSelect,
  transfer: { idempotencyKey: string; actorId: string | null; memo: string },
): Promise<RefundRoute> {
  const route = await refundInvestment(tx, { ...ctx, actorId: transfer.actorId }, investment, {
    idempotencyKey: transfer.idempotencyKey,
    walletKind: 'wallet_refund',
    memo: transfer.memo,
  });
  await tx.update(investments).set({ status: 'refunded', updatedAt: new Date() }).where(eq(investments.id, investment.id));
  await unsell(tx, investment);
  return route;
}

/** Where the investor is sent to see the money: their wallet when it went there, else the investment's page. */
export const refundPath = (route: RefundRoute, investment: { id: string; currency: string }): string =>
  route === 'wallet' ? `/settings/wallet?currency=${investment.currency}` : `/investments/${investment.id}`;

const refused = (key: string, params?: Record<string, string>) =>
  new ConflictError(`withdrawal.errors.${key}`, params ? [{ field: 'investment', message: `withdrawal.errors.${key}`, params }] : []);

/**
 * POST my-investment/{id}/withdraw: the investor takes back a paid investment of an active
 * campaign until N hours before its close. In the caller's transaction and in the investing lock
 * order (payment session, campaign offer, investment) so it cannot cross a settlement, a staff
 * refund or a second withdrawal: the money goes from escrow back where it came from (giveBack: the
 * wallet, the provider or a bank transfer; one transfer, its own key), the shares back on offer and the raised amount and investor count down (unsell, as a
 * staff refund does), and the investment is marked refunded.
 */
export async function withdrawInvestment(
  tx: Database,
  deps: { notices: PayoutNotices | null; payments: PaymentRoutes },
  investor: { id: string; lang: string },
  id: string,
  now = new Date(),
) {
  const [ref] = await tx
    .select({ investorId: investments.investorId, campaignId: investments.campaignId, sessionId: investments.sessionId })
    .from(investments)
    .where(eq(investments.id, id));
  if (!ref || ref.investorId !== investor.id) throw new NotFoundError();
  if (ref.sessionId) await lockSession(tx, ref.sessionId);
  await lockOffer(tx, ref.campaignId);
  const [campaign] = await tx
    .select({
      status: campaigns.status,
      closingDate: campaigns.closingDate,
      settledAt: campaigns.settledAt,
      ownerId: campaigns.ownerId,
      title: sql<string>`coalesce(nullif(${campaigns.campaignName}, ''), nullif(${campaigns.companyName}, ''), ${campaigns.slug})`,
    })
    .from(campaigns)
    .where(eq(campaigns.id, ref.campaignId))
    .for('update');
  const [investment] = await tx.select().from(investments).where(eq(investments.id, id)).for('update');
  if (!investment || !campaign) throw new NotFoundError();
  if (investment.status !== 'success') throw refused('notPaid');
  if (!campaignOpen(campaign)) throw refused('campaignClosed');
  const deadline = await deadlineOf(tx, campaign.closingDate);
  const timeZone = deadline.timeZone;
  const until = laterOf(deadline.until, investment.reflectionEndsAt);
  if (until && now.getTime() >= until.getTime()) {
    throw refused('tooLate', { until: formatInstant(until, investor.lang, timeZone, 'longDateTime') });
  }
  const walletModule = await walletModuleOn(tx);
  const route = await giveBack(tx, { payments: deps.payments, walletModule }, investment, {
    idempotencyKey: investmentKeys.withdrawal(investment.id),
    actorId: investor.id,
    memo: `Investment ${investment.reference} withdrawn by the investor`,
  });
  // The investor's confirmation and the owner's news, in the same transaction as the money.
  const money = { amount: investment.amount, currency: investment.currency };
  await tellAll(deps.notices, tx, [
    {
      userId: investment.investorId,
      kind: route === 'wallet' ? 'investmentWithdrawn' : 'investmentWithdrawnToSource',
      money,
      params: { campaign: campaign.title },
      path: refundPath(route, investment),
    },
    {
      userId: campaign.ownerId,
      kind: 'investorWithdrew',
      money,
      params: { campaign: campaign.title },
      path: `/campaign-dashboard/${investment.campaignId}/investments`,
    },
  ]);
  return { id: investment.id, status: 'refunded' as const, refundedAmount: investment.amount, currencyCode: investment.currency };
}
