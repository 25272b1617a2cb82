import { type CurrencyDisplay, formatMoney } from '@cf/domain';
import { formatInstant } from '@cf/domain/date-format';
import { getT, type UiLanguage } from '@cf/i18n';
import { Document, type DocumentProps, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { CONTRACT_FONTS } from './fonts';

/** Everything an investment contract says; the same shape for a preview and a signed contract. */
export type ContractFacts = {
  lang: UiLanguage;
  siteName: string;
  timezone: string;
  investorName: string;
  campaignName: string;
  companyName: string;
  investingType: 'equity' | 'debt';
  /** The owner's own contract (manageContract) is part of the agreement. */
  ownerContract: boolean;
  currency: CurrencyDisplay;
  amount: number;
  shares: number | null;
  pricePerShare: number | null;
  /** The signing time (or today, for a preview). */
  date: Date;
  reference: string | null;
  signature: ContractSignature | null;
};

export type ContractSignature = { ip: string | null } & ({ kind: 'typed'; text: string } | { kind: 'image'; image: Buffer });

const styles = StyleSheet.create({
  page: { padding: 48, fontSize: 11, lineHeight: 1.5 },
  title: { fontSize: 18, fontWeight: 'bold', lineHeight: 1.6, marginBottom: 2 },
  site: { fontSize: 12, marginBottom: 14, color: '#444444' },
  preview: { marginBottom: 12, padding: 8, backgroundColor: '#fff4d6', color: '#5c3d00' },
  paragraph: { marginBottom: 10 },
  section: { marginTop: 4, marginBottom: 12, padding: 10, border: '1pt solid #bbbbbb' },
  row: { marginBottom: 4 },
  label: { fontWeight: 'bold' },
  signature: { marginTop: 14, paddingTop: 10, borderTop: '1pt solid #888888' },
  typed: { fontSize: 18, marginBottom: 6 },
  image: { width: 200, height: 100, objectFit: 'contain', marginBottom: 6 },
  footer: { position: 'absolute', bottom: 30, left: 48, right: 48, fontSize: 8, color: '#777777' },
});

const dateText = (date: Date, lang: string, timeZone: string, withTime: boolean) =>
  formatInstant(date, lang, timeZone, withTime ? 'longDateTime' : 'date');

/** The investment contract as a react-pdf document (no JSX: the API compiles plain TypeScript). */
export function contractDocument(facts: ContractFacts): ReactElement<DocumentProps> {
  const t = getT(facts.lang);
  const k = (key: string, params: Record<string, string> = {}) => String(t(`invest.contract.${key}`, params));
  const rtl = facts.lang === 'ar';
  const align = { textAlign: rtl ? ('right' as const) : ('left' as const), direction: rtl ? ('rtl' as const) : ('ltr' as const) };
  const money = (minor: number) => formatMoney(minor, facts.currency, facts.lang);
  const number = (n: number) => new Intl.NumberFormat(facts.lang).format(n);
  const line = (label: string, value: string) =>
    h(Text, { key: label, style: [styles.row, align] }, h(Text, { style: styles.label }, `${label}: `), value);
  const p = (text: string) => h(Text, { style: [styles.paragraph, align] }, text);
  const equity = facts.investingType === 'equity' && facts.shares !== null && facts.pricePerShare !== null;
  const names = { investor: facts.investorName, campaign: facts.campaignName, company: facts.companyName, siteName: facts.siteName };
  const signature = facts.signature;

  return h(
    Document,
    {
      title: k('title'),
      author: facts.investorName,
      subject: facts.campaignName,
      language: facts.lang,
      creator: facts.siteName,
      producer: facts.siteName,
    },
    h(
      Page,
      { size: 'A4', style: [styles.page, { fontFamily: CONTRACT_FONTS }] },
      h(Text, { style: [styles.title, align] }, k('title')),
      h(Text, { style: [styles.site, align] }, facts.siteName),
      signature ? null : h(Text, { style: [styles.preview, align] }, k('preview')),
      p(k('intro', names)),
      h(
        View,
        { style: styles.section },
        line(k('investor'), facts.investorName),
        line(k('campaign'), facts.campaignName),
        line(k('company'), facts.companyName),
        line(k('amount'), money(facts.amount)),
        equity ? line(k('shares'), number(facts.shares!)) : null,
        equity ? line(k('pricePerShare'), money(facts.pricePerShare!)) : null,
        line(k('date'), dateText(facts.date, facts.lang, facts.timezone, false)),
        facts.reference ? line(k('reference'), facts.reference) : null,
      ),
      p(
        equity
          ? k('termsEquity', { ...names, shares: number(facts.shares!), price: money(facts.pricePerShare!), amount: money(facts.amount) })
          : k('termsDebt', { ...names, amount: money(facts.amount) }),
      ),
      facts.ownerContract ? p(k('ownerTerms', names)) : null,
      p(k('risk')),
      p(k('undertaking')),
      signature
        ? h(
            View,
            { style: styles.signature },
            h(Text, { style: [styles.label, align] }, k('signature')),
            signature.kind === 'typed'
              ? h(Text, { style: [styles.typed, align] }, signature.text)
              : h(Image, { src: signature.image, style: [styles.image, { alignSelf: rtl ? 'flex-end' : 'flex-start' }] }),
            line(k('signedBy'), facts.investorName),
            line(k('signedAt'), dateText(facts.date, facts.lang, facts.timezone, true)),
            signature.ip ? line(k('ipAddress'), signature.ip) : null,
          )
        : null,
      h(
        Text,
        { style: [styles.footer, align], fixed: true },
        facts.reference ? k('footer', { siteName: facts.siteName, reference: facts.reference }) : facts.siteName,
      ),
    ),
  );
}
