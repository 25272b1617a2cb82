import type { Database } from '@cf/db';
import { NotFoundError, PAGE_SIZE, ValidationError } from '@cf/domain';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../lib/envelope';
import type { App } from '../types';
import { recordAudit } from '../lib/audit';
import { contentRange, type ListParams, listQuery, parseListQuery } from './protocol';

type Row = Record<string, unknown>;
type Filter = (value: unknown) => SQL | undefined;

/** A table's columns by name, for sort keys and equality filters: `columnsOf(faqs, 'id', 'lang')`. */
export function columnsOf<T extends PgTable, K extends keyof T['_']['columns'] & string>(table: T, ...names: K[]): Record<K, PgColumn> {
  const all: Record<string, PgColumn> = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]!])) as Record<K, PgColumn>;
}

export type ResourceDef = {
  /** The resource name in the URL and in Content-Range (kebab-case plural). */
  name: string;
  table: PgTable;
  id: PgColumn;
  idType?: 'int' | 'uuid';
  /** Body of POST and PUT; without it the resource is read-only. */
  input?: z.ZodType<Row>;
  /** Turns a valid input into column values (derived columns, kept secrets...). */
  toValues?: (input: Row, before: Row | null, tx: Database) => Row | Promise<Row>;
  /** Refuses a delete that would break an invariant (throw a domain error). */
  beforeDelete?: (tx: Database, record: Row) => Promise<void>;
  /** What staff see of a row: drop or mask secrets here. */
  toRecord?: (row: Row) => Row;
  /** Loads full records by id (for resources with children); default: the table's rows. */
  loadByIds?: (db: Database, ids: (string | number)[]) => Promise<Row[]>;
  /** Writes children after the row (menus' items); runs in the same transaction. */
  afterWrite?: (tx: Database, id: string | number, input: Row) => Promise<void>;
  searchColumns?: PgColumn[];
  /** filter={"field": value}: equality (an array means any of), or a custom condition. */
  filters?: Record<string, PgColumn | Filter>;
  /** Columns, or SQL expressions (asc/desc only need them to render as SQL). */
  sortColumns: Record<string, PgColumn | SQL>;
  defaultSort: [string, 'ASC' | 'DESC'];
  allow?: { create?: boolean; update?: boolean; delete?: boolean };
  /** Writes change what visitors see: drop the public cache after commit. */
  publicData?: boolean;
  /** A settings group stored as one row (id 1): list shows it, create and delete are refused. */
  singleton?: boolean;
};

const recordSchema = z.record(z.string(), z.unknown());
const recordResponses = { ...errorResponses };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseId(def: ResourceDef, raw: string): string | number {
  if (def.idType === 'uuid') {
    if (!UUID.test(raw)) throw new NotFoundError();
    return raw.toLowerCase();
  }
  if (!/^\d{1,10}$/.test(raw)) throw new NotFoundError();
  return Number(raw);
}

