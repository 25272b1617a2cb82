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
  /** Set when the payer pays: the PaymentIntent carrying payment_intent_data's metadata. */
  payment_intent: string | null;
};

/** A payment's intent and charge, as the fake keeps them once a session is paid. */
export type FakePaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded' | 'processing';
  metadata: Record<string, string>;
  latest_charge: string | null;
};
export type FakeCharge = { id: string; object: 'charge'; amount: number; currency: string; payment_intent: string };
export type FakeRefund = { id: string; object: 'refund'; amount: number; currency: string; payment_intent: string; status: 'succeeded' };

/** A dispute (chargeback) on a charge, as its events carry it. */
export type FakeDispute = {
  id: string;
  object: 'dispute';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: string;
  status: 'needs_response' | 'under_review' | 'won' | 'lost';
  evidence_details: { due_by: number; has_evidence: boolean; past_due: boolean; submission_count: number };
  created: number;
  livemode: false;
};

/** A movement of the platform's Stripe balance (what the reconciliation lists), gross in minor units. */
export type FakeBalanceTransaction = {
  id: string;
  object: 'balance_transaction';
  amount: number;
  currency: string;
  created: number;
  type: 'charge' | 'refund' | 'adjustment' | 'transfer' | 'payout';
  reporting_category: string;
  /** The id of what moved it (ch_, re_, dp_, tr_), or the object itself when the list was asked to expand it. */
  source: string | null;
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
  intents: Map<string, FakePaymentIntent>;
  charges: Map<string, FakeCharge>;
  refunds: Map<string, FakeRefund>;
  disputes: Map<string, FakeDispute>;
  /** The balance's movements, oldest first (payments, refunds, dispute withdrawals and reinstatements, transfers). */
  balance: FakeBalanceTransaction[];
  /** What the payer does on the hosted page: a paid session has a PaymentIntent, a charge and a balance movement. */
  pay(id: string, options?: { async?: boolean }): FakeCheckoutSession;
  expire(id: string): FakeCheckoutSession;
  /** A Stripe event about a session, as the webhook receives it. */
  event(type: string, id: string, eventId?: string): string;
  /** The payer's bank disputes a paid session's charge: the amount leaves the balance at once. */
  dispute(sessionId: string, options?: { amount?: number; reason?: string; dueBy?: Date }): FakeDispute;
  /** The bank decides: won gives the amount back to the balance. */
  closeDispute(disputeId: string, status: 'won' | 'lost'): FakeDispute;
  /** A Stripe event about a dispute (charge.dispute.created, charge.dispute.closed…). */
  disputeEvent(type: string, disputeId: string, eventId?: string): string;
  /** Adds a movement to the balance by hand (a reconciliation test's planted difference). */
  addBalanceTransaction(
    movement: Partial<FakeBalanceTransaction> & Pick<FakeBalanceTransaction, 'amount' | 'currency'>,
  ): FakeBalanceTransaction;
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

const now = () => Math.floor(Date.now() / 1000);

/** Stripe's list shape, newest first, paged by `starting_after` (the SDK's auto-pagination follows has_more). */
function page<T extends { id: string }>(items: T[], query: URLSearchParams, url: string) {
  const limit = Math.min(Number(query.get('limit') ?? 10), 100);
  const after = query.get('starting_after');
  const start = after ? items.findIndex((i) => i.id === after) + 1 : 0;
  const data = items.slice(start, start + limit);
  return { object: 'list', url, has_more: start + limit < items.length, data };
}

/**
 * A local stand-in for the Stripe endpoints the platform calls — Checkout sessions (create,
 * retrieve, list by payment intent, expire), payment intents, refunds, the balance's transactions
 * and Connect — so the real `stripe` SDK runs end to end on loopback and no test reaches the
 * internet. Idempotency keys behave as Stripe's: the same key returns the first object.
 */
export async function startFakeStripe(secretKey = FAKE_SECRET_KEY): Promise<FakeStripe> {
  const sessions = new Map<string, FakeCheckoutSession>();
  const byIdempotencyKey = new Map<string, string>();
  const calls: string[] = [];
  const accounts = new Map<string, FakeAccount>();
  const transfers = new Map<string, FakeTransfer>();
  const intents = new Map<string, FakePaymentIntent>();
  const intentMetadata = new Map<string, Record<string, string>>();
  const charges = new Map<string, FakeCharge>();
  const refunds = new Map<string, FakeRefund>();
  const disputes = new Map<string, FakeDispute>();
  const balance: FakeBalanceTransaction[] = [];
  const move = (m: Partial<FakeBalanceTransaction> & Pick<FakeBalanceTransaction, 'amount' | 'currency'>): FakeBalanceTransaction => {
    const txn: FakeBalanceTransaction = {
      id: id('txn'),
      object: 'balance_transaction',
      created: now(),
      type: 'adjustment',
      reporting_category: 'other_adjustment',
      source: null,
      ...m,
    };
    balance.push(txn);
    return txn;
  };
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
      if (!known)
        move({
          amount: -transfer.amount,
          currency: transfer.currency,
          type: 'transfer',
          reporting_category: 'transfer',
          source: transfer.id,
        });
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
      payment_intent: null,
    };
    intentMetadata.set(
      sessionId,
      Object.fromEntries(
        [...form.entries()].flatMap(([k, v]) => {
          const key = /^payment_intent_data\[metadata\]\[(.+)\]$/.exec(k)?.[1];
          return key ? [[key, v]] : [];
        }),
      ),
    );
    sessions.set(sessionId, session);
    return session;
  };

  /** Payment intents, refunds and the balance's transactions (with `expand[]=data.source(.payment_intent)`). */
  const money = (req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams, form: URLSearchParams): boolean => {
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && intent) {
      const found = intents.get(intent[1]!);
      send(res, found ? 200 : 404, found ?? stripeError('No such payment_intent'));
      return true;
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
      const known = key ? byIdempotencyKey.get(key) : undefined;
      const pi = intents.get(form.get('payment_intent') ?? '');
      if (!known && !pi) {
        send(res, 400, stripeError('No such payment_intent'));
        return true;
      }
      const refund = known
        ? refunds.get(known)!
        : {
            id: id('re'),
            object: 'refund' as const,
            amount: Number(form.get('amount') ?? pi!.amount),
            currency: pi!.currency,
            payment_intent: pi!.id,
            status: 'succeeded' as const,
          };
      if (!known)
        move({ amount: -refund.amount, currency: refund.currency, type: 'refund', reporting_category: 'refund', source: refund.id });
      refunds.set(refund.id, refund);
      if (key) byIdempotencyKey.set(key, refund.id);
      send(res, 200, refund);
      return true;
    }
    if (req.method === 'GET' && path === '/v1/balance_transactions') {
      const gte = Number(query.get('created[gte]') ?? 0);
      const lt = Number(query.get('created[lt]') ?? Number.MAX_SAFE_INTEGER);
      const expand = [...query.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
      const sourceOf = (ref: string | null): unknown => {
        if (!ref || !expand.some((e) => e.startsWith('data.source'))) return ref;
        const object: Record<string, unknown> | undefined = charges.get(ref) ?? refunds.get(ref) ?? disputes.get(ref) ?? transfers.get(ref);
        if (!object) return ref;
        const pi = typeof object.payment_intent === 'string' ? intents.get(object.payment_intent) : undefined;
        return expand.includes('data.source.payment_intent') && pi ? { ...object, payment_intent: pi } : object;
      };
      const listed = balance
        .filter((t) => t.created >= gte && t.created < lt)
        .reverse()
        .map((t) => ({ ...t, source: sourceOf(t.source) }) as FakeBalanceTransaction);
      send(res, 200, page(listed, query, path));
      return true;
    }
    return false;
  };

  const server = createServer((req, res) => {
    void (async () => {
      const [path = '', search = ''] = (req.url ?? '').split('?');
      const query = new URLSearchParams(search);
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
      if (req.method === 'GET' && path === '/v1/checkout/sessions') {
        const intent = query.get('payment_intent');
        return send(res, 200, page([...sessions.values()].filter((c) => !intent || c.payment_intent === intent).reverse(), query, path));
      }
      if (connect(req, res, path, form)) return;
      if (money(req, res, path, query, form)) return;
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
    intents,
    charges,
    refunds,
    disputes,
    balance,
    pay: (sessionId, options = {}) => {
      const session = get(sessionId);
      session.status = 'complete';
      session.payment_status = options.async ? 'unpaid' : 'paid';
      session.url = null;
      const pi: FakePaymentIntent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        currency: session.currency,
        status: options.async ? 'processing' : 'succeeded',
        metadata: intentMetadata.get(sessionId) ?? {},
        latest_charge: null,
      };
      if (!options.async) {
        const charge: FakeCharge = { id: id('ch'), object: 'charge', amount: pi.amount, currency: pi.currency, payment_intent: pi.id };
        charges.set(charge.id, charge);
        pi.latest_charge = charge.id;
        move({ amount: charge.amount, currency: charge.currency, type: 'charge', reporting_category: 'charge', source: charge.id });
      }
      intents.set(pi.id, pi);
      session.payment_intent = pi.id;
      return session;
    },
    dispute: (sessionId, options = {}) => {
      const pi = intents.get(get(sessionId).payment_intent ?? '');
      if (!pi?.latest_charge) throw new Error(`fake stripe: session ${sessionId} has no charge to dispute`);
      const dispute: FakeDispute = {
        id: id('dp'),
        object: 'dispute',
        amount: options.amount ?? pi.amount,
        currency: pi.currency,
        charge: pi.latest_charge,
        payment_intent: pi.id,
        reason: options.reason ?? 'fraudulent',
        status: 'needs_response',
        evidence_details: {
          due_by: Math.floor((options.dueBy ?? new Date(Date.now() + 7 * 86_400_000)).getTime() / 1000),
          has_evidence: false,
          past_due: false,
          submission_count: 0,
        },
        created: now(),
        livemode: false,
      };
      disputes.set(dispute.id, dispute);
      move({ amount: -dispute.amount, currency: dispute.currency, reporting_category: 'dispute', source: dispute.id });
      return dispute;
    },
    closeDispute: (disputeId, status) => {
      const dispute = disputes.get(disputeId);
      if (!dispute) throw new Error(`fake stripe: no dispute ${disputeId}`);
      dispute.status = status;
      if (status === 'won')
        move({ amount: dispute.amount, currency: dispute.currency, reporting_category: 'dispute_reversal', source: dispute.id });
      return dispute;
    },
    disputeEvent: (type, disputeId, eventId = id('evt')) => {
      const dispute = disputes.get(disputeId);
      if (!dispute) throw new Error(`fake stripe: no dispute ${disputeId}`);
      return JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: dispute },
      });
    },
    addBalanceTransaction: (movement) => move(movement),
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
