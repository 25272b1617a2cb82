import { describe, expect, it } from 'vitest';
import { parseStatement } from './statement-csv';

const decimals = (code: string) => ({ USD: 2, EUR: 2, JPY: 0 })[code];

describe('parseStatement', () => {
  it('reads a comma CSV with quotes, a BOM, CRLF and a blank line; amounts to minor units', () => {
    const csv =
      '\uFEFFDate,Amount,Currency,Reference,Description\r\n' +
      '2026-11-20,1250.00,usd,INV-0A1B2C3D4E,"Transfer from J. Doe, thanks"\r\n' +
      '\r\n' +
      '21/11/2026,"-1,234.50",EUR,,"He said ""hi"""\r\n' +
      '2026-11-22,+700,JPY,X,\r\n';
    expect(parseStatement(csv, decimals)).toEqual({
      ok: true,
      lines: [
        {
          lineNo: 2,
          date: '2026-11-20',
          amount: 125_000,
          currency: 'USD',
          reference: 'INV-0A1B2C3D4E',
          description: 'Transfer from J. Doe, thanks',
        },
        { lineNo: 3, date: '2026-11-21', amount: -123_450, currency: 'EUR', reference: '', description: 'He said "hi"' },
        { lineNo: 4, date: '2026-11-22', amount: 700, currency: 'JPY', reference: 'X', description: '' },
      ],
    });
  });

  it('reads semicolons, decimal commas and separate credit and debit columns', () => {
    const csv = 'Booking date;Credit;Debit;Ccy;Details\n20.11.2026;1 250,50;;EUR;INV-AAAAAAAAAA\n20.11.2026;;12,00;EUR;fee\n';
    const parsed = parseStatement(csv, decimals);
    expect(parsed.ok && parsed.lines.map((l) => [l.amount, l.description])).toEqual([
      [125_050, 'INV-AAAAAAAAAA'],
      [-1_200, 'fee'],
    ]);
  });

  it.each([
    ['', { key: 'disputes.errors.statementEmpty' }],
    ['Date,Amount,Currency,Reference\n', { key: 'disputes.errors.statementEmpty' }],
    ['When,Amount,Currency,Reference\n2026-11-20,1,USD,x\n', { key: 'disputes.errors.statementHeader' }],
    ['Date,Amount,Currency\n2026-11-20,1,USD\n', { key: 'disputes.errors.statementHeader' }],
    ['Date,Amount,Currency,Reference\n2026-02-30,1,USD,x\n', { key: 'disputes.errors.badDate', params: { line: 2 } }],
    ['Date,Amount,Currency,Reference\n2026-11-20,1.234,USD,x\n', { key: 'disputes.errors.badAmount', params: { line: 2 } }],
    [
      'Date,Amount,Currency,Reference\n2026-11-20,1,USD,x\n2026-11-20,ten,USD,x\n',
      { key: 'disputes.errors.badAmount', params: { line: 3 } },
    ],
    ['Date,Amount,Currency,Reference\n2026-11-20,1,US,x\n', { key: 'disputes.errors.badCurrency', params: { line: 2 } }],
    [
      'Date,Amount,Currency,Reference\n2026-11-20,1,XYZ,x\n',
      { key: 'disputes.errors.unknownCurrency', params: { line: 2, currency: 'XYZ' } },
    ],
  ])('refuses %j', (csv, problem) => {
    expect(parseStatement(csv, decimals)).toEqual({ ok: false, problem });
  });

  it('refuses more lines than a statement may have', () => {
    const csv = `Date,Amount,Currency,Reference\n${'2026-11-20,1,USD,x\n'.repeat(5_001)}`;
    expect(parseStatement(csv, decimals)).toEqual({
      ok: false,
      problem: { key: 'disputes.errors.statementTooLong', params: { maximum: 5_000 } },
    });
  });
});
