import type { Database } from '@cf/db';
import { type CurrencyDisplay, formatMoney } from '@cf/domain';
import { codeOnlyDisplay, currencyDisplays } from '../../lib/currency-displays';
import type { EmailTemplate, Mailer } from '../../lib/mail/mailer';
import { recipientsOf, type Recipient } from './inform';
import { storeNotifications } from './service';

/** The e-mail variables every notice template reads. */
export type NoticeVars = { firstName: string; params: Record<string, string | number>; path: string };

/** One notice to one user: its sentence's key, its e-mail, where it points, and its parameters in the reader's language. */
export type Notice = {
  userId: string;
  type: string;
  messageKey: string;
  template: EmailTemplate<NoticeVars>;
  path: string;
  params: (reader: Recipient) => Record<string, string | number>;
};

/**
 * Tells users inside the transaction that moved the money or made the decision: a stored
 * notification and an outbox e-mail each, in the reader's notification language, rolled back with
 * the change. One read of the recipients, one insert of notifications and one of e-mails, however
 * many notices (not pushed: the bell counts them on the next page load). Deleted accounts are skipped.
 */
export async function tellInTransaction(mailer: Mailer | null, tx: Database, notices: Notice[]): Promise<void> {
  if (!mailer || notices.length === 0) return;
  const people = new Map((await recipientsOf(tx, [...new Set(notices.map((n) => n.userId))])).map((p) => [p.id, p]));
  const told = notices.flatMap((notice) => {
    const user = people.get(notice.userId);
    return user && user.status !== 'deleted' ? [{ user, notice, params: notice.params(user) }] : [];
  });
  await storeNotifications(
    tx,
    told.map(({ user, notice, params }) => ({
      userId: user.id,
      type: notice.type,
      messageKey: notice.messageKey,
      params,
      link: notice.path,
    })),
  );
  await mailer.sendMany(
    told.map(({ user, notice, params }) => ({
      to: user.email,
      userId: user.id,
      lang: user.notificationLanguage,
      template: notice.template,
      vars: { firstName: user.firstName, params, path: notice.path },
    })),
    tx,
  );
}

/**
 * Formats minor units of the given currencies in a reader's language (one query for all of them,
 * none for those the caller already read).
 */
export async function moneyFormatter(tx: Database, codes: string[], known: CurrencyDisplay[] = []) {
  const displays = await currencyDisplays(
    tx,
    codes.filter((code) => !known.some((c) => c.code === code)),
  );
  for (const c of known) displays.set(c.code, c);
  return (money: { amount: number; currency: string }, lang: string) =>
    formatMoney(money.amount, displays.get(money.currency) ?? codeOnlyDisplay(money.currency), lang);
}

const templates = new Map<string, EmailTemplate<NoticeVars>>();

/**
 * The e-mail of one notice of a feature's namespace: `<ns>.email.subject.<kind>`, the greeting,
 * the notification's sentence `<ns>.notify.<kind>`, then a button to where it points. `name` is
 * kept on the outbox row (payment-investment-paid...), so the outbox says which it was.
 */
export function noticeEmail(namespace: string, kind: string, name: string): EmailTemplate<NoticeVars> {
  const key = `${namespace}.${kind}`;
  let template = templates.get(key);
  if (!template) {
    template = {
      name,
      render: (t, v) => ({
        subject: t(`${namespace}.email.subject.${kind}`, { ...v.params, siteName: v.siteName }),
        paragraphs: [t(`${namespace}.email.greeting`, { firstName: v.firstName }), t(`${namespace}.notify.${kind}`, v.params)],
        action: { label: t(`${namespace}.email.action.${kind}`), url: `${v.publicUrl}${v.path}` },
      }),
    };
    templates.set(key, template);
  }
  return template;
}

/** camelCase → kebab-case, for template names. */
export const kebab = (kind: string) => kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
