import type { IncomingHttpHeaders } from 'node:http';
import { type WebhookDeps, WebhookNotConfiguredError } from './stripe';

/** POST /webhooks/paypal (issue 11: being built). */
export async function receivePaypalEvent(
  deps: WebhookDeps,
  raw: Buffer,
  headers: IncomingHttpHeaders,
): Promise<{ received: true; duplicate: boolean }> {
  void deps;
  void raw;
  void headers;
  throw new WebhookNotConfiguredError();
}
