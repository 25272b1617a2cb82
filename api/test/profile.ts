import type { InjectOptions } from 'fastify';
import { bearer, nextIp, type TestContext } from './app';

/** inject() under /api/v1 with an optional bearer token and JSON body, from a fresh address. */
export function api(ctx: TestContext, method: InjectOptions['method'], url: string, token?: string | null, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/** E-mails in the outbox to one address, newest first (secrets opened as the mailer sends them). */
export { outboxFor as outboxTo } from './accounts';

/** The first URL in an e-mail's text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const match = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`).exec(text);
  if (!match) throw new Error(`no link starting with ${prefix} in: ${text}`);
  return match[0];
}
