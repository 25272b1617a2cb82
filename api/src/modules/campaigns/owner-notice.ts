import type { Database } from '@cf/db';
import type { DepsOf } from '../../deps';
import type { EmailTemplate } from '../../lib/mail/mailer';
import { notifyUser, type PendingNotification, recipientOf } from '../notifications/index';
import { campaignTitle } from './public-access';

/** Telling the owner: a notification (pushed after the commit) and an e-mail. */
export type OwnerNoticeDeps = DepsOf<'db' | 'realtime' | 'mailer'>;

/** What the owner is told about: each staff decision and the clock's closing of the campaign. */
export type CampaignDecision =
  'approved' | 'declined' | 'hidden' | 'inactivated' | 'reactivated' | 'featured' | 'successful' | 'unsuccessful';

/** Decisions whose e-mail says what the owner can do next. */
const NEXT_STEP: Partial<Record<CampaignDecision, true>> = { approved: true, declined: true, successful: true };

type DecisionVars = { firstName: string; decision: CampaignDecision; campaign: string; reason: string; path: string };

/** The owner's e-mail for a decision: the same sentence as the notification, the reason, the next step. */
export const campaignDecisionEmail: EmailTemplate<DecisionVars> = {
  name: 'campaign-decision',
  render: (t, v) => ({
    subject: t(`campaigns.review.email.subject.${v.decision}`, { campaign: v.campaign, siteName: v.siteName }),
    paragraphs: [
      t('campaigns.review.email.greeting', { firstName: v.firstName }),
      t(`campaigns.review.notify.${v.decision}`, { campaign: v.campaign }),
      ...(v.reason ? [t('campaigns.review.email.reason', { reason: v.reason })] : []),
      ...(NEXT_STEP[v.decision] ? [t(`campaigns.review.email.next.${v.decision}`)] : []),
    ],
    action: { label: t('campaigns.review.email.action'), url: `${v.publicUrl}${v.path}` },
  }),
};

type CampaignForNotice = {
  id: number;
  ownerId: string;
  slug: string;
  companyName: string | null;
  campaignName: string | null;
  companyLogo: string | null;
};

/** Decisions whose notification names the reason too, not only the e-mail. */
const REASONED = new Set<CampaignDecision>(['declined', 'hidden', 'inactivated']);

/**
 * Tells the owner about a decision inside its transaction: a notification (push it after the
 * commit with `emit`) and an e-mail in their notification language. Nothing for a deleted account.
 */

export async function informOwner(
  deps: OwnerNoticeDeps,
  tx: Database,
  campaign: CampaignForNotice,
  decision: CampaignDecision,
  reason: string | null,
): Promise<PendingNotification | null> {
  const owner = await recipientOf(tx, campaign.ownerId);
  if (!owner || owner.status === 'deleted') return null;
  const name = campaignTitle(campaign);
  const path = `/campaign-dashboard/${campaign.id}`;
  const pending = await notifyUser(deps, tx, {
    userId: owner.id,
    type: 'campaign-review',
    // A decision with a reason says it in the notification too, not only in the e-mail.
    messageKey: reason && REASONED.has(decision) ? `campaigns.review.notify.${decision}WithReason` : `campaigns.review.notify.${decision}`,
    params: reason && REASONED.has(decision) ? { campaign: name, reason } : { campaign: name },
    link: path,
    thumbnail: campaign.companyLogo,
  });
  await deps.mailer.send(
    {
      to: owner.email,
      userId: owner.id,
      lang: owner.notificationLanguage,
      template: campaignDecisionEmail,
      vars: { firstName: owner.firstName, decision, campaign: name, reason: reason ?? '', path },
    },
    tx,
  );
  return pending;
}
