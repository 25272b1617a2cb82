import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the MangoPay endpoints the platform calls (OAuth, users, wallets, web card
 * PayIns, transfers and their refunds, bank accounts, bank-wire payouts, countries), so the real
 * mangopay2-nodejs-sdk runs end to end on loopback and no test reaches the internet. It keeps
 * MangoPay's rules the platform depends on: wallets never go negative (a debit beyond the balance
 * fails with result 001001), payouts debit the wallet when made, a bank account is its user's
 * only, and an Idempotency-Key returns the first answer.
 */

export const FAKE_MANGOPAY_CLIENT_ID = 'fundright-test';
export const FAKE_MANGOPAY_API_KEY = 'fake-mangopay-api-key-0123456789';

type Money = { Currency: string; Amount: number };
export type FakeTransaction = {
  Id: string;
  Type: 'PAYIN' | 'TRANSFER' | 'PAYOUT';
  Nature: 'REGULAR' | 'REFUND';
  Status: 'CREATED' | 'SUCCEEDED' | 'FAILED';
  AuthorId: string;
  CreditedUserId: string | null;
  DebitedWalletId: string | null;
  CreditedWalletId: string | null;
  DebitedFunds: Money;
  CreditedFunds: Money;
  Fees: Money;
  ResultCode: string | null;
  ResultMessage: string | null;
  CreationDate: number;
  ExecutionDate: number | null;
  Tag: string | null;
  [extra: string]: unknown;
};
export type FakeWallet = {
  Id: string;
  Owners: string[];
  Currency: string;
  Balance: Money;
  Description: string;
  FundsType: 'DEFAULT';
  CreationDate: number;
};
export type FakeUser = { Id: string; PersonType: 'NATURAL' | 'LEGAL'; Email: string; UserCategory: string; [k: string]: unknown };
export type FakeBankAccount = {
  Id: string;
  UserId: string;
  Type: string;
  OwnerName: string;
  OwnerAddress: unknown;
  Active: boolean;
  CreationDate: number;
  [k: string]: unknown;
};

export type FakeMangopay = {
  /** The API address to give MANGOPAY_API_URL (config.mangopay.apiUrl). */
  url: string;
  users: Map<string, FakeUser>;
  wallets: Map<string, FakeWallet>;
  transactions: Map<string, FakeTransaction>;
  bankAccounts: Map<string, FakeBankAccount>;
  /** Requests received, as "METHOD /path" (without /v2.01/{clientId}). */
  calls: string[];
  /** What the payer does on MangoPay's card page: the PayIn succeeds (the wallet is credited) or fails. */
  payPayIn(id: string): FakeTransaction;
  failPayIn(id: string): FakeTransaction;
  /** The bank's answer to a payout: paid, or refused (the money goes back to the wallet). */
  succeedPayout(id: string): FakeTransaction;
  failPayout(id: string): FakeTransaction;
  /** The next request matching METHOD and path (a RegExp) is refused with this status and error object. */
  refuseNext(method: string, path: RegExp, status: number, body: Record<string, unknown>): void;
  /** The next requests fail as if MangoPay were down (a 503), while `down` is true. */
  down: boolean;
  /** While true, every API request's connection is cut before any answer (a network failure). */
  cutConnections: boolean;
  /** While true, new transfers stay CREATED (MangoPay still deciding); `settleTransfer` decides one. */
  holdTransfers: boolean;
  settleTransfer(id: string): FakeTransaction;
  balanceOf(walletId: string): number;
  /** The wallet of a user (by the Tag we give MangoPay users: our user id). */
  walletOfUser(tag: string): FakeWallet | undefined;
  close(): Promise<void>;
};

const now = () => Math.floor(Date.now() / 1000);
let counter = 100_000;
const newId = () => String(++counter) + randomBytes(2).toString('hex').replace(/\D/g, '');

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export const mangoError = (message: string, type: string, errors: Record<string, string> = {}) => ({
  Message: message,
  Type: type,
  Id: randomBytes(6).toString('hex'),
  Date: now(),
  errors,
});
const notFound = (what: string, id: string) =>
  mangoError('The ressource does not exist', 'ressource_not_found', {
    RessourceNotFound: `Cannot found the ressource ${what} with the id=${id}`,
  });

async function jsonOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

/** Required fields of each bank account type at MangoPay. */
const BANK_FIELDS: Record<string, string[]> = {
  iban: ['IBAN'],
  gb: ['SortCode', 'AccountNumber'],
  us: ['ABA', 'AccountNumber'],
  ca: ['BranchCode', 'InstitutionNumber', 'AccountNumber', 'BankName'],
  other: ['Country', 'BIC', 'AccountNumber'],
};

