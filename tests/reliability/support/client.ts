import { openDatabase } from '@cf/db';
import { checkLedger, type LedgerCheck } from '@cf/api/modules/ledger/index';

export type Answer = { status: number; json: Record<string, unknown> | null; text: string };

/** Calls the platform as a client would (JSON in, JSON out); a dropped connection rejects. */
export async function call(
  url: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; cookie?: string; key?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    json = null;
  }
  return { status: res.status, json, text };
}

/** The `data` of an envelope answer ({ data: { data } }). */
export const dataOf = <T>(answer: Answer): T => (answer.json!.data as { data: T }).data;

export const DEMO_PASSWORD = 'Demo!2345';
export const INVESTOR = 'investor@demo.test';

export async function tokenOf(url: string, email = INVESTOR): Promise<string> {
  const res = await call(url, 'POST', '/api/v1/users/login', { body: { email, password: DEMO_PASSWORD } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return res.json!.token as string;
}

export async function staffCookie(url: string, email = 'admin@demo.test'): Promise<string> {
  const res = await fetch(`${url}/api/v1/console/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`staff login failed: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** The ledger's own invariant check (api/src/modules/ledger/check.ts), run on the database at url. */
export async function ledgerOf(databaseUrl: string): Promise<LedgerCheck> {
  const handle = await openDatabase({ url: databaseUrl, poolSize: 2 });
  try {
    return await checkLedger(handle.db);
  } finally {
    await handle.close();
  }
}

/** Waits until fn answers true (or throws after timeoutMs). */
export async function until(fn: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await fn().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The investing call's body (consents ticked, a typed signature). */
export const investBody = (campaignId: number, shares: number, paymentType: string) => ({
  campaignId,
  shares,
  paymentType,
  acceptTerms: true,
  acceptRisk: true,
  signature: { type: 'typed', value: 'Ines Investor' },
});
