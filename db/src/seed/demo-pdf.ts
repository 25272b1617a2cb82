/**
 * Small, valid one-page PDFs written by hand (no PDF library in this package): the demo
 * campaigns' documents. The bytes are a pure function of the text, so the API can serve a seeded
 * document (storage key `seed:...`) without the seed writing to the file storage.
 */
export const SEED_FILE_PREFIX = 'seed:';

/** Latin-1 text for a PDF string literal: no parentheses or backslashes unescaped, nothing outside Latin-1. */
const pdfText = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[\\()]/g, (c) => `\\${c}`);

export function demoPdf(title: string, lines: string[]): Buffer {
  const body = [
    'BT /F1 20 Tf 72 760 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The text of a seeded campaign document: what the seed measured and what the API serves. */
export function seededDocumentPdf(doc: { title: string; company: string }): Buffer {
  return demoPdf(doc.title, [
    doc.company,
    '',
    'This document is part of the demonstration data of the platform.',
    'It stands in for the material a company shares with prospective investors:',
    'financial statements, business plans, legal terms and shareholder agreements.',
    '',
    'Figures in demonstration documents are illustrative only.',
  ]);
}
