import { type campaignUpdates, type Database, emailOutbox, emailPreferences, notifications, savedCampaigns, users } from '@cf/db';
import { directionOf, getT, uiLanguage } from '@cf/i18n';
import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { renderLayout } from '../../lib/mail/layout';
import { toPush } from '../notifications/index';
import { type CampaignDeps, siteContext } from './context';
import { campaignUpdateEmail } from './emails';
import type { CampaignRow } from './repository';
import { campaignTitle } from './team';

type NotificationRow = typeof notifications.$inferSelect;
type UpdateRow = typeof campaignUpdates.$inferSelect;

/** Rows per INSERT: one statement for a usual campaign, a few for a very followed one. */
const BATCH = 500;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));

/** Who saved (follows) a campaign, with what the update needs to reach them: one query. */
function followersOf(tx: Database, campaignId: number, exceptUserId: string) {
  return tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lang: users.notificationLanguage,
      // No preferences row means the defaults, where campaign updates are on.
      wantsEmail: sql<boolean>`coalesce(${emailPreferences.campaignUpdates}, true)`,
    })
    .from(savedCampaigns)
    .innerJoin(users, eq(users.id, savedCampaigns.userId))
    .leftJoin(emailPreferences, eq(emailPreferences.userId, users.id))
    .where(and(eq(savedCampaigns.campaignId, campaignId), eq(users.status, 'active'), ne(users.id, exceptUserId)));
}

/**
 * Tells a campaign's followers about an update, inside its transaction: a notification each and,
 * for those who want campaign-update e-mails, an e-mail in their language, each written with one
 * multi-row INSERT (the Mailer sends one e-mail per call, two queries each: here the outbox rows
 * are rendered the same way, with the same layout, and inserted together). Returns the
 * notifications to push once the transaction has committed.
 */
export async function notifyFollowers(
  deps: CampaignDeps,
  tx: Database,
  campaign: CampaignRow,
  update: UpdateRow,
  authorId: string,
): Promise<NotificationRow[]> {
  const followers = await followersOf(tx, campaign.id, authorId);
  if (followers.length === 0) return [];
  const name = campaignTitle(campaign);
  const link = `/campaign-detail-page/${campaign.slug}`;
  const messageKey = 'campaigns.updates.notification';
  const params = { campaign: name, title: update.title };
  const text = String(getT('en')(messageKey, params));

  const rows: NotificationRow[] = [];
  for (const part of chunks(followers))
    rows.push(
      ...(await tx
        .insert(notifications)
        .values(
          part.map((f) => ({ userId: f.id, type: 'campaign-update', messageKey, params, text, thumbnail: campaign.campaignImage, link })),
        )
        .returning()),
    );

  const recipients = followers.filter((f) => f.wantsEmail);
  if (recipients.length > 0) {
    const site = await siteContext(tx);
    const status = deps.config.mail.smtpUrl ? ('queued' as const) : ('kept' as const);
    const emails = recipients.map((f) => {
      const lang = uiLanguage(f.lang);
      const content = campaignUpdateEmail.render(getT(lang), {
        name: f.firstName,
        campaign: name,
        title: update.title,
        description: update.description,
        url: `${deps.config.publicUrl}${link}`,
        siteName: site.siteName,
        publicUrl: deps.config.publicUrl,
      });
      const rendered = renderLayout(content, { siteName: site.siteName, lang, dir: directionOf(lang), primaryColor: site.primaryColor });
      return { userId: f.id, to: f.email, ...rendered, template: campaignUpdateEmail.name, lang, status };
    });
    for (const part of chunks(emails)) await tx.insert(emailOutbox).values(part);
  }
  return rows;
}

/** After the commit: each follower's open tabs get the notification, with unread counts read in one query. */
export async function emitPushes(deps: CampaignDeps, rows: NotificationRow[]): Promise<void> {
  if (rows.length === 0) return;
  deps.mailer.kick();
  try {
    const ids = [...new Set(rows.map((r) => r.userId))];
    const counts = await deps.db
      .select({ userId: notifications.userId, value: count() })
      .from(notifications)
      .where(and(inArray(notifications.userId, ids), isNull(notifications.readAt)))
      .groupBy(notifications.userId);
    const unread = new Map(counts.map((c) => [c.userId, Number(c.value)]));
    for (const row of rows) {
      deps.realtime.emitToUser(row.userId, 'notification', toPush(row, unread.get(row.userId) ?? 0));
    }
  } catch {
    // The notifications are stored; a tab that missed the push sees them on its next load.
  }
}