/** A LIKE pattern that finds the text literally: % and _ typed by staff are searched for as such. */
export const containsPattern = (value: unknown): string => `%${String(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A value the column can hold: anything else is the caller's mistake (400), not a database error (500). */
function fits(column: PgColumn, value: unknown): boolean {
  if (column.columnType === 'PgUUID') return typeof value === 'string' && UUID.test(value);
  if (column.dataType === 'number') {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isInteger(n) && Math.abs(n) <= 2_147_483_647;
  }
  if (column.dataType === 'boolean') return typeof value === 'boolean' || value === 'true' || value === 'false';
  return typeof value === 'string' || typeof value === 'number';
}

function whereOf(def: ResourceDef, filter: Record<string, unknown>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    const f = def.filters?.[key];
    if (key === 'id') {
      const ids = (Array.isArray(value) ? value : [value]).map((v) => {
        try {
          return parseId(def, String(v));
        } catch {
          return null;
        }
      });
      const valid = ids.filter((v): v is string | number => v !== null);
      conditions.push(
        valid.length ? inArray(def.id, valid) : eq(def.id, def.idType === 'uuid' ? '00000000-0000-0000-0000-000000000000' : -1),
      );
    } else if (f) {
      // A resource's own filter wins, "q" included (lookups search their names too).
      if (typeof f === 'function') conditions.push(f(value));
      else {
        if (!(Array.isArray(value) ? value : [value]).every((v) => fits(f, v)))
          throw new ValidationError([{ field: 'filter', message: 'validation.invalidFormat' }]);
        conditions.push(Array.isArray(value) ? inArray(f, value) : eq(f, value));
      }
    } else if (key === 'q' && def.searchColumns?.length) {
      const term = containsPattern(value);
      conditions.push(or(...def.searchColumns.map((c) => ilike(c, term))));
    }
    // Unknown filters are ignored, as react-admin sends UI-only ones too.
  }
  return conditions.length ? and(...conditions) : undefined;
}

async function loadRecords(db: Database, def: ResourceDef, ids: (string | number)[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = def.loadByIds ? await def.loadByIds(db, ids) : ((await db.select().from(def.table).where(inArray(def.id, ids))) as Row[]);
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  return ids
    .map((id) => byId.get(String(id)))
    .filter((r): r is Row => Boolean(r))
    .map(def.toRecord ?? ((r) => r));
}

export async function listRecords(db: Database, def: ResourceDef, params: ListParams) {
  const where = whereOf(def, params.filter);
  const [sortField, sortOrder] = params.sort && def.sortColumns[params.sort[0]] ? params.sort : def.defaultSort;
  const sortColumn = def.sortColumns[sortField] ?? def.id;
  const order = sortOrder === 'DESC' ? desc(sortColumn) : asc(sortColumn);
  const [idRows, [total]] = await Promise.all([
    db
      .select({ id: def.id })
      .from(def.table)
      .where(where)
      .orderBy(order, asc(def.id))
      .limit(params.end - params.start + 1)
      .offset(params.start),
    db.select({ value: count() }).from(def.table).where(where),
  ]);
  const records = await loadRecords(
    db,
    def,
    idRows.map((r) => r.id as string | number),
  );
  return { records, total: Number(total?.value ?? 0) };
}

/**
 * Registers one react-admin resource speaking ra-data-simple-rest: list (sort, range, filter,
 * Content-Range), getMany by filter={"id":[...]}, get, create, update, delete. Every write runs in
 * one transaction with its audit entry.
 */
export function registerResource(app: App, def: ResourceDef) {
  const base = `/${def.name}`;
  const tags = ['console'];
  const writable = Boolean(def.input);
  const allow = { create: writable && !def.singleton, update: writable, delete: writable && !def.singleton, ...def.allow };
  const idParam = z.object({ id: z.string().max(40) });

  const afterCommit = async () => {
    if (def.publicData) await app.publicCache.invalidate();
  };

  app.get(
    base,
    { schema: { tags, summary: `List ${def.name}`, querystring: listQuery, response: { 200: z.array(recordSchema), ...recordResponses } } },
    async (request, reply) => {
      const params = parseListQuery(request.query, PAGE_SIZE.consoleDefault);
      const { records, total } = await listRecords(app.db, def, params);
      reply.header('Content-Range', contentRange(def.name, params.start, records.length, total));
      return records;
    },
  );

  app.get(
    `${base}/:id`,
    { schema: { tags, summary: `One of ${def.name}`, params: idParam, response: { 200: recordSchema, ...recordResponses } } },
    async (request) => {
      const [record] = await loadRecords(app.db, def, [parseId(def, request.params.id)]);
      if (!record) throw new NotFoundError();
      return record;
    },
  );

  const write = async (request: FastifyRequest, id: string | number | null, input: Row) => {
    const result = await app.db.transaction(async (tx) => {
      const [before] = id === null ? [null] : await loadRecords(tx, { ...def, toRecord: undefined }, [id]);
      if (id !== null && !before) throw new NotFoundError();
      const values = def.toValues ? await def.toValues(input, before ?? null, tx) : input;
      let savedId = id;
      if (id === null) {
        const [row] = (await tx.insert(def.table).values(values).returning({ id: def.id })) as { id: string | number }[];
        savedId = row!.id;
      } else if (Object.keys(values).length > 0) {
        await tx.update(def.table).set(values).where(eq(def.id, id));
      }
      if (def.afterWrite) await def.afterWrite(tx, savedId!, input);
      const [after] = await loadRecords(tx, def, [savedId!]);
      await recordAudit(tx, request, {
        action: id === null ? 'create' : 'update',
        resource: def.name,
        recordId: savedId,
        before: before ? (def.toRecord ?? ((r) => r))(before) : null,
        after,
      });
      return after!;
    });
    await afterCommit();
    return result;
  };

  if (def.input && allow.create) {
    app.post(
      base,
      { schema: { tags, summary: `Create one of ${def.name}`, body: def.input, response: { 201: recordSchema, ...recordResponses } } },
      async (request, reply) => reply.status(201).send(await write(request, null, request.body as Row)),
    );
  }
  if (def.input && allow.update) {
    app.put(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Update one of ${def.name}`,
          params: idParam,
          body: def.input,
          response: { 200: recordSchema, ...recordResponses },
        },
      },
      async (request) => write(request, parseId(def, request.params.id), request.body as Row),
    );
  }
  if (allow.delete) {
    app.delete(
      `${base}/:id`,
      { schema: { tags, summary: `Delete one of ${def.name}`, params: idParam, response: { 200: recordSchema, ...recordResponses } } },
      async (request) => {
        const id = parseId(def, request.params.id);
        const record = await app.db.transaction(async (tx) => {
          const [before] = await loadRecords(tx, def, [id]);
          if (!before) throw new NotFoundError();
          if (def.beforeDelete) await def.beforeDelete(tx, before);
          await tx.delete(def.table).where(eq(def.id, id));
          await recordAudit(tx, request, { action: 'delete', resource: def.name, recordId: id, before, after: null });
          return before;
        });
        await afterCommit();
        return record;
      },
    );
  }
}
