import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useDocumentedApi } from './documented-api';
import { type Fixtures, type Identity } from './fixtures';
import { hostileArbitrary, hostileFields, type JsonSchema, validArbitrary, wrongValue } from './json-schema-arbitrary';
import { type Operation, type RequestParts, send, type Sent, withFixtures } from './requests';

/** Requests in all (FUZZ_RUNS), spread evenly over the routes; the seed (FUZZ_SEED) is printed. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/**
 * Routes whose success would break the rest of the run: they are fuzzed signed out, or signed in
 * with a body that cannot pass validation (not an object), so their input checks are still fuzzed.
 */
const ONLY_INVALID: Record<string, string> = {
  'POST /users/logout': 'ends the fuzzing session',
  'DELETE /console/session': 'ends the staff session',
  'PATCH /users/updateMyPassword': 'ends every session of the user',
  'POST /users/two-factor/enable': 'would ask every later login for a code',
  'POST /users/two-factor/disable': 'changes the sign-in of the fuzzing users',
  'POST /users/change-email': 'changes the sign-in address of the fuzzing users',
  'POST /users/request-delete-account': 'a pending deletion changes what the account may do',
  'POST /console/site-settings/{id}/maintenance': 'maintenance answers 503 to every later request',
  'PUT /console/site-settings/{id}': 'carries the maintenance switch and the site URL',
  'PUT /console/captcha-settings/{id}': 'would put a captcha in front of the login of later identities',
  'POST /console/users/{id}/suspend': 'a fuzzed id may be a fuzzing identity',
  'POST /console/users/{id}/staff': 'a fuzzed id may be a fuzzing identity',
};

const CALLERS: Identity[] = ['visitor', 'investorA', 'investorB', 'owner', 'staff'];

type FuzzRequest = { who: Identity; parts: RequestParts };

const objectSchema = (schema: JsonSchema) => Object.keys(schema.properties ?? {}).length > 0;

/**
 * The requests of one route: hostile parameters and bodies, a third of the bodies fully valid, and
 * ids that half the time point at the fixtures' records, so that requests also get past the lookups.
 */
function requestArbitrary(operation: Operation, fixtures: Fixtures): fc.Arbitrary<FuzzRequest> {
  const restricted = operation.key in ONLY_INVALID;
  const known = fc.constantFrom(...Object.values(fixtures.ids));
  // A query string and headers are always name=value pairs: hostile values, never a hostile shape.
  const part = (schema: JsonSchema) =>
    objectSchema(schema) ? (hostileFields(schema) as fc.Arbitrary<Record<string, unknown>>) : fc.constant({});
  // Path parameters are always there (an empty one would be another route); each may still be hostile.
  const path = fc.record(
    Object.fromEntries(
      Object.entries(operation.pathSchema.properties ?? {}).map(([name, schema]) => [name, fc.oneof(hostileArbitrary(schema), known)]),
    ),
  );
  const invalidBody = wrongValue.filter((value) => value === null || typeof value !== 'object' || Array.isArray(value));
  const body: fc.Arbitrary<unknown> = !operation.body
    ? fc.constant(undefined)
    : restricted
      ? invalidBody
      : fc.oneof({ arbitrary: hostileArbitrary(operation.body), weight: 2 }, { arbitrary: validArbitrary(operation.body), weight: 1 });
  // Console routes mostly as staff: anyone else stops at the guard, which the matrix covers.
  const caller = operation.path.startsWith('/console/')
    ? fc.oneof({ arbitrary: fc.constant<Identity>('staff'), weight: 3 }, { arbitrary: fc.constantFrom(...CALLERS), weight: 1 })
    : fc.constantFrom(...CALLERS);
  const who = restricted && !operation.body ? fc.constant<Identity>('visitor') : caller;
  const record = (value: unknown, point: boolean) =>
    point && value !== null && typeof value === 'object' && !Array.isArray(value)
      ? withFixtures(value as Record<string, unknown>, fixtures)
      : value;
  // Now and then the bytes are not JSON at all, or JSON cut short.
  const raw =
    operation.body && !restricted
      ? fc.option(
          fc.oneof(
            fc.string({ unit: 'binary', maxLength: 30 }),
            fc.constantFrom('{', '{"a":', '[1,', '{"__proto__":{"isAdmin":true}}', 'null'),
          ),
          {
            freq: 10,
            nil: undefined,
          },
        )
      : fc.constant(undefined);
  return fc
    .record({ who, path, query: part(operation.querySchema), headers: part(operation.headerSchema), body, point: fc.boolean(), raw })
    .map(({ who, body, point, query, raw, ...parts }) => ({
      who,
      parts: {
        ...parts,
        ...(raw === undefined ? {} : { raw }),
        query: record(query, point) as Record<string, unknown>,
        ...(body === undefined ? {} : { body: restricted ? body : record(body, point) }),
      },
    }));
}

