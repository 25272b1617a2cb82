import { type CurrencyDisplay, formatMoney } from '@cf/domain';
import { formatInstant } from '@cf/domain/date-format';
import { getT, type UiLanguage } from '@cf/i18n';
import { Document, type DocumentProps, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { CONTRACT_FONTS } from '../../contracts/fonts';

/** Everything a settlement statement says: the settlement, its fee invoice and the payouts so far. */
export type StatementFacts = {
  lang: UiLanguage;
  siteName: string;
  timezone: string;
  campaignId: number;
  campaignName: string;
  companyName: string;
  ownerName: string;
  currency: CurrencyDisplay;
  outcome: 'successful' | 'unsuccessful' | 'cancelled';
  raised: number;
  feeBps: number;
  fee: number;
  refunded: number;
  net: number;
  paidOut: number;
  payable: number;
  settledAt: Date;
  payouts: { requestedAt: Date; amount: number; method: 'bank' | 'stripe_connect'; status: string; reference: string | null }[];
};

const styles = StyleSheet.create({
  page: { padding: 48, fontSize: 11, lineHeight: 1.5 },
  title: { fontSize: 18, fontWeight: 'bold', lineHeight: 1.6, marginBottom: 2 },
  site: { fontSize: 12, marginBottom: 14, color: '#444444' },
  heading: { fontSize: 14, fontWeight: 'bold', marginTop: 16, marginBottom: 6 },
  section: { marginBottom: 10, padding: 10, border: '1pt solid #bbbbbb' },
  row: { marginBottom: 4 },
  label: { fontWeight: 'bold' },
  total: { marginTop: 6, paddingTop: 6, borderTop: '1pt solid #888888', fontWeight: 'bold' },
  note: { marginTop: 6, color: '#444444' },
  footer: { position: 'absolute', bottom: 30, left: 48, right: 48, fontSize: 8, color: '#777777' },
});

const dateText = (date: Date, lang: string, timeZone: string) => formatInstant(date, lang, timeZone);

/** The statement and its fee invoice as a react-pdf document (no JSX: the API compiles plain TypeScript). */
function statementDocument(f: StatementFacts): ReactElement<DocumentProps> {
  const t = getT(f.lang);
  const k = (key: string, params: Record<string, string> = {}) => String(t(`payouts.statement.${key}`, params));
  const rtl = f.lang === 'ar';
  const align = { textAlign: rtl ? ('right' as const) : ('left' as const), direction: rtl ? ('rtl' as const) : ('ltr' as const) };
  const money = (minor: number) => formatMoney(minor, f.currency, f.lang);
  const date = (d: Date) => dateText(d, f.lang, f.timezone);
  const rate = `${new Intl.NumberFormat(f.lang, { maximumFractionDigits: 2 }).format(f.feeBps / 100)} %`;
  const line = (label: string, value: string, extra: (typeof styles.total)[] = []) =>
    h(Text, { key: label, style: [styles.row, align, ...extra] }, h(Text, { style: styles.label }, `${label}: `), value);

  return h(
    Document,
    { title: k('title'), author: f.siteName, subject: f.campaignName, language: f.lang, creator: f.siteName, producer: f.siteName },
    h(
      Page,
      { size: 'A4', style: [styles.page, { fontFamily: CONTRACT_FONTS }] },
      h(Text, { style: [styles.title, align] }, k('title')),
      h(Text, { style: [styles.site, align] }, f.siteName),
      h(
        View,
        { style: styles.section },
        line(k('campaign'), f.campaignName),
        line(k('company'), f.companyName),
        line(k('owner'), f.ownerName),
        line(k('settledAt'), date(f.settledAt)),
        line(k('outcome'), String(t(`payouts.site.outcome.${f.outcome}`))),
      ),
      h(
        View,
        { style: styles.section },
        line(k('raised'), money(f.raised)),
        line(k('fee', { rate }), `− ${money(f.fee)}`),
        f.refunded > 0 ? line(k('refunded'), `− ${money(f.refunded)}`) : null,
        line(k('net'), money(f.net), [styles.total]),
        line(k('paidOut'), money(f.paidOut)),
        line(k('payable'), money(f.payable)),
      ),
      h(Text, { style: [styles.heading, align] }, k('payouts')),
      f.payouts.length === 0
        ? h(Text, { style: [styles.row, align] }, k('noPayouts'))
        : h(
            View,
            { style: styles.section },
            ...f.payouts.map((p, i) =>
              h(
                Text,
                { key: i, style: [styles.row, align] },
                k('payoutLine', {
                  date: date(p.requestedAt),
                  amount: money(p.amount),
                  method: String(t(`payouts.site.methods.${p.method}`)),
                  status: String(t(`payouts.site.statuses.${p.status}`)),
                  reference: p.reference ?? '—',
                }),
              ),
            ),
          ),
      h(Text, { style: [styles.heading, align] }, k('invoiceTitle')),
      h(
        View,
        { style: styles.section },
        line(k('invoiceNumber'), `FEE-${f.campaignId}`),
        line(k('invoiceDate'), date(f.settledAt)),
        line(k('billedTo'), `${f.companyName} (${f.ownerName})`),
        h(Text, { style: [styles.row, align] }, `${k('invoiceLine', { rate, raised: money(f.raised) })}: ${money(f.fee)}`),
        line(k('invoiceTotal'), money(f.fee), [styles.total]),
        h(Text, { style: [styles.note, align] }, k('invoiceNote')),
      ),
      h(Text, { style: [styles.footer, align], fixed: true }, k('footer', { siteName: f.siteName, campaignId: String(f.campaignId) })),
    ),
  );
}

export const renderStatement = (facts: StatementFacts): Promise<Buffer> => renderToBuffer(statementDocument(facts));
