import { ValidationError } from '@cf/domain';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { ListParams } from '../protocol';

/**
 * Shared pieces of the money lists (transactions, wallets, withdrawals, investments' export): they
 * need joins or a fixed scope the generic console resources cannot express, so they speak the same
 * ra-data-simple-rest protocol by hand, and their CSV exports walk the same filtered query in
 * batches instead of stopping at one page.
 */

/** The list's filter, validated: a malformed value is the caller's 400, never a database 500. */
export function parseFilter<T>(schema: z.ZodType<T>, raw: Record<string, unknown>): T {
  // react-admin sends cleared inputs as "" or null; they mean "no filter".
  const present = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '' && v !== null && v !== undefined));
  const parsed = schema.safeParse(present);
  if (!parsed.success) throw new ValidationError([{ field: 'filter', message: 'validation.invalidFormat' }]);
  return parsed.data;
}

/** ORDER BY for sort=["field","ASC"], falling back to the default; ties by the id, so pages never overlap. */
export function orderOf(columns: Record<string, PgColumn | SQL>, params: ListParams, fallback: [string, 'ASC' | 'DESC'], id: PgColumn) {
  const [field, order] = params.sort && columns[params.sort[0]] ? params.sort : fallback;
  const column = columns[field] ?? id;
  return order === 'DESC' ? [desc(column), desc(id)] : [asc(column), asc(id)];
}

/** A moment from a day or an ISO date; a day as an upper bound means the end of that day (exclusive next midnight). */
export function boundOf(value: string, end: boolean): { at: Date; inclusive: boolean } {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const at = new Date(day ? `${value}T00:00:00.000Z` : value);
  if (day && end) return { at: new Date(at.getTime() + 86_400_000), inclusive: false };
  return { at, inclusive: true };
}

/** Guards spreadsheet programs against formulas hidden in data (a memo, a bank name); numbers stay numbers. */
export function csvCell(value: unknown): string {
  if (typeof value === 'number') return String(value);
  let text = value instanceof Date ? value.toISOString() : String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const line = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Rows fetched BATCH at a time until a short batch: memory stays flat whatever the export's size. */
export const BATCH = 1000;

/**
 * Sends a CSV download streamed from `rows` (batches of cells): the header line first, then each
 * batch as it is read, so an export is not limited to a page and never holds the whole set.
 */
export function sendCsv(reply: FastifyReply, filename: string, header: string[], rows: AsyncIterable<unknown[][]>) {
  async function* lines() {
    yield line(header);
    for await (const batch of rows) if (batch.length) yield batch.map(line).join('');
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(lines()));
}

/** Batches by offset, for tables whose order is stable while an export runs (newest rows sort last). */
export async function* offsetBatches<T>(fetch: (offset: number, limit: number) => Promise<T[]>): AsyncIterable<T[]> {
  for (let offset = 0; ; offset += BATCH) {
    const batch = await fetch(offset, BATCH);
    yield batch;
    if (batch.length < BATCH) return;
  }
}

/** Batches by an increasing numeric key (append-only ledger rows): each batch starts after the last key seen. */
export async function* keysetBatches<T>(fetch: (after: number, limit: number) => Promise<T[]>, keyOf: (row: T) => number) {
  let after = 0;
  for (;;) {
    const batch = await fetch(after, BATCH);
    yield batch;
    if (batch.length < BATCH) return;
    after = keyOf(batch[batch.length - 1]!);
  }
}

/** The CSV export's query string: the list's filter, as ra-data-simple-rest encodes it. */
export const exportQuery = z.object({ filter: z.string().max(5000).optional() });

export function filterOf(raw: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through to the 400
  }
  throw new ValidationError([{ field: 'filter', message: 'validation.invalidFormat' }]);
}

/** Today's date for export file names (UTC). */
export const today = () => new Date().toISOString().slice(0, 10);
