import type { Sql } from 'postgres';

/**
 * What a dropped or refused connection looks like: the server ending it (57P01 admin shutdown,
 * 57P02 crash, 57P03 starting up, class 08) or the socket closing under the driver. Drizzle wraps
 * the driver's error, so the causes are followed.
 */
const LOST = new Set(['57P01', '57P02', '57P03', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT']);
const SOCKET = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);

export function isConnectionLost(err: unknown): boolean {
  let current = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++, current = current.cause as typeof current) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (LOST.has(code) || SOCKET.has(code) || code.startsWith('08')) return true;
  }
  return false;
}

/** Attempts in all (the first and the retries), and the pause before each retry. */
const ATTEMPTS = 4;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));

async function retrying<T>(run: () => Promise<T>, retryable: (err: unknown) => boolean): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= ATTEMPTS || !retryable(err)) throw err;
      await pause(attempt);
    }
  }
}

const READ = /^\s*select\b/i;
/** Errors thrown once the transaction's work was done, while committing: never retried. */
const atCommit = new WeakSet<object>();

/**
 * Makes a pool ride out dropped connections (a failover, a restarted server, a killed backend):
 * the driver reconnects by itself, and the work that was on the lost connection is done again
 * only where that cannot do it twice.
 * - A read outside a transaction (a statement that starts with select) is run again.
 * - A transaction that lost its connection before its COMMIT was sent is run again from the start:
 *   PostgreSQL rolled it back, so money moves exactly once. One that lost it during the COMMIT is
 *   not (its outcome is unknown): the error reaches the caller, as does any write outside one.
 */
export function rideOutDroppedConnections(client: Sql): void {
  const unsafe = client.unsafe.bind(client);
  // Drizzle awaits the driver's lazy query, or asks for .values(): both go through the retry.
  client.unsafe = ((query: string, params?: unknown[], options?: object) => {
    if (!READ.test(query)) return unsafe(query, params as never, options as never);
    const rows = () => retrying(() => Promise.resolve(unsafe(query, params as never, options as never)), isConnectionLost);
    const values = () => retrying(() => Promise.resolve(unsafe(query, params as never, options as never).values()), isConnectionLost);
    return { then: (ok: never, ko: never) => rows().then(ok, ko), catch: (ko: never) => rows().catch(ko), values };
  }) as unknown as Sql['unsafe'];

  const begin = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.begin = (async (...args: unknown[]) => {
    const fn = args.pop() as (sql: unknown) => Promise<unknown>;
    return retrying(
      async () => {
        let committing = false;
        try {
          return await begin(...args, async (sql: unknown) => {
            const result = await fn(sql);
            committing = true;
            return result;
          });
        } catch (err) {
          if (committing && typeof err === 'object' && err) atCommit.add(err);
          throw err;
        }
      },
      (err) => !(typeof err === 'object' && err && atCommit.has(err)) && isConnectionLost(err),
    );
  }) as unknown as Sql['begin'];
}
