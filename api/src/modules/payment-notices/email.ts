import type { EmailTemplate } from '../../lib/mail/mailer';

/** Every money outcome a user is told about (spec §8 money messages). */
export const NOTICE_KINDS = [
  'investmentPaid',
  'investmentFailed',
  'investmentPendingOffline',
  'investmentConfirmed',
  'investmentRejected',
  'investmentReceived',
  'topUpSucceeded',
  'topUpFailed',
  'withdrawalRequested',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

type NoticeVars = { firstName: string; params: Record<string, string | number>; path: string };

const templates = new Map<NoticeKind, EmailTemplate<NoticeVars>>();

/**
 * The e-mail of one outcome: the notification's sentence, then where to see the details. Named
 * per outcome (payment-investment-paid...) so the outbox says which it was.
 */
export function paymentNoticeEmail(kind: NoticeKind): EmailTemplate<NoticeVars> {
  let template = templates.get(kind);
  if (!template) {
    template = {
      name: `payment-${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
      render: (t, v) => ({
        subject: t(`payments.email.subject.${kind}`, { ...v.params, siteName: v.siteName }),
        paragraphs: [t('payments.email.greeting', { firstName: v.firstName }), t(`payments.notify.${kind}`, v.params)],
        action: { label: t(`payments.email.action.${kind}`), url: `${v.publicUrl}${v.path}` },
      }),
    };
    templates.set(kind, template);
  }
  return template;
}
