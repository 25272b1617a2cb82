import { createHash } from 'node:crypto';
import { Configuration, PlaidApi, PlaidEnvironments, type PlaidError } from 'plaid';
import { PaymentProviderUnavailableError } from './stripe';
import type { ProviderKeys } from './types';

/**
 * The Plaid API (ACH through Plaid Transfer) for one set of keys: the environment's address
 * override when set (tests: a fake on loopback), else Plaid's sandbox in test mode, production
 * otherwise. Clients are kept per address and keys.
 */
const clients = new Map<string, PlaidApi>();

export function plaidBasePath(keys: Pick<ProviderKeys, 'apiUrl' | 'testMode'>): string {
  return keys.apiUrl ?? (keys.testMode ? PlaidEnvironments.sandbox! : PlaidEnvironments.production!);
}

export function plaidClient(keys: ProviderKeys): PlaidApi {
  const basePath = plaidBasePath(keys);
  const cacheKey = `${basePath}|${keys.clientId}|${keys.secret}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = new PlaidApi(
      new Configuration({
        basePath,
        baseOptions: { headers: { 'PLAID-CLIENT-ID': keys.clientId, 'PLAID-SECRET': keys.secret }, timeout: 15_000 },
      }),
    );
    clients.set(cacheKey, client);
  }
  return client;
}

/** Plaid answered with its error object (a 4xx other than a rate limit): the caller decides what it means for the user. */
export class PlaidRefusal extends Error {
  constructor(
    readonly status: number,
    readonly error: PlaidError,
  ) {
    super(`${error.error_type} ${error.error_code}: ${error.error_message}`);
  }
}

const isPlaidError = (value: unknown): value is PlaidError =>
  typeof value === 'object' && value !== null && typeof (value as PlaidError).error_code === 'string';

/**
 * One Plaid call: its data, a PlaidRefusal when Plaid refused the request, or a 502
 * PaymentProviderUnavailableError when Plaid is unreachable, slow, rate-limited or failing.
 */
export async function plaidCall<T>(work: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await work()).data;
  } catch (err) {
    const response = (err as { response?: { status?: number; data?: unknown } }).response;
    const status = response?.status ?? 0;
    if (status >= 400 && status < 500 && status !== 429 && isPlaidError(response?.data)) throw new PlaidRefusal(status, response.data);
    throw new PaymentProviderUnavailableError(`plaid: ${(err as Error).message}`);
  }
}

/** Minor units of US dollars as Plaid's decimal string: 25000 → "250.00". */
export function plaidAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor <= 0) throw new Error(`not a positive amount: ${minor}`);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** Plaid's decimal string back to minor units ("250.5" → 25050), without floating point. */
export function minorOfPlaid(decimal: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) throw new Error(`not a Plaid amount: ${decimal}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Plaid's idempotency keys are at most 50 characters: a longer key is replaced by a stable digest of it. */
export function plaidKey(key: string): string {
  return key.length <= 50 ? key : `k-${createHash('sha256').update(key).digest('hex').slice(0, 48)}`;
}
