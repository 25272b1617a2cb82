import { getT, type UiLanguage } from '@cf/i18n';
import { formatInstant } from '@cf/domain/date-format';
import { Document, type DocumentProps, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
// The contracts' fonts (Noto Sans, IBM Plex Sans Arabic), registered once when that module loads.
import { CONTRACT_FONTS } from '../contracts/fonts';

/** Everything a certificate says, in the reader's language; `price` is already formatted. */
export type CertificateFacts = {
  lang: UiLanguage;
  siteName: string;
  timezone: string;
  number: number;
  type: 'equity' | 'converted';
  issuer: string;
  campaign: string;
  holder: string;
  shares: number;
  shareClass: string;
  price: string;
  issuedAt: Date;
  void: { at: Date; reason: string; replacedBy: number | null } | null;
};

const styles = StyleSheet.create({
  page: { padding: 56, fontSize: 11, lineHeight: 1.5 },
  frame: { border: '3pt double #7a5c1e', padding: 28, flexGrow: 1 },
  title: { fontSize: 26, fontWeight: 'bold', textAlign: 'center', lineHeight: 1.6 },
  number: { fontSize: 14, textAlign: 'center', marginBottom: 18 },
  statement: { fontSize: 12, marginBottom: 20 },
  row: { paddingVertical: 3, borderBottom: '0.5pt solid #dddddd', gap: 8 },
  label: { width: '35%', fontWeight: 'bold' },
  value: { width: '65%' },
  void: { fontSize: 40, color: '#b00020', textAlign: 'center', marginTop: 18, fontWeight: 'bold' },
  voidText: { fontSize: 10, color: '#b00020', textAlign: 'center' },
  footer: { position: 'absolute', bottom: 28, left: 56, right: 56, fontSize: 8, color: '#777777', textAlign: 'center' },
});

/** The certificate as a react-pdf document (no JSX: the API compiles plain TypeScript). */
export function certificateDocument(facts: CertificateFacts): ReactElement<DocumentProps> {
  const t = getT(facts.lang);
  const k = (key: string, params: Record<string, string | number> = {}) => String(t(`certificates.pdf.${key}`, params));
  const rtl = facts.lang === 'ar';
  const align = { textAlign: rtl ? ('right' as const) : ('left' as const), direction: rtl ? ('rtl' as const) : ('ltr' as const) };
  const flow = { flexDirection: rtl ? ('row-reverse' as const) : ('row' as const) };
  const day = { format: (d: Date) => formatInstant(d, facts.lang, facts.timezone) };
  const shares = new Intl.NumberFormat(facts.lang).format(facts.shares);
  const number = String(facts.number);
  const line = (label: string, value: string) =>
    h(
      View,
      { key: label, style: [styles.row, flow] },
      h(Text, { style: [styles.label, align] }, label),
      h(Text, { style: [styles.value, align] }, value),
    );
  const voidNote = facts.void
    ? facts.void.replacedBy === null
      ? k('voidTextNoReplacement', { date: day.format(facts.void.at), reason: facts.void.reason })
      : k('voidText', { date: day.format(facts.void.at), reason: facts.void.reason, number: facts.void.replacedBy })
    : null;

  return h(
    Document,
    { title: `${k('title')} ${number}`, author: facts.issuer, subject: facts.holder, language: facts.lang, creator: facts.siteName },
    h(
      Page,
      { size: 'A4', orientation: 'landscape', style: [styles.page, { fontFamily: CONTRACT_FONTS }] },
      h(
        View,
        { style: styles.frame },
        h(Text, { style: styles.title }, `${k('title')} — ${facts.issuer}`),
        h(Text, { style: styles.number }, k('number', { number })),
        h(
          Text,
          { style: [styles.statement, align] },
          k('statement', { holder: facts.holder, shares, class: facts.shareClass, issuer: facts.issuer, siteName: facts.siteName }),
        ),
        line(k('holder'), facts.holder),
        line(k('shares'), shares),
        line(k('class'), facts.shareClass),
        line(k('price'), facts.price),
        line(k('type'), String(t(`certificates.types.${facts.type}`))),
        line(k('issuer'), facts.issuer),
        line(k('campaign'), facts.campaign),
        line(k('issued'), day.format(facts.issuedAt)),
        facts.void ? h(Text, { style: styles.void }, k('void')) : null,
        voidNote ? h(Text, { style: styles.voidText }, voidNote) : null,
      ),
      h(Text, { style: styles.footer, fixed: true }, k('footer', { siteName: facts.siteName, issuer: facts.issuer, number })),
    ),
  );
}

export const renderCertificate = (facts: CertificateFacts): Promise<Buffer> => renderToBuffer(certificateDocument(facts));
