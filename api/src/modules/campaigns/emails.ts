import type { EmailTemplate } from '../../lib/mail/mailer';

/** The link of a team invitation: the site's page that accepts it once signed in. */
export const teamInviteLink = (publicUrl: string, token: string) => `${publicUrl}/team-invite?token=${encodeURIComponent(token)}`;

/** The invitation to join a campaign's team: accepting links the signed-in user with this address. */
export const teamInviteEmail: EmailTemplate<{
  name: string;
  inviter: string;
  role: string;
  campaign: string;
  token: string;
  days: number;
}> = {
  name: 'campaign-team-invite',
  // Staff reading the outbox see the link masked; only the e-mail sent carries the token.
  secrets: ['token'],
  render: (t, v) => ({
    subject: t('campaigns.emails.teamInvite.subject', { campaign: v.campaign, siteName: v.siteName }),
    paragraphs: [
      t('campaigns.emails.greeting', { name: v.name }),
      t('campaigns.emails.teamInvite.body', { inviter: v.inviter, role: v.role, campaign: v.campaign }),
    ],
    action: { label: t('campaigns.emails.teamInvite.action'), url: teamInviteLink(v.publicUrl, v.token) },
    footnote: t('campaigns.emails.teamInvite.footnote', { days: v.days }),
  }),
};

/** A campaign the reader saved posted an update (sent when their campaignUpdates preference is on). */
export const campaignUpdateEmail: EmailTemplate<{ name: string; campaign: string; title: string; description: string; url: string }> = {
  name: 'campaign-update',
  render: (t, v) => ({
    subject: t('campaigns.emails.update.subject', { campaign: v.campaign }),
    paragraphs: [
      t('campaigns.emails.greeting', { name: v.name }),
      t('campaigns.emails.update.intro', { campaign: v.campaign }),
      v.title,
      v.description,
    ],
    action: { label: t('campaigns.emails.update.action'), url: v.url },
    footnote: t('campaigns.emails.update.footnote'),
  }),
};
