import type { paymentGatewayFrontOut } from '@cf/domain/schemas/payment-gateways';
import { PAYPAL_ORDER_ID } from '@cf/domain/schemas/paypal';
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

const SAFE_ID = /^[A-Za-z0-9_-]{1,255}$/;

/**
 * A provider's return address names its payment: Stripe's carries its session id
 * (?session_id=cs_...), PayPal's the order id (?token=...&PayerID=..., added by PayPal). The API asks
 * the provider how it stands and completes it if paid (PayPal: captures the approved order) before
 * the receipt is read; the query string itself proves nothing. A failed check is left to the webhook.
 */
export async function checkReturn(api: AccountApi, request: Request): Promise<void> {
  const query = new URL(request.url).searchParams;
  const sessionId = query.get('session_id');
  if (sessionId && SAFE_ID.test(sessionId)) {
    await api
      .send('GET', `/campaigns/equity/payment-gateway/check-payment-session/${encodeURIComponent(sessionId)}`)
      .catch(() => undefined);
    return;
  }
  const orderId = query.get('token');
  if (orderId && PAYPAL_ORDER_ID.test(orderId))
    await api.send('POST', '/campaigns/equity/paypal-payment/process-payment', { orderId }).catch(() => undefined);
}
