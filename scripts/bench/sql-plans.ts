// Queries per page and their plans: the bench server captures the statements one request sends
// (sql-trace.ts); each plain read is then EXPLAIN ANALYZEd (FORMAT JSON) with its own parameters
// on the seeded data, and a sequential scan of a large table, or an index scan that filters away
// most of one, is reported with the statement.
import type postgres from 'postgres';
import type { TracedQuery } from './sql-trace';

/** Tables that grow with the business: a Seq Scan on one of them is a missing or unused index. */
const LARGE_TABLES = new Set(['campaigns', 'investments', 'ledger_entries', 'ledger_transfers', 'ledger_accounts', 'users']);

export type Capture = { name: string; path: string; queries: TracedQuery[] };

/**
 * The statements one request sends, in its steady state: a first request warms caches (what the
 * load runs see), the second is captured. Requests must be sequential with nothing else running.
 */
export async function captureRequest(base: string, name: string, path: string, headers: Record<string, string> = {}): Promise<Capture> {
  const get = async () => {
    const res = await fetch(`${base}${path}`, { headers, redirect: 'manual' });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${name}: GET ${path} answered ${res.status}`);
  };
  await get();
  const before = (await (await fetch(`${base}/bench/sql`, { method: 'POST' })).json()) as { count: number };
  await get();
  const after = (await (await fetch(`${base}/bench/sql`)).json()) as { count: number; queries: TracedQuery[] };
  if (after.count - before.count !== after.queries.length) throw new Error(`${name}: statements were sent by something else meanwhile`);
  return { name, path, queries: after.queries };
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Rows Removed by Filter'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};

/** An index scan that reads this many rows only to filter them away scans a table in all but name. */
const WIDE_FILTER_ROWS = 10_000;

const walk = (node: PlanNode, visit: (n: PlanNode) => void) => {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
};

export type PlanReport = {
  page: string;
  sql: string;
  seqScans: string[];
  /** Scans that filtered away more than WIDE_FILTER_ROWS rows ("table (index): rows"). */
  wideFilters: string[];
  indexes: string[];
  cost: number;
  /** Measured with EXPLAIN ANALYZE on the seeded data. */
  ms: number;
};

/**
 * Plain reads only (select/with, no lock, no side effect): they are EXPLAIN ANALYZEd, i.e. run
 * once more, which a write, a row lock or a notification must not be.
 */
const isRead = (sql: string) =>
  /^\s*(select|with)\b/i.test(sql) &&
  !/pg_advisory|pg_try_advisory|pg_notify|nextval|set_config|\bfor (update|share|no key update)\b|\b(insert|update|delete)\b\s/i.test(sql);

export async function explainCaptures(sql: postgres.Sql, captures: Capture[]): Promise<PlanReport[]> {
  const seen = new Set<string>();
  const reports: PlanReport[] = [];
  for (const capture of captures) {
    for (const q of capture.queries) {
      if (!isRead(q.sql) || seen.has(q.sql)) continue;
      seen.add(q.sql);
      // The driver hands its debug hook the serialised parameters: sent as text, PostgreSQL infers their types.
      const [row] = await sql.unsafe(`explain (analyze, format json) ${q.sql}`, q.parameters as never[], { prepare: false });
      const [explained] = row!['QUERY PLAN'] as { Plan: PlanNode & { 'Total Cost': number }; 'Execution Time': number }[];
      const plan = explained!.Plan;
      const seqScans: string[] = [];
      const wideFilters: string[] = [];
      const indexes: string[] = [];
      walk(plan, (n) => {
        const table = n['Relation Name'];
        if (n['Node Type'] === 'Seq Scan' && table && LARGE_TABLES.has(table)) seqScans.push(table);
        if (n['Index Name']) indexes.push(n['Index Name']);
        const removed = (n['Rows Removed by Filter'] ?? 0) * (n['Actual Loops'] ?? 1);
        if (table && removed > WIDE_FILTER_ROWS)
          wideFilters.push(`${table}${n['Index Name'] ? ` (${n['Index Name']})` : ''}: ${removed} rows`);
      });
      reports.push({
        page: capture.name,
        sql: q.sql.replace(/\s+/g, ' '),
        seqScans,
        wideFilters,
        indexes,
        cost: plan['Total Cost'],
        ms: Math.round(explained!['Execution Time'] * 100) / 100,
      });
    }
  }
  return reports;
}
