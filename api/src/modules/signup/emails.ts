import { ACCOUNT_RULES } from '@cf/domain';
import type { EmailTemplate } from '../../lib/mail/mailer';

/** The activation link of the spec: /activate-account/{userId}/{token}/{authType}, authType "email". */
export const activationLink = (publicUrl: string, userId: string, token: string) =>
  `${publicUrl}/activate-account/${userId}/${token}/email`;

export const activationEmail: EmailTemplate<{ firstName: string; userId: string; token: string }> = {
  name: 'activation',
  // Staff reading the outbox see the link masked; only the e-mail sent carries the token.
  secrets: ['token'],
  render: (t, v) => ({
    subject: t('auth.email.activation.subject', { siteName: v.siteName }),
    paragraphs: [
      t('auth.email.greeting', { firstName: v.firstName }),
      t('auth.email.activation.body'),
      t('auth.email.activation.expiry', { hours: ACCOUNT_RULES.activationTokenSeconds / 3600 }),
    ],
    action: { label: t('auth.email.activation.action'), url: activationLink(v.publicUrl, v.userId, v.token) },
    footnote: t('auth.email.activation.footnote'),
  }),
};
