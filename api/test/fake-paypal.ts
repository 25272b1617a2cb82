import { fromPaypalValue, toPaypalValue } from '@cf/domain/schemas/paypal';
import { generateKeyPairSync, type KeyObject, randomBytes, randomUUID, sign, X509Certificate } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

/**
 * A local stand-in for the PayPal REST calls the platform makes through @paypal/paypal-server-sdk
 * (OAuth token, Orders v2 create/get/capture, capture refunds, transaction search, webhook
 * certificates), so the real SDK runs end to end on loopback and no test reaches the internet.
 * PayPal-Request-Id behaves as PayPal's: the same id on the same call answers the first result.
 * It also signs webhook deliveries as PayPal does (SHA256withRSA over
 * `transmissionId|transmissionTime|webhookId|crc32(body)`, with the key of the certificate it serves).
 */

export const FAKE_CLIENT_ID = 'AfakeClientId0123456789';
export const FAKE_SECRET = 'EfakeSecret0123456789';
export const FAKE_WEBHOOK_ID = '8PT597110X687430LFAKE0001';

type Money = { currency_code: string; value: string };
export type FakeCapture = {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PENDING' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
  amount: Money;
  custom_id?: string;
  invoice_id?: string;
  final_capture: true;
  create_time: string;
  orderId: string;
  /** Minor units refunded so far. */
  refunded: number;
};
export type FakeRefund = { id: string; status: 'COMPLETED'; amount: Money; captureId: string; create_time: string };
export type FakeOrder = {
  id: string;
  intent: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchase_units: { reference_id: string; amount: Money; custom_id?: string; invoice_id?: string; description?: string }[];
  return_url?: string;
  cancel_url?: string;
  create_time: string;
  /**
   * What the payer's funding source does when the order is captured: completes, is declined (a
   * DECLINED capture), stays pending, or is refused outright (422 INSTRUMENT_DECLINED, the order
   * left approved for the payer to choose another source).
   */
  onCapture: 'complete' | 'decline' | 'pending' | 'refuse';
  capture?: FakeCapture;
};

const now = () => new Date().toISOString();
const paypalId = (n = 17) => randomBytes(n).toString('hex').toUpperCase().slice(0, n);
const error = (name: string, issue: string, message = issue) => ({
  name,
  message,
  debug_id: paypalId(13),
  details: [{ issue, description: message }],
});

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': paypalId(13) });
  res.end(JSON.stringify(body));
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/* ---- a self-signed certificate for the signer, built with node:crypto alone (minimal DER) ---- */

