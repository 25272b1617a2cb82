import type { FastifyRequest } from 'fastify';

/**
 * The visitor's address. request.ip already honours TRUST_PROXY; the site server, calling the API
 * in process, passes the visitor's address with the per-process internal key.
 */
export function clientIpOf(request: Pick<FastifyRequest, 'headers' | 'ip'>, internalKey: string): string {
  const forwarded = request.headers['x-cf-client-ip'];
  if (typeof forwarded === 'string' && request.headers['x-cf-internal'] === internalKey) return forwarded;
  return request.ip;
}
