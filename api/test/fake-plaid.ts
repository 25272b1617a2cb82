import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/** A bank account as the fake's Items hold it (Plaid's AccountBase, the fields we read). */
export type FakeAccount = { account_id: string; name: string; mask: string; type: string; subtype: string };
type FakeItem = { itemId: string; accessToken: string; institution: string; accounts: FakeAccount[]; removed: boolean };

/** A Plaid transfer as the fake keeps it. */
export type FakeTransfer = {
  id: string;
  authorization_id: string;
  account_id: string;
  access_token: string;
  amount: string;
  description: string;
  status: string;
  metadata: Record<string, string> | null;
  iso_currency_code: string;
  created: string;
};

type FakeEvent = {
  event_id: number;
  timestamp: string;
  event_type: string;
  transfer_id: string;
  transfer_amount: string;
  event_amount: string;
  refund_id: string | null;
  failure_reason: { ach_return_code: string; description: string } | null;
};

export type FakePlaid = {
  /** The API address to give PLAID_API_URL (config.plaid.apiUrl). */
  url: string;
  clientId: string;
  secret: string;
  /** Requests received, as their paths (/transfer/create...). */
  calls: string[];
  /** Bodies received per path, newest last. */
  bodies: Map<string, Record<string, unknown>[]>;
  items: Map<string, FakeItem>;
  transfers: Map<string, FakeTransfer>;
  refunds: Map<string, { id: string; transfer_id: string; amount: string }>;
  events: FakeEvent[];
  /** What the user does in Plaid Link: an Item at a bank with a checking, a savings and a credit account; its public token. */
  link(options?: { institution?: string }): string;
  /** The user finishes the Hosted Link session of a link token. */
  finishHostedLink(linkToken: string, options?: { institution?: string }): void;
  /** The link token a Hosted Link URL stands for. */
  linkTokenOf(url: string): string;
  /** The next authorization is declined with this rationale code (NSF...). */
  declineNext(code: string): void;
  /** Plaid records a transfer event (settled, returned...), as its bank reports. */
  emit(transferId: string, type: string, options?: { returnCode?: string; refundId?: string }): FakeEvent;
  /** A TRANSFER_EVENTS_UPDATE webhook, signed as Plaid signs (overrides: iat seconds, the body hashed, another key). */
  webhook(options?: { iat?: number; hashOf?: string; body?: object; foreignKey?: boolean; kid?: string }): Promise<{
    payload: string;
    headers: Record<string, string>;
  }>;
  /** Makes every call fail with a 500 (Plaid down) until called with false. */
  down(value: boolean): void;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}-${randomBytes(10).toString('hex')}`;
const now = () => new Date().toISOString();

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ request_id: id('req'), ...(body as object) }));
}

const plaidError = (error_type: string, error_code: string, error_message: string) => ({
  error_type,
  error_code,
  error_message,
  display_message: null,
});

async function jsonOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/**
 * A local stand-in for the Plaid endpoints the platform calls (Link tokens, public token exchange,
 * accounts, Item removal, Transfer authorizations, transfers, event sync and list, refunds, webhook
 * verification keys), so the real `plaid` SDK runs end to end on loopback and no test reaches the
 * internet. Idempotency keys behave as Plaid's; webhooks are signed with an ES256 key it serves.
 */
export async function startFakePlaid(clientId = 'fake-client-id', secret = 'fake-plaid-secret'): Promise<FakePlaid> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = id('kid');
  const jwk: JWK = await exportJWK(publicKey);
  const linkTokens = new Map<string, { hosted: boolean; results: { public_token: string; institution: string }[] }>();
  const publicTokens = new Map<string, string>();
  const byAccessToken = new Map<string, string>();
  const authorizations = new Map<string, { id: string; decision: string; code: string | null; amount: string }>();
  const transferKeys = new Map<string, string>();
  const refundKeys = new Map<string, string>();
  let declineCode: string | null = null;
  let failing = false;
  const fake = {
    url: '',
    clientId,
    secret,
    calls: [] as string[],
    bodies: new Map<string, Record<string, unknown>[]>(),
    items: new Map<string, FakeItem>(),
    transfers: new Map<string, FakeTransfer>(),
    refunds: new Map<string, { id: string; transfer_id: string; amount: string }>(),
    events: [] as FakeEvent[],
  };

  const newItem = (institution = 'First Platypus Bank') => {
    const item: FakeItem = {
      itemId: id('item'),
      accessToken: id('access-sandbox'),
      institution,
      removed: false,
      accounts: [
        { account_id: id('acc'), name: 'Plaid Checking', mask: '0000', type: 'depository', subtype: 'checking' },
        { account_id: id('acc'), name: 'Plaid Saving', mask: '1111', type: 'depository', subtype: 'savings' },
        { account_id: id('acc'), name: 'Plaid Credit Card', mask: '3333', type: 'credit', subtype: 'credit card' },
      ],
    };
    fake.items.set(item.itemId, item);
    byAccessToken.set(item.accessToken, item.itemId);
    const publicToken = id('public-sandbox');
    publicTokens.set(publicToken, item.itemId);
    return { item, publicToken };
  };

  const emit = (transferId: string, type: string, options: { returnCode?: string; refundId?: string } = {}) => {
    const transfer = fake.transfers.get(transferId);
    if (!transfer) throw new Error(`no transfer ${transferId}`);
    const refund = options.refundId ? fake.refunds.get(options.refundId) : undefined;
    const event: FakeEvent = {
      event_id: fake.events.length + 1,
      timestamp: now(),
      event_type: type,
      transfer_id: transferId,
      transfer_amount: transfer.amount,
      event_amount: refund?.amount ?? transfer.amount,
      refund_id: options.refundId ?? null,
      failure_reason: options.returnCode ? { ach_return_code: options.returnCode, description: 'Returned by the bank' } : null,
    };
    fake.events.push(event);
    if (!type.includes('.')) transfer.status = type;
    return event;
  };

  const item = (accessToken: unknown) => {
    const found = fake.items.get(byAccessToken.get(String(accessToken)) ?? '');
    return found && !found.removed ? found : undefined;
  };
  const invalidToken = () => plaidError('INVALID_INPUT', 'INVALID_ACCESS_TOKEN', 'provided access token is in an invalid format');

  const handlers: Record<string, (body: Record<string, unknown>) => [number, unknown]> = {
    '/link/token/create': (body) => {
      const token = id('link-sandbox');
      const hosted = body.hosted_link !== undefined;
      linkTokens.set(token, { hosted, results: [] });
      return [
        200,
        {
          link_token: token,
          expiration: new Date(Date.now() + 4 * 3600_000).toISOString(),
          ...(hosted ? { hosted_link_url: `https://hosted.plaid.test/link/${token}` } : {}),
        },
      ];
    },
    '/link/token/get': (body) => {
      const link = linkTokens.get(String(body.link_token));
      if (!link) return [400, plaidError('INVALID_INPUT', 'INVALID_LINK_TOKEN', 'invalid link_token')];
      const sessions = link.results.length
        ? [
            {
              link_session_id: id('session'),
              results: {
                item_add_results: link.results.map((r) => ({
                  public_token: r.public_token,
                  accounts: [],
                  institution: { name: r.institution },
                })),
              },
            },
          ]
        : [];
      return [200, { link_token: body.link_token, created_at: now(), expiration: null, link_sessions: sessions, metadata: {} }];
    },
    '/item/public_token/exchange': (body) => {
      const itemId = publicTokens.get(String(body.public_token));
      if (!itemId) return [400, plaidError('INVALID_INPUT', 'INVALID_PUBLIC_TOKEN', 'provided public token is expired')];
      publicTokens.delete(String(body.public_token));
      return [200, { access_token: fake.items.get(itemId)!.accessToken, item_id: itemId }];
    },
    '/accounts/get': (body) => {
      const found = item(body.access_token);
      if (!found) return [400, invalidToken()];
      const accounts = found.accounts.map((a) => ({ ...a, official_name: null, balances: { available: 1000, current: 1000 } }));
      return [200, { accounts, item: { item_id: found.itemId, institution_name: found.institution, webhook: null, error: null } }];
    },
    '/item/remove': (body) => {
      const found = item(body.access_token);
      if (!found) return [400, invalidToken()];
      found.removed = true;
      return [200, {}];
    },
    '/transfer/authorization/create': (body) => {
      const found = item(body.access_token);
      if (!found) return [400, invalidToken()];
      if (!found.accounts.some((a) => a.account_id === body.account_id))
        return [400, plaidError('INVALID_INPUT', 'INVALID_ACCOUNT_ID', 'account_id not found')];
      const authorization = {
        id: id('auth'),
        decision: declineCode ? 'declined' : 'approved',
        code: declineCode,
        amount: String(body.amount),
      };
      declineCode = null;
      authorizations.set(authorization.id, authorization);
      const rationale = authorization.code ? { code: authorization.code, description: 'declined by the fake' } : null;
      return [
        200,
        { authorization: { id: authorization.id, created: now(), decision: authorization.decision, decision_rationale: rationale } },
      ];
    },
    '/transfer/create': (body) => {
      const key = String(body.idempotency_key ?? '');
      const known = key ? transferKeys.get(key) : undefined;
      if (known) return [200, { transfer: fake.transfers.get(known) }];
      const authorization = authorizations.get(String(body.authorization_id));
      if (!authorization || authorization.decision !== 'approved' || !item(body.access_token))
        return [400, plaidError('TRANSFER_ERROR', 'TRANSFER_FORBIDDEN', 'authorization not approved')];
      const transfer: FakeTransfer = {
        id: id('transfer'),
        authorization_id: authorization.id,
        account_id: String(body.account_id),
        access_token: String(body.access_token),
        amount: authorization.amount,
        description: String(body.description),
        status: 'pending',
        metadata: (body.metadata as Record<string, string>) ?? null,
        iso_currency_code: 'USD',
        created: now(),
      };
      fake.transfers.set(transfer.id, transfer);
      if (key) transferKeys.set(key, transfer.id);
      emit(transfer.id, 'pending');
      return [200, { transfer }];
    },
    '/transfer/get': (body) => {
      const transfer = fake.transfers.get(String(body.transfer_id));
      return transfer ? [200, { transfer }] : [400, plaidError('INVALID_INPUT', 'TRANSFER_NOT_FOUND', 'no such transfer')];
    },
    '/transfer/event/sync': (body) => {
      const after = Number(body.after_id ?? 0);
      const count = Number(body.count ?? 25);
      const newer = fake.events.filter((e) => e.event_id > after);
      return [200, { transfer_events: newer.slice(0, count), has_more: newer.length > count }];
    },
    '/transfer/event/list': (body) => {
      const types = body.event_types as string[] | undefined;
      const from = body.start_date ? Date.parse(String(body.start_date)) : 0;
      const to = body.end_date ? Date.parse(String(body.end_date)) : Infinity;
      const matching = fake.events.filter(
        (e) => (!types || types.includes(e.event_type)) && Date.parse(e.timestamp) >= from && Date.parse(e.timestamp) <= to,
      );
      const offset = Number(body.offset ?? 0);
      const count = Number(body.count ?? 25);
      return [200, { transfer_events: matching.slice(offset, offset + count), has_more: matching.length > offset + count }];
    },
    '/transfer/refund/create': (body) => {
      const key = String(body.idempotency_key);
      const known = refundKeys.get(key);
      if (known) return [200, { refund: { ...fake.refunds.get(known), status: 'pending', created: now(), failure_reason: null } }];
      const transfer = fake.transfers.get(String(body.transfer_id));
      if (!transfer || !['settled', 'funds_available'].includes(transfer.status))
        return [400, plaidError('TRANSFER_ERROR', 'TRANSFER_NOT_REFUNDABLE', 'only settled transfers can be refunded')];
      const refund = { id: id('refund'), transfer_id: transfer.id, amount: String(body.amount) };
      fake.refunds.set(refund.id, refund);
      refundKeys.set(key, refund.id);
      return [200, { refund: { ...refund, status: 'pending', created: now(), failure_reason: null } }];
    },
    '/webhook_verification_key/get': (body) => {
      if (body.key_id !== kid) return [400, plaidError('INVALID_INPUT', 'INVALID_WEBHOOK_VERIFICATION_KEY_ID', 'unknown key id')];
      const created_at = Math.floor(Date.now() / 1000) - 60;
      return [200, { key: { ...jwk, alg: 'ES256', use: 'sig', kid, created_at, expired_at: null } }];
    },
  };

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    const body = await jsonOf(req);
    fake.calls.push(path);
    fake.bodies.set(path, [...(fake.bodies.get(path) ?? []), body]);
    if (failing) return send(res, 500, plaidError('API_ERROR', 'INTERNAL_SERVER_ERROR', 'down'));
    if (req.headers['plaid-client-id'] !== clientId || req.headers['plaid-secret'] !== secret)
      return send(res, 400, plaidError('INVALID_INPUT', 'INVALID_API_KEYS', 'invalid client_id or secret provided'));
    const handler = req.method === 'POST' ? handlers[path] : undefined;
    if (!handler) return send(res, 404, plaidError('INVALID_REQUEST', 'NOT_FOUND', `unknown ${path}`));
    const [status, answer] = handler(body);
    send(res, status, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const foreign = await generateKeyPair('ES256');
  return {
    ...fake,
    link: (options = {}) => newItem(options.institution).publicToken,
    finishHostedLink(linkToken, options = {}) {
      const link = linkTokens.get(linkToken);
      if (!link) throw new Error(`no link token ${linkToken}`);
      link.results.push({
        public_token: newItem(options.institution).publicToken,
        institution: options.institution ?? 'First Platypus Bank',
      });
    },
    linkTokenOf: (url) => url.split('/').pop()!,
    declineNext(code) {
      declineCode = code;
    },
    emit,
    async webhook(options = {}) {
      const payload = JSON.stringify(
        options.body ?? { webhook_type: 'TRANSFER', webhook_code: 'TRANSFER_EVENTS_UPDATE', environment: 'sandbox' },
      );
      const hash = createHash('sha256')
        .update(options.hashOf ?? payload)
        .digest('hex');
      const jwt = await new SignJWT({ request_body_sha256: hash })
        .setProtectedHeader({ alg: 'ES256', kid: options.kid ?? kid, typ: 'JWT' })
        .setIssuedAt(options.iat ?? Math.floor(Date.now() / 1000))
        .sign(options.foreignKey ? foreign.privateKey : privateKey);
      return { payload, headers: { 'content-type': 'application/json', 'plaid-verification': jwt } };
    },
    down(value) {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