const tlv = (tag: number, content: Buffer): Buffer => {
  const n = content.length;
  const length = n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, content]);
};
const seq = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts));
function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const bytes = [a! * 40 + b!];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let v = arc >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}
const utcTime = (date: Date) => tlv(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`, 'ascii'));
const SHA256_WITH_RSA = seq(oid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));
const name = (cn: string) => seq(tlv(0x31, seq(oid('2.5.4.3'), tlv(0x0c, Buffer.from(cn)))));

type Identity = { privateKey: KeyObject; pem: string };

/** A fresh RSA key and its self-signed X.509 certificate (valid from yesterday for 30 days). */
function signingIdentity(cn: string): Identity {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const validity = seq(utcTime(new Date(Date.now() - 86_400_000)), utcTime(new Date(Date.now() + 30 * 86_400_000)));
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  const tbs = seq(tlv(0xa0, tlv(0x02, Buffer.from([2]))), tlv(0x02, Buffer.from([1])), SHA256_WITH_RSA, name(cn), validity, name(cn), spki);
  const signature = tlv(0x03, Buffer.concat([Buffer.from([0]), sign('sha256', tbs, privateKey)]));
  const der = seq(tbs, SHA256_WITH_RSA, signature);
  const pem = `-----BEGIN CERTIFICATE-----\n${der.toString('base64').replace(/.{64}/g, '$&\n')}\n-----END CERTIFICATE-----\n`;
  new X509Certificate(pem); // throws should the encoding be wrong
  return { privateKey, pem };
}

/* ---- the fake ---- */

export type SignOptions = {
  transmissionId?: string;
  time?: Date;
  webhookId?: string;
  /** Where the certificate is said to be (default: the fake's own). */
  certUrl?: string;
  /** Sign with a key whose certificate is not the one served (a forgery). */
  forged?: boolean;
  algo?: string;
};

export type FakePaypal = {
  /** The address to give PAYPAL_API_URL (config.paypal.apiUrl). */
  url: string;
  orders: Map<string, FakeOrder>;
  captures: Map<string, FakeCapture>;
  refunds: Map<string, FakeRefund>;
  /** Requests received, as "METHOD /path" (with PayPal-Request-Id after a space when sent). */
  calls: string[];
  /** The next `count` requests answer 503 (an outage), the token request included. */
  outage(count: number): void;
  /** What the payer does on PayPal's page: the order is approved (and, optionally, will be declined or left pending at capture). */
  approve(orderId: string, onCapture?: FakeOrder['onCapture']): FakeOrder;
  /** The payer's funding is refused when the order is captured. */
  decline(orderId: string): FakeOrder;
  void(orderId: string): FakeOrder;
  orderOf(sessionId: string): FakeOrder | undefined;
  /** A PayPal event about an order (its capture for PAYMENT.CAPTURE.*, a dispute on it for CUSTOMER.DISPUTE.*). */
  event(type: string, orderId: string, options?: { id?: string; captureStatus?: string; disputeId?: string; outcome?: string }): string;
  /** The headers PayPal sends with a delivery of `body`. */
  sign(body: string, options?: SignOptions): Record<string, string>;
  close(): Promise<void>;
};

export async function startFakePaypal(credentials = { clientId: FAKE_CLIENT_ID, secret: FAKE_SECRET }): Promise<FakePaypal> {
  const orders = new Map<string, FakeOrder>();
  const captures = new Map<string, FakeCapture>();
  const refunds = new Map<string, FakeRefund>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  const calls: string[] = [];
  let failures = 0;
  const identity = signingIdentity('messageverificationcerts.sandbox.paypal.test');
  const rogue = signingIdentity('messageverificationcerts.sandbox.paypal.test');
  let url = '';

  const captureJson = (c: FakeCapture) => ({
    id: c.id,
    status: c.status,
    amount: c.amount,
    custom_id: c.custom_id,
    invoice_id: c.invoice_id,
    final_capture: c.final_capture,
    create_time: c.create_time,
    update_time: c.create_time,
    links: [{ href: `${url}/v2/payments/captures/${c.id}`, rel: 'self', method: 'GET' }],
  });
  const orderJson = (o: FakeOrder) => ({
    id: o.id,
    intent: o.intent,
    status: o.status,
    create_time: o.create_time,
    purchase_units: o.purchase_units.map((unit) => ({
      ...unit,
      ...(o.capture ? { payments: { captures: [captureJson(o.capture)] } } : {}),
    })),
    links: [
      { href: `${url}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
      ...(o.status === 'PAYER_ACTION_REQUIRED' ? [{ href: `${url}/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' }] : []),
    ],
  });

  const createOrder = (body: string): { status: number; body: unknown } => {
    const input = JSON.parse(body || '{}') as {
      intent?: string;
      purchase_units?: { amount?: Money; custom_id?: string; invoice_id?: string; description?: string }[];
      payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
    };
    const unit = input.purchase_units?.[0];
    if (input.intent !== 'CAPTURE' || !unit?.amount) return { status: 400, body: error('INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER') };
    const minor = fromPaypalValue(unit.amount.value, unit.amount.currency_code);
    // PayPal refuses an amount with more decimals than it takes for the currency (yen, forint: none).
    if (minor === null || toPaypalValue(minor, unit.amount.currency_code) !== unit.amount.value)
      return { status: 422, body: error('UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION') };
    const context = input.payment_source?.paypal?.experience_context;
    const order: FakeOrder = {
      id: paypalId(),
      intent: 'CAPTURE',
      status: 'PAYER_ACTION_REQUIRED',
      purchase_units: [{ reference_id: 'default', ...unit, amount: unit.amount }],
      return_url: context?.return_url,
      cancel_url: context?.cancel_url,
      create_time: now(),
      onCapture: 'complete',
    };
    orders.set(order.id, order);
    return { status: 200, body: orderJson(order) };
  };

  const captureOrder = (order: FakeOrder): { status: number; body: unknown } => {
    if (order.status === 'COMPLETED') return { status: 422, body: error('UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED') };
    if (order.status !== 'APPROVED') return { status: 422, body: error('UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED') };
    if (order.onCapture === 'refuse') return { status: 422, body: error('UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED') };
    const unit = order.purchase_units[0]!;
    order.status = 'COMPLETED';
    const status = order.onCapture === 'decline' ? 'DECLINED' : order.onCapture === 'pending' ? 'PENDING' : 'COMPLETED';
    const capture: FakeCapture = {
      id: paypalId(),
      status,
      amount: unit.amount,
      custom_id: unit.custom_id,
      invoice_id: unit.invoice_id,
      final_capture: true,
      create_time: now(),
      orderId: order.id,
      refunded: 0,
    };
    order.capture = capture;
    captures.set(capture.id, capture);
    return { status: 201, body: orderJson(order) };
  };

  const refundCapture = (capture: FakeCapture, body: string): { status: number; body: unknown } => {
    const total = fromPaypalValue(capture.amount.value, capture.amount.currency_code)!;
    if (capture.status === 'REFUNDED') return { status: 422, body: error('UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED') };
    if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED')
      return { status: 422, body: error('UNPROCESSABLE_ENTITY', 'CAPTURE_NOT_REFUNDABLE') };
    const asked = (JSON.parse(body || '{}') as { amount?: Money }).amount;
    if (asked && asked.currency_code !== capture.amount.currency_code)
      return { status: 422, body: error('UNPROCESSABLE_ENTITY', 'REFUND_CURRENCY_MISMATCH') };
    const amount = asked ? fromPaypalValue(asked.value, asked.currency_code) : total - capture.refunded;
    if (amount === null || amount <= 0 || amount > total - capture.refunded)
      return { status: 422, body: error('UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED') };
    capture.refunded += amount;
    capture.status = capture.refunded === total ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    const refund: FakeRefund = {
      id: paypalId(),
      status: 'COMPLETED',
      amount: { currency_code: capture.amount.currency_code, value: toPaypalValue(amount, capture.amount.currency_code)! },
      captureId: capture.id,
      create_time: now(),
    };
    refunds.set(refund.id, refund);
    return { status: 201, body: { id: refund.id, status: refund.status, amount: refund.amount, create_time: refund.create_time } };
  };

  /** The transaction search: captures (T0006) and refunds (T1107, negative), successful ones, by date. */
  const search = (query: URLSearchParams) => {
    const from = Date.parse(query.get('start_date') ?? '');
    const to = Date.parse(query.get('end_date') ?? '');
    if (Number.isNaN(from) || Number.isNaN(to)) return { status: 400, body: error('INVALID_REQUEST', 'INVALID_DATE') };
    const rows = [
      ...[...captures.values()]
        .filter((c) => c.status !== 'DECLINED' && c.status !== 'PENDING')
        .map((c) => ({ id: c.id, code: 'T0006', at: c.create_time, amount: c.amount, invoice: c.invoice_id })),
      ...[...refunds.values()].map((r) => ({
        id: r.id,
        code: 'T1107',
        at: r.create_time,
        amount: { ...r.amount, value: `-${r.amount.value}` },
        invoice: captures.get(r.captureId)?.invoice_id,
      })),
    ].filter((row) => Date.parse(row.at) >= from && Date.parse(row.at) < to);
    const size = Number(query.get('page_size') ?? 100);
    const page = Number(query.get('page') ?? 1);
    const slice = rows.slice((page - 1) * size, page * size);
    return {
      status: 200,
      body: {
        transaction_details: slice.map((row) => ({
          transaction_info: {
            transaction_id: row.id,
            transaction_event_code: row.code,
            transaction_initiation_date: row.at,
            transaction_updated_date: row.at,
            transaction_amount: row.amount,
            transaction_status: 'S',
            invoice_id: row.invoice,
          },
        })),
        account_number: 'FAKEACCOUNT1',
        start_date: new Date(from).toISOString(),
        end_date: new Date(to).toISOString(),
        last_refreshed_datetime: now(),
        page,
        total_items: rows.length,
        total_pages: Math.max(1, Math.ceil(rows.length / size)),
        links: [],
      },
    };
  };

  const route = (req: IncomingMessage, path: string, query: URLSearchParams, body: string): { status: number; body: unknown } => {
    const method = req.method ?? 'GET';
    if (method === 'POST' && path === '/v2/checkout/orders') return createOrder(body);
    const order = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (order) {
      const found = orders.get(order[1]!);
      if (!found) return { status: 404, body: error('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID') };
      if (method === 'GET' && !order[2]) return { status: 200, body: orderJson(found) };
      if (method === 'POST' && order[2]) return captureOrder(found);
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund) {
      const capture = captures.get(refund[1]!);
      return capture ? refundCapture(capture, body) : { status: 404, body: error('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID') };
    }
    if (method === 'GET' && path === '/v1/reporting/transactions') return search(query);
    return { status: 404, body: error('NOT_FOUND', 'INVALID_RESOURCE_ID', `no route ${method} ${path}`) };
  };

  const server = createServer((req, res) => {
    void (async () => {
      const target = new URL(req.url ?? '/', 'http://fake');
      const requestId = req.headers['paypal-request-id'];
      calls.push(`${req.method} ${target.pathname}${typeof requestId === 'string' ? ` ${requestId}` : ''}`);
      const body = await bodyOf(req);
      if (failures > 0) {
        failures--;
        return send(res, 503, error('SERVICE_UNAVAILABLE', 'SERVICE_UNAVAILABLE'));
      }
      if (req.method === 'GET' && target.pathname === '/v1/notifications/certs/CERT-fake-1') {
        res.writeHead(200, { 'content-type': 'application/x-pem-file' });
        return res.end(identity.pem);
      }
      if (req.method === 'POST' && target.pathname === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.secret}`).toString('base64')}`;
        if (req.headers.authorization !== expected || new URLSearchParams(body).get('grant_type') !== 'client_credentials')
          return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
        const token = `A21AA${paypalId(40)}`;
        tokens.add(token);
        return send(res, 200, {
          scope: 'https://uri.paypal.com/services/payments',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-FAKE',
          expires_in: 32400,
          nonce: randomUUID(),
        });
      }
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !tokens.has(bearer)) return send(res, 401, error('AUTHENTICATION_FAILURE', 'AUTHENTICATION_FAILURE'));
      // PayPal-Request-Id: the same id on the same call answers the first success, and does nothing again.
      const replayKey = typeof requestId === 'string' && req.method === 'POST' ? `${target.pathname}\n${requestId}` : undefined;
      const known = replayKey ? replies.get(replayKey) : undefined;
      const reply = known ?? route(req, target.pathname, target.searchParams, body);
      if (replayKey && !known && reply.status < 300) replies.set(replayKey, reply);
      send(res, reply.status, reply.body);
    })().catch((err: unknown) => send(res, 500, error('INTERNAL_SERVER_ERROR', 'INTERNAL_SERVICE_ERROR', String(err))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const get = (orderId: string) => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`fake paypal: no order ${orderId}`);
    return order;
  };
  const disputeOf = (order: FakeOrder, options: { disputeId?: string; outcome?: string }) => ({
    dispute_id: options.disputeId ?? `PP-D-${paypalId(6)}`,
    create_time: now(),
    update_time: now(),
    disputed_transactions: [
      {
        seller_transaction_id: order.capture?.id,
        invoice_number: order.purchase_units[0]!.invoice_id,
        custom: order.purchase_units[0]!.custom_id,
      },
    ],
    reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
    status: options.outcome ? 'RESOLVED' : 'OPEN',
    dispute_amount: order.purchase_units[0]!.amount,
    seller_response_due_date: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    dispute_life_cycle_stage: 'CHARGEBACK',
    ...(options.outcome ? { dispute_outcome: { outcome_code: options.outcome } } : {}),
  });

  return {
    get url() {
      return url;
    },
    orders,
    captures,
    refunds,
    calls,
    outage: (count) => {
      failures = count;
    },
    approve: (orderId, onCapture = 'complete') => {
      const order = get(orderId);
      order.status = 'APPROVED';
      order.onCapture = onCapture;
      return order;
    },
    decline: (orderId) => {
      const order = get(orderId);
      order.onCapture = 'decline';
      return order;
    },
    void: (orderId) => {
      const order = get(orderId);
      order.status = 'VOIDED';
      return order;
    },
    orderOf: (sessionId) => [...orders.values()].find((o) => o.purchase_units[0]?.custom_id === sessionId),
    event: (type, orderId, options = {}) => {
      const order = get(orderId);
      const capture = order.capture;
      let resourceType = 'checkout-order';
      let resource: unknown = orderJson(order);
      if (type.startsWith('PAYMENT.CAPTURE.')) {
        if (!capture) throw new Error(`fake paypal: order ${orderId} has no capture`);
        resourceType = 'capture';
        resource = {
          ...captureJson(capture),
          ...(options.captureStatus ? { status: options.captureStatus } : {}),
          supplementary_data: { related_ids: { order_id: order.id } },
        };
      } else if (type.startsWith('CUSTOMER.DISPUTE.')) {
        resourceType = 'dispute';
        resource = disputeOf(order, options);
      }
      return JSON.stringify({
        id: options.id ?? `WH-${paypalId(17)}-${paypalId(17)}`,
        event_version: '1.0',
        create_time: now(),
        resource_type: resourceType,
        resource_version: '2.0',
        event_type: type,
        summary: type,
        resource,
        links: [],
      });
    },
    sign: (body, options = {}) => {
      const transmissionId = options.transmissionId ?? randomUUID();
      const time = (options.time ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z');
      const message = `${transmissionId}|${time}|${options.webhookId ?? FAKE_WEBHOOK_ID}|${crc32(Buffer.from(body, 'utf8'))}`;
      const key = options.forged ? rogue.privateKey : identity.privateKey;
      return {
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': sign('sha256', Buffer.from(message), key).toString('base64'),
        'paypal-cert-url': options.certUrl ?? `${url}/v1/notifications/certs/CERT-fake-1`,
        'paypal-auth-algo': options.algo ?? 'SHA256withRSA',
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
