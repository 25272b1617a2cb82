import { campaignReservations, campaigns, currencies, type Database } from '@cf/db';
import { CAMPAIGN_STATUS } from '@cf/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DepsOf } from '../../deps';
import { moneyFormatter, noticeEmail, tellInTransaction } from '../notifications/index';
import { investPathOf } from './service';

/** The notice's sentences: campaigns.reservations.notify.reservationOpen and its e-mail keys. */
const NAMESPACE = 'campaigns.reservations';
const KIND = 'reservationOpen';

/**
 * Tells each reserver of a campaign that just went live (in the transaction of the move): a
 * notification and an e-mail linking to the invest page filled with the reserved amount. Each
 * reservation is marked told once, so a second go-live (reactivation) tells nobody twice. Does
 * nothing when the campaign is not live.
 */
export async function notifyReservers(deps: DepsOf<'mailer'>, tx: Database, campaign: { id: number; status: number }): Promise<number> {
  if (campaign.status !== CAMPAIGN_STATUS.active) return 0;
  const told = await tx
    .update(campaignReservations)
    .set({ notifiedAt: new Date() })
    .where(
      and(
        eq(campaignReservations.campaignId, campaign.id),
        isNull(campaignReservations.cancelledAt),
        isNull(campaignReservations.notifiedAt),
      ),
    )
    .returning({ userId: campaignReservations.userId, amount: campaignReservations.amount, currency: campaignReservations.currency });
  if (told.length === 0) return 0;
  const codes = [...new Set(told.map((r) => r.currency))];
  const [[c], decimals, format] = await Promise.all([
    tx
      .select({ name: campaigns.campaignName, company: campaigns.companyName, slug: campaigns.slug })
      .from(campaigns)
      .where(eq(campaigns.id, campaign.id))
      .limit(1),
    tx.select({ code: currencies.code, decimals: currencies.decimals }).from(currencies).where(inArray(currencies.code, codes)),
    moneyFormatter(tx, codes),
  ]);
  const title = c ? c.name || c.company || c.slug : '';
  const template = noticeEmail(NAMESPACE, KIND, 'reservation-open');
  await tellInTransaction(
    deps.mailer,
    tx,
    told.map((r) => ({
      userId: r.userId,
      type: 'reservation',
      messageKey: `${NAMESPACE}.notify.${KIND}`,
      template,
      path: investPathOf(campaign.id, r.amount, decimals.find((d) => d.code === r.currency)?.decimals ?? 2),
      params: (reader) => ({ campaign: title, amount: format({ amount: r.amount, currency: r.currency }, reader.notificationLanguage) }),
    })),
  );
  return told.length;
}
