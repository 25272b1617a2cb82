import type { EmailTemplate } from '../../lib/mail/mailer';

/** Sent to the NEW address: following the link switches the account to it. */
export const emailChangeConfirmTemplate: EmailTemplate<{ name: string; url: string; hours: number }> = {
  name: 'email-change-confirm',
  render: (t, v) => ({
    subject: t('identity.profile.emailChange.subject'),
    paragraphs: [t('identity.profile.emailChange.greeting', { name: v.name }), t('identity.profile.emailChange.body', v)],
    action: { label: t('identity.profile.emailChange.action'), url: v.url },
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
