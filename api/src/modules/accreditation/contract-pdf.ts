import { type AccreditationBasis, ACCREDITATION_THRESHOLDS, formatMoney, thresholdInMinor } from '@cf/domain';
import { formatInstant } from '@cf/domain/date-format';
import { getT, type UiLanguage } from '@cf/i18n';
import { Document, type DocumentProps, Image, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, Fragment, type ReactElement } from 'react';
import type { SiteContext } from '../investor-profile/index';
import { CONTRACT_FONTS } from '../contracts/index';

/** Typed, or an image already in the 400x200 frame (lib/image-clean normaliseSignature). */
export type ContractSignature = { ip: string } & ({ kind: 'typed'; text: string } | { kind: 'image'; image: Buffer });

export type ContractData = {
  lang: UiLanguage;
  site: SiteContext;
  legalName: string;
  addressLines: string[];
  basis: AccreditationBasis | null;
  /** The contract's date: today for a blank, the signing time for a signed one. */
  date: Date;
  signature: ContractSignature | null;
  reference: string | null;
};

const styles = StyleSheet.create({
  page: { padding: 48, fontSize: 11, lineHeight: 1.5 },
  title: { fontSize: 18, fontWeight: 'bold', lineHeight: 1.6, marginBottom: 2 },
  site: { fontSize: 12, marginBottom: 18, color: '#444444' },
  paragraph: { marginBottom: 10 },
  section: { marginTop: 8, marginBottom: 12, padding: 10, border: '1pt solid #bbbbbb' },
  row: { marginBottom: 4 },
  label: { fontWeight: 'bold' },
  signature: { marginTop: 18, paddingTop: 10, borderTop: '1pt solid #888888' },
  signed: { fontSize: 16, marginBottom: 6 },
  // Half the 400x200 frame: 200x100 points, as on the investment contracts.
  image: { width: 200, height: 100, objectFit: 'contain', marginBottom: 6 },
  footer: { position: 'absolute', bottom: 30, left: 48, right: 48, fontSize: 8, color: '#777777' },
});

const formatDate = (date: Date, lang: string, timeZone: string, withTime: boolean) =>
  formatInstant(date, lang, timeZone, withTime ? 'longDateTime' : 'date');

/** The accreditation contract as a react-pdf document (no JSX: the API compiles plain TypeScript). */
function contractDocument(data: ContractData, families: string[]): ReactElement<DocumentProps> {
  const t = getT(data.lang);
  const k = (key: string, params: Record<string, string> = {}) => String(t(`identity.accreditation.contract.${key}`, params));
  const rtl = data.lang === 'ar';
  const align = { textAlign: rtl ? ('right' as const) : ('left' as const), direction: rtl ? ('rtl' as const) : ('ltr' as const) };
  const money = (major: number) => formatMoney(thresholdInMinor(major, data.site.currency.decimals), data.site.currency, data.lang);
  const rule = k('rule', {
    netWorth: money(ACCREDITATION_THRESHOLDS.netWorth),
    income: money(ACCREDITATION_THRESHOLDS.income),
    jointIncome: money(ACCREDITATION_THRESHOLDS.jointIncome),
  });
  const basis = data.basis === 'net-worth' ? k('basisNetWorth') : data.basis === 'income' ? k('basisIncome') : k('basisNone');
  const line = (label: string, value: string) =>
    h(Text, { style: [styles.row, align] }, h(Text, { style: styles.label }, `${label}: `), value);
  const p = (text: string) => h(Text, { style: [styles.paragraph, align] }, text);

  return h(
    Document,
    {
      title: k('title'),
      author: data.legalName,
      subject: data.site.siteName,
      language: data.lang,
      creator: data.site.siteName,
      producer: data.site.siteName,
    },
    h(
      Page,
      { size: 'A4', style: [styles.page, { fontFamily: families }] },
      h(Text, { style: [styles.title, align] }, k('title')),
      h(Text, { style: [styles.site, align] }, data.site.siteName),
      p(k('intro', { siteName: data.site.siteName })),
      p(rule),
      h(
        View,
        { style: styles.section },
        line(k('legalName'), data.legalName),
        line(k('address'), data.addressLines.join(', ') || '—'),
        line(k('basis'), basis),
        line(k('date'), formatDate(data.date, data.lang, data.site.timezone, false)),
      ),
      p(k('undertaking', { siteName: data.site.siteName })),
      h(
        View,
        { style: styles.signature },
        data.signature
          ? h(
              Fragment,
              null,
              data.signature.kind === 'typed'
                ? h(Text, { style: [styles.signed, align] }, data.signature.text)
                : h(Image, { src: data.signature.image, style: [styles.image, { alignSelf: rtl ? 'flex-end' : 'flex-start' }] }),
              line(k('signedBy'), data.legalName),
              line(k('signedAt'), formatDate(data.date, data.lang, data.site.timezone, true)),
              line(k('ipAddress'), data.signature.ip),
            )
          : p(k('unsigned')),
      ),
      h(
        Text,
        { style: [styles.footer, align], fixed: true },
        data.reference ? k('reference', { reference: data.reference }) : data.site.siteName,
      ),
    ),
  );
}

/**
 * Renders the contract in the asked language, with the fonts the platform ships (the investment
 * contracts' own: Latin and Arabic), so it never depends on what the machine has installed.
 */
export async function renderContractPdf(data: ContractData): Promise<{ pdf: Buffer; lang: UiLanguage }> {
  const pdf = await renderToBuffer(contractDocument(data, CONTRACT_FONTS));
  return { pdf, lang: data.lang };
}
