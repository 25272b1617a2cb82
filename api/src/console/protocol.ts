import { ValidationError } from '@cf/domain';
import { z } from 'zod';

/** ra-data-simple-rest query: sort=["field","ASC"], range=[start,end], filter={...}, all JSON. */
export const listQuery = z.object({
  sort: z.string().max(200).optional(),
  range: z.string().max(100).optional(),
  filter: z.string().max(5000).optional(),
});

const sortSchema = z.tuple([z.string().max(60), z.enum(['ASC', 'DESC', 'asc', 'desc'])]);
const rangeSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
const filterSchema = z.record(z.string().max(60), z.unknown());

function parseJson<T>(raw: string | undefined, schema: z.ZodType<T>, field: string): T | undefined {
  if (raw === undefined || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ValidationError([{ field, message: 'validation.invalidFormat' }]);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ValidationError([{ field, message: 'validation.invalidFormat' }]);
  return parsed.data;
}

export type ListParams = {
  sort: [string, 'ASC' | 'DESC'] | undefined;
  start: number;
  end: number;
  filter: Record<string, unknown>;
};

/** Largest page the console may ask for at once (CSV export pages through larger sets). */
export const MAX_PAGE = 1000;

export function parseListQuery(query: z.infer<typeof listQuery>, defaultPage: number): ListParams {
  const sort = parseJson(query.sort, sortSchema, 'sort');
  const range = parseJson(query.range, rangeSchema, 'range') ?? [0, defaultPage - 1];
  const [start, rawEnd] = range;
  if (rawEnd < start) throw new ValidationError([{ field: 'range', message: 'validation.invalidFormat' }]);
  const end = Math.min(rawEnd, start + MAX_PAGE - 1);
  return {
    sort: sort ? [sort[0], sort[1].toUpperCase() as 'ASC' | 'DESC'] : undefined,
    start,
    end,
    filter: parseJson(query.filter, filterSchema, 'filter') ?? {},
  };
}

/** Content-Range: "<resource> <start>-<end>/<total>", as ra-data-simple-rest reads it. */
export function contentRange(resource: string, start: number, count: number, total: number): string {
  const end = count === 0 ? start : start + count - 1;
  return `${resource} ${start}-${end}/${total}`;
}
