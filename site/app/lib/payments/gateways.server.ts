import type { paymentGatewayFrontOut } from '@cf/domain/schemas/payment-gateways';
import type { WireOf } from '@cf/domain/schemas/wire';
import type { AppLoadContext } from '@remix-run/node';
import type { AccountApi } from '../account/api.server';
import { apiGet } from '../api.server';

export type PaymentGateway = WireOf<typeof paymentGatewayFrontOut>;
export type PaymentRoute = PaymentGateway['provider'];

/**
 * The payment routes the console has on now, and that take `currency` when one is given (ACH:
 * US dollars only): the invest and top-up forms offer only these.
 */
export async function enabledRoutes(context: AppLoadContext, lang: string, currency?: string): Promise<PaymentRoute[]> {
  const gateways = await apiGet<PaymentGateway[]>(context, { path: '/admin/payment-gateway/', lang });
  return (gateways ?? [])
    .filter((g) => g.enabled && (!currency || !g.currencies || g.currencies.includes(currency)))
    .map((g) => g.provider);
}

/** Where to send the payer: the sandbox's page is ours (a path), a provider's hosted page is elsewhere. */
export function checkoutRedirect(checkoutUrl: string): string {
  const url = new URL(checkoutUrl);
  return url.pathname.startsWith('/payments/sandbox/') ? url.pathname : url.href;
}

/**
 * A provider's return address carries its session id (?session_id=cs_...). The API asks the
 * provider how it stands and completes it if paid, before the receipt is read; the query string
 * itself proves nothing. A failed check is left to the webhook.
 */
export async function checkReturn(api: AccountApi, request: Request): Promise<void> {
  const sessionId = new URL(request.url).searchParams.get('session_id');
  if (!sessionId || !/^[A-Za-z0-9_-]{1,255}$/.test(sessionId)) return;
  await api.send('GET', `/campaigns/equity/payment-gateway/check-payment-session/${encodeURIComponent(sessionId)}`).catch(() => undefined);
}
