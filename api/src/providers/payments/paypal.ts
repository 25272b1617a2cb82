import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  type Order,
  OrdersController,
  OrderStatus,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  TransactionSearchController,
} from '@paypal/paypal-server-sdk';
import { ValidationError } from '@cf/domain';
import { fromPaypalValue, toPaypalValue } from '@cf/domain/schemas/paypal';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { PaymentProviderUnavailableError } from './stripe';
import type { CheckoutState, PaymentProviderAdapter, ProviderKeys, SettledTransaction } from './types';

type PaypalApi = { orders: OrdersController; payments: PaymentsController; reports: TransactionSearchController };

/**
 * The SDK has no base-URL option: its hosts are PayPal's (api-m[.sandbox].paypal.com). With an
 * address override (a fake on loopback in tests), every connection its HTTPS agent opens, the
 * OAuth token call included, is dialled to that address instead: plain TCP for http://, TLS for
 * https://. The requests themselves are the SDK's, unchanged (paths, headers, Host).
 */
class DialTo extends https.Agent {
  constructor(private readonly target: URL) {
    super({ keepAlive: true });
  }
  override createConnection(): net.Socket {
    const host = this.target.hostname;
    const secure = this.target.protocol === 'https:';
    const port = Number(this.target.port || (secure ? 443 : 80));
    return secure ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
  }
}

const clients = new Map<string, PaypalApi>();
const cacheKeyOf = (keys: ProviderKeys) => `${keys.apiUrl ?? (keys.testMode ? 'sandbox' : 'live')}\n${keys.clientId}\n${keys.secret}`;

/** One SDK client per key and address: it keeps its OAuth token and its connections. */
function paypalApi(keys: ProviderKeys): PaypalApi {
  const cacheKey = cacheKeyOf(keys);
  let api = clients.get(cacheKey);
  if (!api) {
    const client = new Client({
      clientCredentialsAuthCredentials: { oAuthClientId: keys.clientId, oAuthClientSecret: keys.secret },
      environment: keys.testMode ? Environment.Sandbox : Environment.Production,
      timeout: 15_000,
      httpClientOptions: {
        timeout: 15_000,
        ...(keys.apiUrl ? { httpsAgent: new DialTo(new URL(keys.apiUrl)) } : {}),
      },
      // An environment proxy (HTTPS_PROXY) must not take the overridden address elsewhere.
      ...(keys.apiUrl ? { unstable_httpClientOptions: { proxy: false } } : {}),
    });
    api = {
      orders: new OrdersController(client),
      payments: new PaymentsController(client),
      reports: new TransactionSearchController(client),
    };
    clients.set(cacheKey, api);
  }
  return api;
}

/** PayPal's error issue (ORDER_ALREADY_CAPTURED, CAPTURE_FULLY_REFUNDED...), when it answered with one. */
function issueOf(err: unknown): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const result = err.result as { details?: { issue?: string }[] } | undefined;
  return result?.details?.[0]?.issue;
}

/**
 * Runs one PayPal call; any failure is a 502 (the caller's transaction rolls back). The client is
 * dropped after a failure: the SDK keeps a failed OAuth token request as its token for good, so a
 * PayPal outage would otherwise outlive itself.
 */
async function call<T>(keys: ProviderKeys, work: (api: PaypalApi) => Promise<{ result: T }>, tolerated: string[] = []): Promise<T> {
  try {
    return (await work(paypalApi(keys))).result;
  } catch (err) {
    const issue = issueOf(err);
    if (issue && tolerated.includes(issue)) throw new PaypalIssue(issue);
    clients.delete(cacheKeyOf(keys));
    throw new PaymentProviderUnavailableError(`paypal: ${issue ?? (err as Error).message}`);
  }
}

/** A PayPal refusal the caller expects and handles (already captured, already refunded, declined). */
class PaypalIssue extends Error {
  constructor(readonly issue: string) {
    super(issue);
  }
}

const firstCapture = (order: Order) => order.purchaseUnits?.[0]?.payments?.captures?.[0];

/** A completed order's word, by its capture: completed (or refunded since) is paid, declined is failed. */
function captureState(order: Order): CheckoutState {
  const status = firstCapture(order)?.status;
  if (status === 'COMPLETED' || status === 'REFUNDED' || status === 'PARTIALLY_REFUNDED') return 'paid';
  if (status === 'DECLINED' || status === 'FAILED') return 'failed';
  return 'open';
}

const valueOf = (amount: number, currency: string) => {
  const value = toPaypalValue(amount, currency);
  // 1234.56 HUF: PayPal takes forints in whole units only.
  if (value === null) throw new ValidationError([{ field: 'paymentType', message: 'wallet.errors.currencyNotSupported' }]);
  return { currencyCode: currency, value };
};

/** PayPal's transaction search takes at most 31 days a request. */
const SEARCH_WINDOW_MS = 31 * 86_400_000;
/** Payments (T00), reversals and refunds (T11), chargebacks (T12): the money the payers moved. */
const SETTLED_CODES = /^T(00|11|12)\d\d$/;

