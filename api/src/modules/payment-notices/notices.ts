import { campaigns, type Database, investments, walletTopUps, withdrawals } from '@cf/db';
import type { CurrencyDisplay } from '@cf/domain';
import { eq } from 'drizzle-orm';
import { moneyFormatter, tellInTransaction } from '../notifications/index';
import type { DepsOf } from '../../deps';
import { type NoticeKind, paymentNoticeEmail } from './email';

type Money = { amount: number; currency: string };

/**
 * Who tells payers: the mailer (writes the outbox in the money's transaction) and the realtime hub.
 * Null only where there is no one to tell (the demo seed posting its history).
 */
export type Notices = DepsOf<'mailer' | 'realtime'> | null;

/** One message of one money outcome to one user. */
type Message = { userId: string; kind: NoticeKind; money: Money; params: Record<string, string | number>; path: string };

/**
 * Tells users about money outcomes, inside the transaction that moved the money: the notification
 * and the outbox e-mail, each in the user's notification language, rolled back with the money.
 */
async function tellAll(notices: Notices, tx: Database, messages: Message[], known: CurrencyDisplay[] = []): Promise<void> {
  if (!notices || messages.length === 0) return;
  const format = await moneyFormatter(
    tx,
    messages.map((m) => m.money.currency),
    known,
  );
  await tellInTransaction(
    notices.mailer,
    tx,
    messages.map((m) => ({
      userId: m.userId,
      type: 'payment',
      messageKey: `payments.notify.${m.kind}`,
      template: paymentNoticeEmail(m.kind),
      path: m.path,
      params: (reader) => ({ ...m.params, amount: format(m.money, reader.notificationLanguage) }),
    })),
  );
}

/** tellAll for one message. */
const tell = (
  notices: Notices,
  tx: Database,
  userId: string,
  kind: NoticeKind,
  money: Money,
  params: Record<string, string | number>,
  path: string,
) => tellAll(notices, tx, [{ userId, kind, money, params, path }]);

/** What a notice of an investment says: the investment, and its campaign's owner and names. */
export type InvestmentNoticed = {
  investment: typeof investments.$inferSelect;
  campaign: { id: number; ownerId: string; slug: string; campaignName: string | null; companyName: string | null };
};

async function investmentWithCampaign(tx: Database, id: string): Promise<InvestmentNoticed | undefined> {
  const [row] = await tx
    .select({
      investment: investments,
      campaign: {
        id: campaigns.id,
        ownerId: campaigns.ownerId,
        slug: campaigns.slug,
        campaignName: campaigns.campaignName,
        companyName: campaigns.companyName,
      },
    })
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .where(eq(investments.id, id));
  return row;
}

/** An investment's outcome for its investor; a paid one is news for the campaign's owner too. */
async function tellInvestment(
  notices: Notices,
  tx: Database,
  investment: string | InvestmentNoticed,
  kind: NoticeKind,
  known: CurrencyDisplay[] = [],
): Promise<void> {
  if (!notices) return;
  const row = typeof investment === 'string' ? await investmentWithCampaign(tx, investment) : investment;
  if (!row) return;
  const { investment: invested, campaign } = row;
  const money = { amount: invested.amount, currency: invested.currency };
  // The campaign's name as messages call it (campaigns' campaignTitle), without importing that module.
  const params = { campaign: campaign.campaignName || campaign.companyName || campaign.slug, reference: invested.reference };
  const failed = kind === 'investmentFailed' || kind === 'investmentRejected';
  const path = failed ? `/receipt-fail?investment=${invested.id}` : `/receipt/${invested.id}`;
  const paid = kind === 'investmentPaid' || kind === 'investmentConfirmed';
  await tellAll(
    notices,
    tx,
    [
      { userId: invested.investorId, kind, money, params, path },
      ...(paid
        ? [
            {
              userId: campaign.ownerId,
              kind: 'investmentReceived' as const,
              money,
              params,
              path: `/campaign-dashboard/${campaign.id}/investments`,
            },
          ]
        : []),
    ],
    known,
  );
}

/**
 * The hook of settleInvestment (checkout, webhook or staff decision), after the status is written:
 * offline payments are staff decisions (confirmed or rejected), the others paid or failed.
 */
export async function noticeInvestmentSettled(
  notices: Notices,
  tx: Database,
  investmentId: string,
  provider: string,
  paid: boolean,
): Promise<void> {
  const offline = provider === 'offline';
  const kind: NoticeKind = paid
    ? offline
      ? 'investmentConfirmed'
      : 'investmentPaid'
    : offline
      ? 'investmentRejected'
      : 'investmentFailed';
  await tellInvestment(notices, tx, investmentId, kind);
}

/**
 * The hook of a new investment (process-investment, check-and-process): a wallet payment is paid
 * at once; an offline one waits for staff; a hosted checkout is told about when it completes.
 */
export async function noticeInvestmentStarted(
  notices: Notices,
  tx: Database,
  investment: { id: string; status: string; paymentType: string },
  /** The investment as written, with its campaign and currency, when the caller has them: nothing is read again. */
  loaded?: InvestmentNoticed & { currency: CurrencyDisplay },
) {
  const subject = loaded ?? investment.id;
  const known = loaded ? [loaded.currency] : [];
  if (investment.status === 'success') await tellInvestment(notices, tx, subject, 'investmentPaid', known);
  else if (investment.status === 'pending' && investment.paymentType === 'offline')
    await tellInvestment(notices, tx, subject, 'investmentPendingOffline', known);
}

/** The hook of fulfilTopUp: the wallet was credited, or the payment failed ("Top-up process failed"). */
export async function noticeTopUp(notices: Notices, tx: Database, topUpId: string, paid: boolean): Promise<void> {
  const [topUp] = await tx.select().from(walletTopUps).where(eq(walletTopUps.id, topUpId));
  if (!topUp) return;
  const path = paid ? `/topup-receipt/${topUp.id}` : `/topup-fail?topUp=${topUp.id}`;
  await tell(
    notices,
    tx,
    topUp.userId,
    paid ? 'topUpSucceeded' : 'topUpFailed',
    { amount: topUp.amount, currency: topUp.currency },
    {},
    path,
  );
}

/** A withdrawal was requested and its money held. */
export async function noticeWithdrawalRequested(notices: Notices, tx: Database, withdrawalId: string): Promise<void> {
  const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
  if (!w) return;
  await tell(
    notices,
    tx,
    w.userId,
    'withdrawalRequested',
    { amount: w.amount, currency: w.currency },
    { last4: w.accountNumberLast4 },
    '/settings/wallet',
  );
}
