import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** What the fake keeps of a Checkout session: the fields our adapter and webhook read. */
export type FakeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  url: string | null;
};

/** A Connect account as the fake keeps it (issue 9 payouts): onboarding finished or not. */
export type FakeAccount = {
  id: string;
  object: 'account';
  type: string;
  email: string | null;
  metadata: Record<string, string>;
  details_submitted: boolean;
  payouts_enabled: boolean;
};

/** A transfer to a connected account. */
export type FakeTransfer = {
  id: string;
  object: 'transfer';
  amount: number;
  currency: string;
  destination: string;
  description: string | null;
};

export type FakeStripe = {
  /** The API address to give STRIPE_API_URL (config.stripe.apiUrl). */
  url: string;
  sessions: Map<string, FakeCheckoutSession>;
  /** Connect accounts and transfers to them. */
  accounts: Map<string, FakeAccount>;
  transfers: Map<string, FakeTransfer>;
  /** What the owner does on Stripe's onboarding pages: the account is ready to be paid. */
  onboard(accountId: string): FakeAccount;
  /** Requests received, as "METHOD /path". */
  calls: string[];
  /** What the payer does on the hosted page. */
  pay(id: string, options?: { async?: boolean }): FakeCheckoutSession;
  expire(id: string): FakeCheckoutSession;
  /** A Stripe event about a session, as the webhook receives it. */
  event(type: string, id: string, eventId?: string): string;
  close(): Promise<void>;
};

export const FAKE_SECRET_KEY = 'sk_test_fake_0123456789';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_0123456789';

/** The stripe-signature header for a payload, by the SDK's own helper (timestamp in seconds). */
export function signPayload(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? FAKE_WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify(body));
}

const stripeError = (message: string, type = 'invalid_request_error') => ({ error: { type, message } });

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A local stand-in for the few Stripe endpoints the platform calls (create, retrieve and expire a
 * Checkout session), so the real `stripe` SDK runs end to end on loopback and no test reaches the
 * internet. Idempotency keys behave as Stripe's: the same key returns the first session.
 */
export async function startFakeStripe(secretKey = FAKE_SECRET_KEY): Promise<FakeStripe> {
  const sessions = new Map<string, FakeCheckoutSession>();
  const byIdempotencyKey = new Map<string, string>();
  const calls: string[] = [];
  const accounts = new Map<string, FakeAccount>();
  const transfers = new Map<string, FakeTransfer>();
  const metadataOf = (form: URLSearchParams) =>
    Object.fromEntries([...form.entries()].flatMap(([k, v]) => (/^metadata\[(.+)\]$/.exec(k) ? [[k.slice(9, -1), v]] : [])));

  /** Connect: accounts, account links and transfers (idempotent by key, as Stripe's). */
  const connect = (req: IncomingMessage, res: ServerResponse, path: string, form: URLSearchParams): boolean => {
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
    if (req.method === 'POST' && path === '/v1/accounts') {
      const account: FakeAccount = {
        id: id('acct'),
        object: 'account',
        type: form.get('type') ?? 'express',
        email: form.get('email'),
        metadata: metadataOf(form),
        details_submitted: false,
        payouts_enabled: false,
      };
      accounts.set(account.id, account);
      send(res, 200, account);
      return true;
    }
    const one = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && one) {
      const account = accounts.get(one[1]!);
      send(res, account ? 200 : 404, account ?? stripeError('No such account'));
      return true;
    }
    if (req.method === 'POST' && path === '/v1/account_links') {
      const account = accounts.get(form.get('account') ?? '');
      if (!account) send(res, 400, stripeError('No such account'));
      else
        send(res, 200, {
          object: 'account_link',
          url: `https://connect.stripe.test/setup/${account.id}?return=${encodeURIComponent(form.get('return_url') ?? '')}`,
          created: Math.floor(Date.now() / 1000),
          expires_at: Math.floor(Date.now() / 1000) + 300,
        });
      return true;
    }
    if (req.method === 'POST' && path === '/v1/transfers') {
      const known = key ? byIdempotencyKey.get(key) : undefined;
      const destination = form.get('destination') ?? '';
      if (!known && !accounts.get(destination)?.details_submitted) {
        send(res, 400, stripeError('The destination account cannot receive transfers.'));
        return true;
      }
      const transfer = known
        ? transfers.get(known)!
        : {
            id: id('tr'),
            object: 'transfer' as const,
            amount: Number(form.get('amount')),
            currency: form.get('currency') ?? '',
            destination,
            description: form.get('description'),
          };
      transfers.set(transfer.id, transfer);
      if (key) byIdempotencyKey.set(key, transfer.id);
      send(res, 200, transfer);
      return true;
    }
    return false;
  };

  const create = (form: URLSearchParams): FakeCheckoutSession => {
    const sessionId = id('cs_test');
    const session: FakeCheckoutSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(form.get('line_items[0][price_data][unit_amount]')) * Number(form.get('line_items[0][quantity]') ?? 1),
      currency: form.get('line_items[0][price_data][currency]') ?? '',
      client_reference_id: form.get('client_reference_id'),
      customer_email: form.get('customer_email'),
      metadata: Object.fromEntries([...form.entries()].flatMap(([k, v]) => (/^metadata\[(.+)\]$/.exec(k) ? [[k.slice(9, -1), v]] : []))),
      success_url: form.get('success_url') ?? '',
      cancel_url: form.get('cancel_url') ?? '',
      expires_at: Number(form.get('expires_at') ?? Math.floor(Date.now() / 1000) + 86_400),
      url: `https://checkout.stripe.test/c/pay/${sessionId}`,
    };
    sessions.set(sessionId, session);
    return session;
  };

  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0]!;
      calls.push(`${req.method} ${path}`);
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return send(res, 401, stripeError('Invalid API Key provided.', 'invalid_request_error'));
      const form = await formOf(req);
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const key = req.headers['idempotency-key'];
        const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        const session = known ? sessions.get(known)! : create(form);
        if (typeof key === 'string') byIdempotencyKey.set(key, session.id);
        return send(res, 200, session);
      }
      if (connect(req, res, path, form)) return;
      const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
      const session = match ? sessions.get(match[1]!) : undefined;
      if (!match || !session) return send(res, 404, stripeError('No such checkout session'));
      if (req.method === 'GET' && !match[2]) return send(res, 200, session);
      if (req.method === 'POST' && match[2]) {
        if (session.status !== 'open') return send(res, 400, stripeError('Only open sessions can be expired.'));
        session.status = 'expired';
        session.url = null;
        return send(res, 200, session);
      }
      return send(res, 404, stripeError('Unrecognized request URL'));
    })().catch((err: unknown) => send(res, 500, stripeError(String(err), 'api_error')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const get = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
    return session;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    calls,
    accounts,
    transfers,
    onboard: (accountId) => {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`fake stripe: no account ${accountId}`);
      account.details_submitted = true;
      account.payouts_enabled = true;
      return account;
    },
    pay: (sessionId, options = {}) => {
      const session = get(sessionId);
      session.status = 'complete';
      session.payment_status = options.async ? 'unpaid' : 'paid';
      session.url = null;
      return session;
    },
    expire: (sessionId) => {
      const session = get(sessionId);
      session.status = 'expired';
      session.url = null;
      return session;
    },
    event: (type, sessionId, eventId = id('evt')) =>
      JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: get(sessionId) },
      }),
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