/**
 * PayPal Orders v2 through @paypal/paypal-server-sdk. A checkout is an order (intent CAPTURE) that
 * the payer approves on PayPal's page; the money is taken only when we capture it (the return's
 * check or the CHECKOUT.ORDER.APPROVED webhook), once, under the PayPal-Request-Id `capture:<order>`.
 * Our session id rides along as custom_id and invoice_id, so webhooks and disputes find it.
 */
export function paypalPayments(keys: ProviderKeys): PaymentProviderAdapter {
  const getOrder = (id: string) => call(keys, (api) => api.orders.getOrder({ id }));
  const capture = async (id: string): Promise<CheckoutState> => {
    try {
      const order = await call(
        keys,
        (api) => api.orders.captureOrder({ id, paypalRequestId: `capture:${id}`, prefer: 'return=representation' }),
        ['ORDER_ALREADY_CAPTURED', 'INSTRUMENT_DECLINED'],
      );
      return captureState(order);
    } catch (err) {
      if (!(err instanceof PaypalIssue)) throw err;
      // Declined: this order takes no money now; the payer starts again with a new payment.
      if (err.issue === 'INSTRUMENT_DECLINED') return 'failed';
      return captureState(await getOrder(id));
    }
  };
  return {
    name: 'paypal',
    createCheckout: async (request) => {
      const amount = valueOf(request.amount, request.currency);
      const order = await call(keys, (api) =>
        api.orders.createOrder({
          paypalRequestId: request.idempotencyKey,
          prefer: 'return=minimal',
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              { amount, customId: request.sessionId, invoiceId: request.sessionId, description: request.description.slice(0, 127) },
            ],
            paymentSource: {
              paypal: {
                experienceContext: {
                  returnUrl: request.successUrl,
                  cancelUrl: request.cancelUrl,
                  userAction: PaypalExperienceUserAction.PayNow,
                  shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                },
              },
            },
          },
        }),
      );
      const link = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!order.id || !link) throw new PaymentProviderUnavailableError('paypal: the order has no approval link');
      return { providerRef: order.id, checkoutUrl: link.href };
    },
    checkoutState: async (orderId) => {
      const order = await getOrder(orderId);
      if (order.status === OrderStatus.Approved) return capture(orderId);
      if (order.status === OrderStatus.Completed) return captureState(order);
      if (order.status === OrderStatus.Voided) return 'failed';
      return 'open';
    },
    // An order nobody approved lapses at PayPal by itself, and one approved after our session
    // closed is never captured (only an open session's order is), so no money can move: nothing to call.
    expireCheckout: async () => {},
    refund: async (request) => {
      const captureId = firstCapture(await getOrder(request.providerRef))?.id;
      if (!captureId) throw new PaymentProviderUnavailableError(`paypal: order ${request.providerRef} has no capture to refund`);
      try {
        const refund = await call(
          keys,
          (api) =>
            api.payments.refundCapturedPayment({
              captureId,
              paypalRequestId: request.idempotencyKey,
              prefer: 'return=representation',
              body: { amount: valueOf(request.amount, request.currency) },
            }),
          ['CAPTURE_FULLY_REFUNDED'],
        );
        return { refundRef: refund.id ?? `refund:${captureId}` };
      } catch (err) {
        // Refunded already (a retry after PayPal's idempotency window): the money is back with the payer.
        if (err instanceof PaypalIssue) return { refundRef: `already-refunded:${captureId}` };
        throw err;
      }
    },
    settled: async (from, to) => {
      const moves: SettledTransaction[] = [];
      for (let start = from.getTime(); start < to.getTime(); start += SEARCH_WINDOW_MS) {
        const window = {
          startDate: new Date(start).toISOString(),
          endDate: new Date(Math.min(start + SEARCH_WINDOW_MS, to.getTime())).toISOString(),
        };
        for (let page = 1, pages = 1; page <= pages; page++) {
          const found = await call(keys, (api) =>
            api.reports.searchTransactions({ ...window, fields: 'transaction_info', transactionStatus: 'S', pageSize: 500, page }),
          );
          pages = found.totalPages ?? 1;
          for (const { transactionInfo: info } of found.transactionDetails ?? []) {
            const money = info?.transactionAmount;
            if (!info?.transactionId || !money || !SETTLED_CODES.test(info.transactionEventCode ?? '')) continue;
            const amount = fromPaypalValue(money.value, money.currencyCode);
            if (amount === null) continue;
            moves.push({
              // Our session id rides along as the invoice id (captures and their refunds): the reconciliation matches by it.
              providerRef: info.invoiceId ?? info.transactionId,
              amount,
              currency: money.currencyCode,
              at: new Date(info.transactionInitiationDate ?? start),
            });
          }
        }
      }
      return moves;
    },
  };
}
