// The targets table: one row per line of work, this run's figure, its ratio to its
// baseline, p95/p99 and ✓ or ✗.

export type Row = {
  work: string;
  target: string;
  value: string;
  ratio?: number | undefined;
  p95_ms?: number | undefined;
  p99_ms?: number | undefined;
  ok: boolean;
  note?: string | undefined;
};

export function printTable(rows: Row[]) {
  const cells = rows.map((r) => [
    r.work,
    r.target,
    r.value,
    r.ratio === undefined ? '' : r.ratio.toFixed(3),
    r.p95_ms === undefined ? '' : `${r.p95_ms} ms`,
    r.p99_ms === undefined ? '' : `${r.p99_ms} ms`,
    r.ok ? '✓' : '✗',
    r.note ?? '',
  ]);
  const head = ['work', 'target', 'this run', 'ratio', 'p95', 'p99', '', 'note'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}
