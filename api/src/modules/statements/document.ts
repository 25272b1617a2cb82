import { type CurrencyDisplay, formatMoney } from '@cf/domain';
import { formatInstant } from '@cf/domain/date-format';
import type { StatementCurrency } from '@cf/domain/schemas/statements';
import { STATEMENT_LINES } from '@cf/domain/statements';
import { walletActivityType } from '@cf/domain/wallet';
import { getT, type UiLanguage } from '@cf/i18n';
import { Document, type DocumentProps, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
// The contracts' fonts (Noto Sans, Noto Naskh Arabic), registered once when that module loads.
import { CONTRACT_FONTS } from '../contracts/fonts';
import type { ActivityLine } from './figures';
import { datesText, periodLabel, signedMoney } from './format';

/** Everything a statement says, in the reader's language. */
export type StatementFacts = {
  lang: UiLanguage;
  siteName: string;
  timezone: string;
  investorName: string;
  period: string;
  firstDay: string;
  lastDay: string;
  issuedAt: Date;
  currencies: StatementCurrency[];
  displays: Map<string, CurrencyDisplay>;
  activity: ActivityLine[];
};

type Style = Parameters<typeof StyleSheet.create>[0][string];

const styles = StyleSheet.create({
  page: { padding: 44, paddingBottom: 60, fontSize: 10, lineHeight: 1.5 },
  title: { fontSize: 18, fontWeight: 'bold', lineHeight: 1.6 },
  site: { fontSize: 12, marginBottom: 12, color: '#444444' },
  facts: { marginBottom: 14 },
  section: { marginBottom: 14, padding: 10, border: '1pt solid #bbbbbb' },
  heading: { fontSize: 12, fontWeight: 'bold', marginBottom: 6 },
  row: { justifyContent: 'space-between', paddingVertical: 2 },
  total: { fontWeight: 'bold', borderTop: '1pt solid #888888', marginTop: 2, paddingTop: 3 },
  note: { fontSize: 9, color: '#444444', marginTop: 6 },
  cell: { paddingVertical: 2, paddingHorizontal: 3 },
  tableHead: { fontWeight: 'bold', borderBottom: '1pt solid #888888' },
  tableRow: { borderBottom: '0.5pt solid #dddddd' },
  footer: { position: 'absolute', bottom: 28, left: 44, right: 44, fontSize: 8, color: '#777777' },
});

/** The statement as a react-pdf document (no JSX: the API compiles plain TypeScript). */
export function statementDocument(facts: StatementFacts): ReactElement<DocumentProps> {
  const t = getT(facts.lang);
  const k = (key: string, params: Record<string, string> = {}) => String(t(`statements.pdf.${key}`, params));
  const rtl = facts.lang === 'ar';
  const align = { textAlign: rtl ? ('right' as const) : ('left' as const), direction: rtl ? ('rtl' as const) : ('ltr' as const) };
  const flow = { flexDirection: rtl ? ('row-reverse' as const) : ('row' as const) };
  // Amounts read left to right in every language: a sign stays before its amount.
  const ltr = { direction: 'ltr' as const };
  const period = periodLabel(t, facts.period);
  const line = (label: string, value: string, extra: Style = {}) =>
    h(View, { key: label, style: [styles.row, flow, extra] }, h(Text, { style: align }, label), h(Text, { style: ltr }, value));
  // Label and value side by side (not one nested text): bidi text measures right in both directions.
  const fact = (label: string, value: string) =>
    h(
      View,
      { key: label, style: [flow, { gap: 4 }] },
      h(Text, { style: [align, { fontWeight: 'bold' }] }, `${label}:`),
      h(Text, { style: align }, value),
    );
  const dateTime = { format: (d: Date) => formatInstant(d, facts.lang, facts.timezone, 'short') };

  const currencySection = (c: StatementCurrency) => {
    const display = facts.displays.get(c.currencyCode)!;
    const money = (minor: number) => formatMoney(minor, display, facts.lang);
    const signed = (minor: number) => signedMoney(minor, display, facts.lang);
    const { principal, interest, dividends, other } = c.received;
    return h(
      View,
      { key: c.currencyCode, style: styles.section, wrap: false },
      h(Text, { style: [styles.heading, align] }, k('currency', { currency: c.currencyCode })),
      line(k('opening'), money(c.opening)),
      ...STATEMENT_LINES.map((name) => line(k(`lines.${name}`), signed(c.lines[name]))),
      line(k('closing'), money(c.closing), styles.total),
      c.lines.distributions !== 0
        ? h(
            Text,
            { style: [styles.note, align] },
            `${k('received')}: ${k('principal')} ${money(principal)} · ${k('interest')} ${money(interest)} · ${k('dividends')} ${money(dividends)}` +
              (other !== 0 ? ` · ${k('otherReceived')} ${money(other)}` : ''),
          )
        : null,
      c.directInvestments !== 0 ? h(Text, { style: [styles.note, align] }, `${k('direct')}: ${money(c.directInvestments)}`) : null,
    );
  };

  const columns = [
    { width: '18%', text: (a: ActivityLine) => dateTime.format(a.createdAt) },
    { width: '62%', text: (a: ActivityLine) => [activityLabel(t, a.kind), a.campaign].filter(Boolean).join(' · ') },
    { width: '20%', text: (a: ActivityLine) => signedMoney(a.amount, facts.displays.get(a.currency)!, facts.lang) },
  ];
  const tableRow = (cells: string[], style: Style, key: string | number) =>
    h(
      View,
      { key, style: [flow, style], wrap: false },
      cells.map((text, i) =>
        h(
          Text,
          {
            key: i,
            style: [styles.cell, align, { width: columns[i]!.width }, i === 2 ? { ...ltr, textAlign: rtl ? 'left' : 'right' } : {}],
          },
          text,
        ),
      ),
    );

  return h(
    Document,
    {
      title: `${k('title')} ${period}`,
      author: facts.siteName,
      subject: facts.investorName,
      language: facts.lang,
      creator: facts.siteName,
    },
    h(
      Page,
      { size: 'A4', style: [styles.page, { fontFamily: CONTRACT_FONTS }] },
      h(Text, { style: [styles.title, align] }, `${k('title')} — ${period}`),
      h(Text, { style: [styles.site, align] }, facts.siteName),
      h(
        View,
        { style: styles.facts },
        fact(k('investor'), facts.investorName),
        fact(k('period'), `${period} (${datesText(t, facts.lang, facts.firstDay, facts.lastDay)})`),
        fact(k('issued'), dateTime.format(facts.issuedAt)),
      ),
      ...facts.currencies.map(currencySection),
      h(Text, { style: [styles.heading, align] }, k('activity')),
      facts.activity.length === 0
        ? h(Text, { style: align }, k('noActivity'))
        : h(
            View,
            null,
            tableRow([k('date'), k('details'), k('amount')], styles.tableHead, 'head'),
            ...facts.activity.map((a) =>
              tableRow(
                columns.map((c) => c.text(a)),
                styles.tableRow,
                a.id,
              ),
            ),
          ),
      h(
        Text,
        { style: [styles.footer, align], fixed: true },
        k('footer', { siteName: facts.siteName, period, investor: facts.investorName }),
      ),
    ),
  );
}

/** A wallet line's label, as the wallet page shows it: the spec's activity type, else the transfer's kind. */
function activityLabel(t: ReturnType<typeof getT>, kind: string): string {
  const activity = walletActivityType(kind);
  return String(activity === 'other' ? t(`wallet.kinds.${kind}`, { defaultValue: kind }) : t(`payments.activity.${activity}`));
}

export const renderStatement = (facts: StatementFacts): Promise<Buffer> => renderToBuffer(statementDocument(facts));
