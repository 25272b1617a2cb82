import type { EmailTemplate } from '../../lib/mail/mailer';

/** The confirmation link of an e-mail change: the site's page that applies it. */
export const emailChangeLink = (publicUrl: string, token: string) => `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;

/** Sent to the NEW address: following the link switches the account to it. */
export const emailChangeConfirmTemplate: EmailTemplate<{ name: string; token: string; hours: number }> = {
  name: 'email-change-confirm',
  // Staff reading the outbox see the link masked; only the e-mail sent carries the token.
  secrets: ['token'],
  render: (t, v) => ({
    subject: t('identity.profile.emailChange.subject'),
    paragraphs: [
      t('identity.profile.emailChange.greeting', { name: v.name }),
      t('identity.profile.emailChange.body', { siteName: v.siteName, hours: v.hours }),
    ],
    action: { label: t('identity.profile.emailChange.action'), url: emailChangeLink(v.publicUrl, v.token) },
    footnote: t('identity.profile.emailChange.footnote'),
  }),
};

/** Sent to the OLD address once the change is done, so a hijack does not go unnoticed. */
export const emailChangedNoticeTemplate: EmailTemplate<{ name: string; newEmail: string }> = {
  name: 'email-changed',
  render: (t, v) => ({
    subject: t('identity.profile.emailChanged.subject'),
    paragraphs: [t('identity.profile.emailChanged.greeting', { name: v.name }), t('identity.profile.emailChanged.body', v)],
    footnote: t('identity.profile.emailChanged.footnote'),
  }),
};
