import type { EmailTemplate } from '../../lib/mail/mailer';

/** An invitation to join, in the inviter's language (the invitee has no language of their own yet). */
export const inviteTemplate: EmailTemplate<{ inviter: string; url: string }> = {
  name: 'invite',
  render: (t, v) => ({
    subject: t('identity.invites.email.subject', v),
    paragraphs: [t('identity.invites.email.body', v)],
    action: { label: t('identity.invites.email.action', v), url: v.url },
    footnote: t('identity.invites.email.footnote', v),
  }),
};
