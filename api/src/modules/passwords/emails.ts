import { ACCOUNT_RULES } from '@cf/domain';
import type { EmailTemplate } from '../../lib/mail/mailer';

/** The site's reset page reads the token from the query string (spec route /reset-password). */
export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

export const passwordResetEmail: EmailTemplate<{ firstName: string; token: string }> = {
  name: 'password-reset',
  // Staff reading the outbox see the link masked; only the e-mail sent carries the token.
  secrets: ['token'],
  render: (t, v) => ({
    subject: t('auth.email.passwordReset.subject', { siteName: v.siteName }),
    paragraphs: [
      t('auth.email.greeting', { firstName: v.firstName }),
      t('auth.email.passwordReset.body'),
      t('auth.email.passwordReset.expiry', { minutes: ACCOUNT_RULES.resetTokenSeconds / 60 }),
    ],
    action: { label: t('auth.email.passwordReset.action'), url: resetLink(v.publicUrl, v.token) },
    footnote: t('auth.email.passwordReset.footnote'),
  }),
};

/** Sent after every password change or reset: the owner learns of a change they did not make. */
export const passwordChangedEmail: EmailTemplate<{ firstName: string }> = {
  name: 'password-changed',
  render: (t, v) => ({
    subject: t('auth.email.passwordChanged.subject', { siteName: v.siteName }),
    paragraphs: [t('auth.email.greeting', { firstName: v.firstName }), t('auth.email.passwordChanged.body')],
    action: { label: t('auth.email.passwordReset.action'), url: `${v.publicUrl}/forgot-password` },
    footnote: t('auth.email.passwordChanged.footnote'),
  }),
};
