import type { EmailTemplate } from '../../lib/mail/mailer';

export const deletionReceivedTemplate: EmailTemplate<{ name: string }> = {
  name: 'deletion-request-received',
  render: (t, v) => ({
    subject: t('identity.deletion.email.subject'),
    paragraphs: [t('identity.deletion.email.greeting', v), t('identity.deletion.email.body', v), t('identity.deletion.email.legal')],
    footnote: t('identity.deletion.email.footnote'),
  }),
};
