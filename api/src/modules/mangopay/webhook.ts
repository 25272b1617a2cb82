import { type WebhookDeps, WebhookNotConfiguredError } from '../webhooks/stripe';

/** GET /webhooks/mangopay (issue 11: being built). */
export async function receiveMangopayEvent(
  deps: WebhookDeps,
  query: Record<string, string>,
): Promise<{ received: true; duplicate: boolean }> {
  void deps;
  void query;
  throw new WebhookNotConfiguredError();
}
