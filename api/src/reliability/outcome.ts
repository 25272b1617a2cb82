import type { FixtureKey, Identity } from './fixtures';

/**
 * Who may call a route. Identities not in `allowed` must be refused: the visitor with 401, a
 * signed-in caller with 403 or 404. Allowed callers must not get 401/403. Nobody gets a 500.
 */
export type Outcome = {
  allowed: readonly Identity[];
  /** What the route's {id} (or other parameters, by name) points at; fields named like a fixture are filled anyway. */
  params?: Record<string, FixtureKey>;
  /** Body or query fields to point at a fixture, beyond those named like one (requests.ts FIELD_FIXTURES). */
  fields?: Record<string, FixtureKey>;
  /**
   * The route authenticates the request itself (a signature, a one-time token, a provider's
   * session): every caller gets the same class of answer, and never a 2xx with the matrix's made-up secret.
   */
  secret?: string;
  /**
   * The route serves visitors too (public records): a visitor refused a private record gets what
   * any refused caller gets, 403 or 404, rather than 401.
   */
  openToVisitors?: boolean;
  /** Body fields sent as they are, over the plain valid body (rules JSON Schema cannot say). */
  body?: Record<string, unknown>;
  /** Multipart fields of an upload route (each a fixture key or a literal); the matrix sends no file. */
  form?: Record<string, FixtureKey | { literal: string }>;
  /** Ends or changes the caller's session: run after every other route. */
  last?: boolean;
};

const ALL: readonly Identity[] = ['visitor', 'investorA', 'investorB', 'owner', 'otherOwner', 'staff'];
const SIGNED_IN: readonly Identity[] = ['investorA', 'investorB', 'owner', 'otherOwner', 'staff'];

type Options = Omit<Outcome, 'allowed'>;

/** Anyone, signed in or not. */
export const anyone = (options: Options = {}): Outcome => ({ allowed: ALL, ...options });
/** Any signed-in user; what they get is their own (a list, their account). */
export const signedIn = (options: Options = {}): Outcome => ({ allowed: SIGNED_IN, ...options });
/** Staff only (the console). */
export const staffOnly = (options: Options = {}): Outcome => ({ allowed: ['staff'], ...options });
/** The owner of the campaign the parameters point at, and staff when `withStaff`. */
export const ownerOf = (params: Record<string, FixtureKey>, withStaff = false, options: Options = {}): Outcome => ({
  allowed: withStaff ? ['owner', 'staff'] : ['owner'],
  params,
  ...options,
});
/** Investor A, whose record the parameters point at, and staff when `withStaff`. */
export const investorAOf = (params: Record<string, FixtureKey>, withStaff = false, options: Options = {}): Outcome => ({
  allowed: withStaff ? ['investorA', 'staff'] : ['investorA'],
  params,
  ...options,
});
/** The route checks a secret of its own, not the caller: see Outcome.secret. */
export const bySecret = (why: string, options: Options = {}): Outcome => ({ allowed: ALL, secret: why, ...options });
/** A custom set of callers. */
export const only = (allowed: readonly Identity[], options: Options = {}): Outcome => ({ allowed, ...options });
