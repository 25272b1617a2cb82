/** Splits CSV text into rows of cells (RFC 4180 quotes, CRLF or LF). */
function rowsOf(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) endCell();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else cell += c;
  }
  if (cell !== '' || row.length) endRow();
  return rows;
}

/** The header's delimiter: comma, semicolon or tab, whichever it has most of. */
const delimiterOf = (header: string) => [',', ';', '\t'].map((d) => ({ d, n: header.split(d).length })).sort((a, b) => b.n - a.n)[0]!.d;

/**
 * The rows of an uploaded CSV file (a bank statement, a rates file), without a byte-order mark or
 * blank lines; the delimiter is the header's (comma, semicolon or tab, as spreadsheets export).
 */
export function csvRows(raw: string): string[][] {
  const text = raw.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  return rowsOf(text, delimiterOf(firstLine)).filter((r) => r.some((c) => c.trim() !== ''));
}