export async function startFakeMangopay(clientId = FAKE_MANGOPAY_CLIENT_ID, apiKey = FAKE_MANGOPAY_API_KEY): Promise<FakeMangopay> {
  const users = new Map<string, FakeUser>();
  const wallets = new Map<string, FakeWallet>();
  const transactions = new Map<string, FakeTransaction>();
  const bankAccounts = new Map<string, FakeBankAccount>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  const calls: string[] = [];
  const refusals: { method: string; path: RegExp; status: number; body: Record<string, unknown> }[] = [];
  const fake = { down: false, holdTransfers: false, cutConnections: false } as FakeMangopay;

  const money = (m: unknown): Money => {
    const v = m as Money | undefined;
    return { Currency: String(v?.Currency ?? ''), Amount: Number(v?.Amount ?? 0) };
  };
  const transaction = (
    t: Partial<FakeTransaction> & Pick<FakeTransaction, 'Type' | 'AuthorId' | 'DebitedFunds' | 'Fees'>,
  ): FakeTransaction => {
    const row: FakeTransaction = {
      Id: newId(),
      Nature: 'REGULAR',
      Status: 'CREATED',
      CreditedUserId: null,
      DebitedWalletId: null,
      CreditedWalletId: null,
      CreditedFunds: { Currency: t.DebitedFunds.Currency, Amount: t.DebitedFunds.Amount - t.Fees.Amount },
      ResultCode: null,
      ResultMessage: null,
      CreationDate: now(),
      ExecutionDate: null,
      Tag: null,
      ...t,
    };
    transactions.set(row.Id, row);
    return row;
  };
  const succeed = (t: FakeTransaction) =>
    Object.assign(t, { Status: 'SUCCEEDED', ResultCode: '000000', ResultMessage: 'Success', ExecutionDate: now() });
  const insufficient = (t: FakeTransaction) =>
    Object.assign(t, { Status: 'FAILED', ResultCode: '001001', ResultMessage: 'Unsufficient wallet balance' });
  /** Moves money between wallets if the debited one covers it (MangoPay's rule). */
  const move = (t: FakeTransaction) => {
    const from = wallets.get(t.DebitedWalletId ?? '');
    const to = wallets.get(t.CreditedWalletId ?? '');
    if (!from || !to) throw new Error('fake mangopay: unknown wallet');
    if (from.Balance.Amount < t.DebitedFunds.Amount) return insufficient(t);
    from.Balance.Amount -= t.DebitedFunds.Amount;
    to.Balance.Amount += t.CreditedFunds.Amount;
    return succeed(t);
  };
  const refundedOf = (transferId: string) =>
    [...transactions.values()]
      .filter((t) => t.InitialTransactionId === transferId && t.Status === 'SUCCEEDED')
      .reduce((sum, t) => sum + t.DebitedFunds.Amount, 0);

  type Handler = (m: RegExpExecArray, body: Record<string, unknown>, query: URLSearchParams) => [number, unknown, Record<string, string>?];
  const list = <T>(items: T[], query: URLSearchParams): [number, unknown, Record<string, string>] => {
    const page = Number(query.get('page') ?? query.get('Page') ?? 1);
    const per = Number(query.get('per_page') ?? query.get('Per_Page') ?? 10);
    const sort = query.get('Sort') ?? query.get('sort') ?? '';
    const sorted = sort.endsWith(':DESC') ? [...items].reverse() : items;
    return [
      200,
      sorted.slice((page - 1) * per, page * per),
      { 'x-number-of-items': String(items.length), 'x-number-of-pages': String(Math.max(1, Math.ceil(items.length / per))) },
    ];
  };
  const routes: [string, RegExp, Handler][] = [
    [
      'POST',
      /^\/users\/(natural|legal)$/,
      (m, b) => {
        const user = {
          ...b,
          Id: newId(),
          PersonType: m[1] === 'natural' ? 'NATURAL' : 'LEGAL',
          CreationDate: now(),
          KYCLevel: 'LIGHT',
        } as unknown as FakeUser;
        users.set(user.Id, user);
        return [200, user];
      },
    ],
    [
      'POST',
      /^\/wallets$/,
      (_m, b) => {
        const owner = (b.Owners as string[] | undefined)?.[0] ?? '';
        if (!users.has(owner))
          return [
            400,
            mangoError('One or several required parameters are missing or incorrect.', 'param_error', { Owners: 'Unknown user' }),
          ];
        const wallet: FakeWallet = {
          Id: newId(),
          Owners: [owner],
          Currency: String(b.Currency),
          Balance: { Currency: String(b.Currency), Amount: 0 },
          Description: String(b.Description ?? ''),
          FundsType: 'DEFAULT',
          CreationDate: now(),
        };
        wallets.set(wallet.Id, wallet);
        return [200, wallet];
      },
    ],
    ['GET', /^\/wallets\/([^/]+)$/, (m) => (wallets.has(m[1]!) ? [200, wallets.get(m[1]!)] : [404, notFound('Wallet', m[1]!)])],
    [
      'GET',
      /^\/wallets\/([^/]+)\/transactions$/,
      (m, _b, q) =>
        list(
          [...transactions.values()].filter((t) => t.DebitedWalletId === m[1] || t.CreditedWalletId === m[1]),
          q,
        ),
    ],
    [
      'GET',
      /^\/users\/([^/]+)\/transactions$/,
      (m, _b, q) => {
        const after = Number(q.get('AfterDate') ?? 0);
        const before = Number(q.get('BeforeDate') ?? Number.MAX_SAFE_INTEGER);
        const mine = new Set([...wallets.values()].filter((w) => w.Owners.includes(m[1]!)).map((w) => w.Id));
        return list(
          [...transactions.values()].filter(
            (t) =>
              (mine.has(t.DebitedWalletId ?? '') || mine.has(t.CreditedWalletId ?? '')) &&
              t.CreationDate >= after &&
              t.CreationDate <= before,
          ),
          q,
        );
      },
    ],
    [
      'POST',
      /^\/payins\/card\/web\/?$/,
      (_m, b) => {
        const wallet = wallets.get(String(b.CreditedWalletId));
        if (!wallet)
          return [
            400,
            mangoError('One or several required parameters are missing or incorrect.', 'param_error', {
              CreditedWalletId: 'Unknown wallet',
            }),
          ];
        if (!b.ReturnURL)
          return [
            400,
            mangoError('One or several required parameters are missing or incorrect.', 'param_error', { ReturnURL: 'required' }),
          ];
        const t = transaction({
          Type: 'PAYIN',
          AuthorId: String(b.AuthorId),
          CreditedUserId: wallet.Owners[0]!,
          CreditedWalletId: wallet.Id,
          DebitedFunds: money(b.DebitedFunds),
          Fees: money(b.Fees),
          Tag: (b.Tag as string) ?? null,
          PaymentType: 'CARD',
          ExecutionType: 'WEB',
          ReturnURL: b.ReturnURL,
          Culture: b.Culture,
        });
        t.RedirectURL = `https://webpayment.mangopay.test/payment/${t.Id}`;
        return [200, t];
      },
    ],
    [
      'GET',
      /^\/payins\/([^/]+)$/,
      (m) => (transactions.get(m[1]!)?.Type === 'PAYIN' ? [200, transactions.get(m[1]!)] : [404, notFound('PayIn', m[1]!)]),
    ],
    [
      'POST',
      /^\/transfers$/,
      (_m, b) => {
        const from = wallets.get(String(b.DebitedWalletId));
        if (!from || !wallets.has(String(b.CreditedWalletId)))
          return [
            400,
            mangoError('One or several required parameters are missing or incorrect.', 'param_error', {
              DebitedWalletId: 'Unknown wallet',
            }),
          ];
        if (!from.Owners.includes(String(b.AuthorId)))
          return [400, mangoError('The author is not the owner of the debited wallet', 'param_error', { AuthorId: 'Not the owner' })];
        const t = transaction({
          Type: 'TRANSFER',
          AuthorId: String(b.AuthorId),
          DebitedWalletId: from.Id,
          CreditedWalletId: String(b.CreditedWalletId),
          DebitedFunds: money(b.DebitedFunds),
          Fees: money(b.Fees),
          Tag: (b.Tag as string) ?? null,
        });
        return [200, fake.holdTransfers ? t : move(t)];
      },
    ],
    [
      'GET',
      /^\/transfers\/([^/]+)$/,
      (m) => (transactions.get(m[1]!)?.Type === 'TRANSFER' ? [200, transactions.get(m[1]!)] : [404, notFound('Transfer', m[1]!)]),
    ],
    [
      'POST',
      /^\/transfers\/([^/]+)\/refunds$/,
      (m, b) => {
        const initial = transactions.get(m[1]!);
        if (initial?.Type !== 'TRANSFER' || initial.Status !== 'SUCCEEDED') return [404, notFound('Transfer', m[1]!)];
        const amount = b.DebitedFunds ? money(b.DebitedFunds) : initial.DebitedFunds;
        if (refundedOf(initial.Id) + amount.Amount > initial.DebitedFunds.Amount)
          return [400, mangoError('The transfer has already been refunded', 'param_error', { DebitedFunds: 'Too much' })];
        const t = transaction({
          Type: 'TRANSFER',
          Nature: 'REFUND',
          AuthorId: String(b.AuthorId),
          DebitedWalletId: initial.CreditedWalletId,
          CreditedWalletId: initial.DebitedWalletId,
          DebitedFunds: amount,
          Fees: { Currency: amount.Currency, Amount: 0 },
          InitialTransactionId: initial.Id,
          InitialTransactionType: 'TRANSFER',
        });
        return [200, move(t)];
      },
    ],
    [
      'GET',
      /^\/transfers\/([^/]+)\/refunds$/,
      (m, _b, q) =>
        list(
          [...transactions.values()].filter((t) => t.InitialTransactionId === m[1]),
          q,
        ),
    ],
    [
      'POST',
      /^\/users\/([^/]+)\/bankaccounts\/(iban|gb|us|ca|other)$/,
      (m, b) => {
        if (!users.has(m[1]!)) return [404, notFound('User', m[1]!)];
        const missing = ['OwnerName', 'OwnerAddress', ...BANK_FIELDS[m[2]!]!].filter((f) => !b[f]);
        if (missing.length)
          return [
            400,
            mangoError(
              'One or several required parameters are missing or incorrect.',
              'param_error',
              Object.fromEntries(missing.map((f) => [f, `The ${f} field is required.`])),
            ),
          ];
        const { Tag: _tag, Type: _type, ...rest } = b;
        const account: FakeBankAccount = {
          ...rest,
          Id: newId(),
          UserId: m[1]!,
          Type: m[2]!.toUpperCase(),
          Active: true,
          CreationDate: now(),
        } as FakeBankAccount;
        bankAccounts.set(account.Id, account);
        return [200, account];
      },
    ],
    [
      'GET',
      /^\/users\/([^/]+)\/bankaccounts$/,
      (m, _b, q) =>
        list(
          [...bankAccounts.values()].filter((a) => a.UserId === m[1]),
          q,
        ),
    ],
    [
      'GET',
      /^\/users\/([^/]+)\/bankaccounts\/([^/]+)$/,
      (m) => (bankAccounts.get(m[2]!)?.UserId === m[1] ? [200, bankAccounts.get(m[2]!)] : [404, notFound('BankAccount', m[2]!)]),
    ],
    [
      'PUT',
      /^\/users\/([^/]+)\/bankaccounts\/([^/]+)$/,
      (m, b) => {
        const account = bankAccounts.get(m[2]!);
        if (!account || account.UserId !== m[1]) return [404, notFound('BankAccount', m[2]!)];
        if (b.Active === false) account.Active = false;
        return [200, account];
      },
    ],
    [
      'POST',
      /^\/payouts\/bankwire\/?$/,
      (_m, b) => {
        const wallet = wallets.get(String(b.DebitedWalletId));
        const bank = bankAccounts.get(String(b.BankAccountId));
        if (!wallet || !wallet.Owners.includes(String(b.AuthorId)))
          return [
            400,
            mangoError('One or several required parameters are missing or incorrect.', 'param_error', {
              DebitedWalletId: 'Not the author’s wallet',
            }),
          ];
        if (!bank || bank.UserId !== b.AuthorId) return [404, notFound('BankAccount', String(b.BankAccountId))];
        if (!bank.Active)
          return [400, mangoError('The bank account is inactive', 'param_error', { BankAccountId: 'The bank account is inactive' })];
        const t = transaction({
          Type: 'PAYOUT',
          AuthorId: String(b.AuthorId),
          DebitedWalletId: wallet.Id,
          DebitedFunds: money(b.DebitedFunds),
          Fees: money(b.Fees),
          Tag: (b.Tag as string) ?? null,
          PaymentType: 'BANK_WIRE',
          BankAccountId: bank.Id,
          BankWireRef: b.BankWireRef ?? null,
        });
        // MangoPay takes the money from the wallet when it accepts the payout; the bank pays later.
        if (wallet.Balance.Amount < t.DebitedFunds.Amount) return [200, insufficient(t)];
        wallet.Balance.Amount -= t.DebitedFunds.Amount;
        return [200, t];
      },
    ],
    [
      'GET',
      /^\/payouts\/(?:bankwire\/)?([^/]+)$/,
      (m) => (transactions.get(m[1]!)?.Type === 'PAYOUT' ? [200, transactions.get(m[1]!)] : [404, notFound('PayOut', m[1]!)]),
    ],
  ];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const body = await jsonOf(req);
    if (req.method === 'POST' && url.pathname === '/v2.01/oauth/token') {
      calls.push('POST /oauth/token');
      const expected = `Basic ${Buffer.from(`${clientId}:${apiKey}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return send(res, 401, { error: 'invalid_client' });
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
    }
    if (fake.cutConnections) return req.socket.destroy();
    if (fake.down) return send(res, 503, { Message: 'Service unavailable' });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return send(res, 401, mangoError('Authorization required', 'unauthorized'));
    if (url.pathname === '/v2.01/countries/authorizations') {
      calls.push('GET /countries/authorizations');
      return send(res, 200, [
        {
          CountryCode: 'FR',
          CountryName: 'France',
          Authorization: { BlockUserCreation: false, BlockBankAccountCreation: false, BlockPayout: false },
          LastUpdate: now(),
        },
        {
          CountryCode: 'KP',
          CountryName: 'North Korea',
          Authorization: { BlockUserCreation: true, BlockBankAccountCreation: true, BlockPayout: true },
          LastUpdate: now(),
        },
      ]);
    }
    const prefix = `/v2.01/${clientId}`;
    if (!url.pathname.startsWith(prefix)) return send(res, 404, notFound('Path', url.pathname));
    const path = url.pathname.slice(prefix.length);
    calls.push(`${req.method} ${path}`);
    const refusal = refusals.findIndex((r) => r.method === req.method && r.path.test(path));
    if (refusal >= 0) {
      const [r] = refusals.splice(refusal, 1);
      return send(res, r!.status, r!.body);
    }
    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    if (typeof key === 'string' && idempotent.has(key)) {
      const first = idempotent.get(key)!;
      return send(res, first.status, first.body);
    }
    for (const [method, pattern, handler] of routes) {
      const m = method === req.method ? pattern.exec(path) : null;
      if (!m) continue;
      const [status, answer, headers] = handler(m, body, url.searchParams);
      if (typeof key === 'string' && status < 500) idempotent.set(key, { status, body: answer });
      return send(res, status, answer, headers);
    }
    return send(res, 404, notFound('Path', path));
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => send(res, 500, mangoError(String(err), 'internal')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const get = (id: string, type: FakeTransaction['Type']) => {
    const t = transactions.get(id);
    if (t?.Type !== type) throw new Error(`fake mangopay: no ${type} ${id}`);
    return t;
  };
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    users,
    wallets,
    transactions,
    bankAccounts,
    calls,
    payPayIn: (id: string) => {
      const t = get(id, 'PAYIN');
      if (t.Status !== 'CREATED') return t;
      wallets.get(t.CreditedWalletId!)!.Balance.Amount += t.CreditedFunds.Amount;
      return succeed(t);
    },
    failPayIn: (id: string) => {
      const t = get(id, 'PAYIN');
      if (t.Status !== 'CREATED') return t;
      return Object.assign(t, { Status: 'FAILED', ResultCode: '101001', ResultMessage: 'The user has cancelled the payment' });
    },
    succeedPayout: (id: string) => {
      const t = get(id, 'PAYOUT');
      return t.Status === 'CREATED' ? succeed(t) : t;
    },
    failPayout: (id: string) => {
      const t = get(id, 'PAYOUT');
      if (t.Status !== 'CREATED') return t;
      wallets.get(t.DebitedWalletId!)!.Balance.Amount += t.DebitedFunds.Amount;
      return Object.assign(t, { Status: 'FAILED', ResultCode: '121999', ResultMessage: 'Generic withdrawal error' });
    },
    settleTransfer: (id: string) => {
      const t = get(id, 'TRANSFER');
      return t.Status === 'CREATED' ? move(t) : t;
    },
    refuseNext: (method: string, path: RegExp, status: number, body: Record<string, unknown>) =>
      refusals.push({ method, path, status, body }),
    balanceOf: (walletId: string) => wallets.get(walletId)?.Balance.Amount ?? 0,
    walletOfUser: (tag: string) => {
      const user = [...users.values()].find((u) => u.Tag === tag);
      return user ? [...wallets.values()].find((w) => w.Owners.includes(user.Id)) : undefined;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  });
}
