import type { EmailTemplate } from '../../lib/mail/mailer';

/** The sign-up link of an invitation: `?invite=<invite id>.<mac>` (see token.ts). */
export const inviteLink = (publicUrl: string, inviteId: string, mac: string) => `${publicUrl}/signup?invite=${inviteId}.${mac}`;

/** An invitation to join, in the inviter's language (the invitee has no language of their own yet). */
export const inviteTemplate: EmailTemplate<{ inviter: string; inviteId: string; mac: string }> = {
  name: 'invite',
  // Staff reading the outbox see the link masked; only the e-mail sent carries the working link.
  secrets: ['mac'],
  render: (t, v) => ({
    subject: t('identity.invites.email.subject', v),
    paragraphs: [t('identity.invites.email.body', v)],
    action: { label: t('identity.invites.email.action', v), url: inviteLink(v.publicUrl, v.inviteId, v.mac) },
    footnote: t('identity.invites.email.footnote', v),
  }),
};
