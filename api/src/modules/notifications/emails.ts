import type { EmailTemplate } from '../../lib/mail/mailer';

/** The digest of unread notifications (jobs/digests.ts). `items` are already in the user's language. */
export const digestEmail: EmailTemplate<{
  firstName: string;
  frequency: 'daily' | 'weekly' | 'monthly';
  items: string[];
  more: number;
}> = {
  name: 'notification-digest',
  render: (t, v) => ({
    subject: t('notify.digest.subject', { siteName: v.siteName }),
    paragraphs: [
      t('notify.digest.greeting', { firstName: v.firstName }),
      t('notify.digest.intro'),
      ...v.items.map((item) => `• ${item}`),
      ...(v.more > 0 ? [t('notify.digest.more', { count: v.more })] : []),
    ],
    action: { label: t('notify.digest.action'), url: `${v.publicUrl}/notifications` },
    footnote: t('notify.digest.footnote', { frequency: t(`notify.digest.frequency.${v.frequency}`) }),
  }),
};

/**
 * The e-mails of staff decisions. Each says the same sentence as the notification (with the
 * reason), then what to do next, with a link to the page concerned.
 */
export type DecisionEmailKind =
  | 'kycApproved'
  | 'kycDeclined'
  | 'accreditationApproved'
  | 'accreditationDeclined'
  | 'accountSuspended'
  | 'accountRestored'
  | 'deletionCompleted'
  | 'deletionRejected';

type DecisionVars = { firstName: string; messageKey: string; params: Record<string, string | number>; path: string | null };

const NEXT_STEP: Partial<Record<DecisionEmailKind, true>> = {
  kycDeclined: true,
  accreditationDeclined: true,
  accountSuspended: true,
  deletionCompleted: true,
};

const templates = new Map<DecisionEmailKind, EmailTemplate<DecisionVars>>();

export function decisionEmail(kind: DecisionEmailKind): EmailTemplate<DecisionVars> {
  let template = templates.get(kind);
  if (!template) {
    template = {
      name: `decision-${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
      render: (t, v) => ({
        subject: t(`notify.email.${kind}.subject`),
        paragraphs: [
          t('notify.email.greeting', { firstName: v.firstName }),
          t(v.messageKey, v.params),
          ...(NEXT_STEP[kind] ? [t(`notify.email.${kind}.next`)] : []),
        ],
        ...(v.path ? { action: { label: t(`notify.email.${kind}.action`), url: `${v.publicUrl}${v.path}` } } : {}),
      }),
    };
    templates.set(kind, template);
  }
  return template;
}