/** Why a response breaks the contract: a server error, or an error outside the envelope. */
function problem(sent: Sent): string | null {
  if (sent.status >= 500) return `server error ${sent.status}`;
  if (sent.status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(sent.body);
  } catch {
    return `error ${sent.status} is not JSON`;
  }
  const envelope = body as { status?: unknown; message?: unknown };
  if (envelope.status !== 'fail' || typeof envelope.message !== 'string' || envelope.message === '')
    return `error ${sent.status} outside the { status: "fail", message } envelope`;
  return null;
}

describe('schema-derived fuzzing of every documented route', () => {
  const api = useDocumentedApi();

  it('lists only documented routes as fuzzed with invalid input only', () => {
    const documented = new Set(api.operations.map((operation) => operation.key));
    expect(Object.keys(ONLY_INVALID).filter((key) => !documented.has(key))).toEqual([]);
  });

  it(`answers ${RUNS} hostile requests without a 500, every error in the envelope`, { timeout: 900_000 }, async () => {
    console.log(`fuzz: ${RUNS} requests over ${api.operations.length} routes, seed ${SEED} (FUZZ_SEED=${SEED} replays it)`);
    const failures: string[] = [];
    let sentCount = 0;
    let planned = 0;
    let fuzzedRoutes = 0;
    const statuses: Record<number, number> = {};
    for (const [index, operation] of api.operations.entries()) {
      // RUNS spread evenly: every route gets its share, whatever shrinking costs elsewhere.
      const share = (i: number) => Math.floor((i * Math.max(RUNS, api.operations.length)) / api.operations.length);
      const runs = share(index + 1) - share(index);
      planned += runs;
      fuzzedRoutes++;
      let last = '';
      const property = fc.asyncProperty(requestArbitrary(operation, api.fixtures), async ({ who, parts }) => {
        const sent = await send(api.ctx.app, operation, parts, api.fixtures.tokens[who]);
        sentCount++;
        statuses[sent.status] = (statuses[sent.status] ?? 0) + 1;
        const why = problem(sent);
        // The last failure seen is the shrunk one: fast-check only keeps failing candidates.
        if (why) last = `${why}: ${sent.url} as ${who} → ${sent.body.slice(0, 300)}`;
        return why === null;
      });
      const result = await fc.check(property, { numRuns: runs, seed: SEED + index, endOnFailure: false, maxSkipsPerRun: 0 });
      if (result.failed)
        failures.push(
          `${operation.key} (seed ${SEED + index}, path ${result.counterexamplePath ?? ''}): ${last || String(result.errorInstance)}\n  shrunk request: ${fc.stringify(result.counterexample?.[0])}`,
        );
    }
    console.log(`fuzz: ${planned} requests planned, ${sentCount} sent (shrinking included), ${failures.length} routes failing`);
    console.log(`fuzz: answers by status ${JSON.stringify(statuses)}`);
    expect(fuzzedRoutes).toBe(api.operations.length);
    expect(planned).toBeGreaterThanOrEqual(RUNS);
    expect(failures).toEqual([]);
  });
});
