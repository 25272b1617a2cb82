import { isConnectionLost } from '@cf/db/resilience';
import { AppError, ConflictError, ValidationError } from '@cf/domain';

type PgLikeError = { code?: string; constraint_name?: string; constraint?: string; detail?: string; cause?: unknown };

function pgError(err: unknown): PgLikeError | null {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as PgLikeError;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return null;
}

/** The column a constraint detail names: "Key (lang, slug)=(en, about)..." gives slug, the last one. */
const keyColumn = (detail: string | undefined): string | undefined =>
  /Key \(([^)]+)\)/
    .exec(detail ?? '')?.[1]
    ?.split(',')
    .pop()
    ?.trim();

/**
 * A lost database connection is a 503 with Retry-After.
 * Unique violations and deleting a record still in use are the user's conflict (409); a reference
 * to a record that does not exist is bad input (400) on that field. Never a server error.
 */
export function translateDbError(err: unknown): unknown {
  // The database went away under the request (a restart, a failover, a dropped connection) and the
  // client could not ride it out: a short outage, said as one (503, try again in a moment).
  if (isConnectionLost(err)) return new AppError('DATABASE_UNAVAILABLE', 503, 'errors.databaseUnavailable', [], { retryAfterSeconds: 2 });
  const e = pgError(err);
  if (!e) return err;
  if (e.code === '23505') {
    const field = keyColumn(e.detail);
    return new ConflictError('errors.duplicate', field ? [{ field: camel(field), message: 'errors.duplicate' }] : []);
  }
  if (e.code === '23503') {
    // Insert or update: "Key (currency_id)=(999) is not present in table ...". Delete: "... is still referenced from ...".
    const field = keyColumn(e.detail);
    if (field && /is not present in table/.test(e.detail ?? ''))
      return new ValidationError([{ field: camel(field), message: 'validation.unknownReference' }]);
    return new ConflictError('errors.inUse');
  }
  // Data exceptions (a value the column cannot hold: "abc" for a number, a number out of range...)
  // come from what the caller sent: a 400, never a 500.
  if (e.code === '22P02' || e.code === '22003' || e.code === '22007' || e.code === '22008') return new ValidationError([]);
  return err;
}

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
