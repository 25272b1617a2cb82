import type { IncomingHttpHeaders } from 'node:http';
import { type WebhookDeps, WebhookNotConfiguredError } from '../webhooks/stripe';

/** POST /webhooks/plaid (issue 11: being built). */
export async function receivePlaidEvent(
  deps: WebhookDeps,
  raw: Buffer,
  headers: IncomingHttpHeaders,
): Promise<{ received: true; duplicate: boolean }> {
  void deps;
  void raw;
  void headers;
  throw new WebhookNotConfiguredError();
}
