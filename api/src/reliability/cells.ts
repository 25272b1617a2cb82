import { randomUUID } from 'node:crypto';
import { type Fixtures, type Identity, MISSING_NUMBER, MISSING_UUID } from './fixtures';
import { type JsonSchema, plainValue } from './json-schema-arbitrary';
import type { Outcome } from './outcome';
import { type Operation, type RequestParts, withFixtures } from './requests';

const plainObject = (schema: JsonSchema) => plainValue(schema) as Record<string, unknown>;

/** Headers that must differ per request (a replayed idempotency key would answer the first call's result). */
function freshHeaders(values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  if ('idempotency-key' in out) out['idempotency-key'] = randomUUID();
  return out;
}

/** A record that does not exist, as a uuid where the parameter is one (the fixture fell back to a number). */
function uuidsWhereAsked(schema: JsonSchema, values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    if (property.format === 'uuid' && out[name] === MISSING_NUMBER) out[name] = MISSING_UUID;
  return out;
}

/** The request of a matrix cell: plain valid parameters and body, ids pointing at the fixtures. */
export function cellRequest(operation: Operation, outcome: Outcome, fixtures: Fixtures): RequestParts {
  const plain = operation.body ? plainValue(operation.body) : undefined;
  const body = outcome.body && plain !== null && typeof plain === 'object' ? { ...plain, ...outcome.body } : plain;
  const form = outcome.form
    ? Object.fromEntries(
        Object.entries(outcome.form).map(([name, value]) => [
          name,
          typeof value === 'string' ? String(fixtures.ids[value]) : value.literal,
        ]),
      )
    : undefined;
  return {
    ...(form ? { form } : {}),
    path: uuidsWhereAsked(operation.pathSchema, withFixtures(plainObject(operation.pathSchema), fixtures, outcome.params)),
    query: uuidsWhereAsked(operation.querySchema, withFixtures(plainObject(operation.querySchema), fixtures, outcome.fields)),
    headers: freshHeaders(plainObject(operation.headerSchema)),
    ...(body === undefined
      ? {}
      : {
          body:
            body !== null && typeof body === 'object' && !Array.isArray(body)
              ? withFixtures(body as Record<string, unknown>, fixtures, outcome.fields)
              : body,
        }),
  };
}

/** Why a cell's status breaks its declaration, or null when it keeps it. */
export function verdict(outcome: Outcome, who: Identity, status: number): string | null {
  if (status >= 500) return 'server error';
  if (outcome.secret) return status < 300 ? `accepted without the secret (${outcome.secret})` : null;
  const allowed = outcome.allowed.includes(who);
  if (allowed) return status === 401 || status === 403 ? 'allowed caller refused' : null;
  if (who === 'visitor' && !outcome.openToVisitors) return status === 401 ? null : 'visitor not refused with 401';
  return status === 403 || status === 404 ? null : 'refused caller not answered 403/404';
}

const METHOD_ORDER: Record<string, number> = { GET: 0, HEAD: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };

/**
 * Reads before writes, deletions after, session-ending routes last: an allowed caller's write
 * must not take away a record or a session a later cell needs.
 */
export function runOrder(operations: Operation[], outcomes: Record<string, Outcome>): Operation[] {
  const rank = (operation: Operation) => (outcomes[operation.key]?.last ? 9 : (METHOD_ORDER[operation.method] ?? 1));
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

/** Refused callers first, so an allowed caller's write cannot change what a refused one sees. */
export function callerOrder(outcome: Outcome, identities: readonly Identity[]): Identity[] {
  return [...identities.filter((who) => !outcome.allowed.includes(who)), ...identities.filter((who) => outcome.allowed.includes(who))];
}
