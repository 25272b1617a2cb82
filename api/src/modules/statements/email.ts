import type { CurrencyDisplay } from '@cf/domain';
import type { StatementCurrency } from '@cf/domain/schemas/statements';
import { formatMoney } from '@cf/domain';
import type { EmailTemplate } from '../../lib/mail/mailer';
import { datesText, periodLabel } from './format';

export type StatementEmailVars = {
  firstName: string;
  lang: string;
  period: string;
  firstDay: string;
  lastDay: string;
  currencies: (StatementCurrency & { display: CurrencyDisplay })[];
  /** The site's download route of this statement (signed-in). */
  path: string;
};

/**
 * The statement's e-mail: the quarter, each currency's opening and closing balance and what was
 * received, and a link to the PDF (the mailer sends no attachments; the link needs a sign-in).
 */
export const statementEmail: EmailTemplate<StatementEmailVars> = {
  name: 'investor-statement',
  render: (t, v) => {
    const period = periodLabel(t, v.period);
    return {
      subject: String(t('statements.email.subject', { period, siteName: v.siteName })),
      paragraphs: [
        String(t('statements.email.greeting', { firstName: v.firstName })),
        String(t('statements.email.ready', { period, dates: datesText(t, v.lang, v.firstDay, v.lastDay) })),
        ...v.currencies.map((c) =>
          String(
            t('statements.email.currency', {
              currency: c.currencyCode,
              opening: formatMoney(c.opening, c.display, v.lang),
              closing: formatMoney(c.closing, c.display, v.lang),
              received: formatMoney(c.lines.distributions, c.display, v.lang),
            }),
          ),
        ),
      ],
      action: { label: String(t('statements.email.action')), url: `${v.publicUrl}${v.path}` },
      footnote: String(t('statements.email.footnote')),
    };
  },
};
