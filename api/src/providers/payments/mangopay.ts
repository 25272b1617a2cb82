import { AppError, type FieldError } from '@cf/domain';
import type { MangopayErrorObject } from '@cf/domain/schemas/mangopay';
import MangoPay from 'mangopay2-nodejs-sdk';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { PaymentProviderUnavailableError } from './stripe';
import type { ProviderKeys } from './types';

/*
 * MangoPay's API (the regional provider, spec §7) as the platform uses it, in MangoPay's own words
 * (its field names, its statuses). Two implementations: the real one below, through
 * mangopay2-nodejs-sdk, and the sandbox twin (modules/mangopay/twin.ts), which keeps the same
 * records in our database when the route runs in test mode without keys.
 */

export type MangoMoney = { Currency: string; Amount: number };
export type MangoStatus = 'CREATED' | 'SUCCEEDED' | 'FAILED';

/** A PayIn, transfer, payout or refund: MangoPay's "transaction". Dates are Unix seconds. */
export type MangoTransaction = {
  Id: string;
  Type: string;
  Nature: string;
  Status: MangoStatus;
  AuthorId: string;
  DebitedWalletId: string | null;
  CreditedWalletId: string | null;
  DebitedFunds: MangoMoney;
  CreditedFunds: MangoMoney;
  Fees: MangoMoney;
  ResultCode: string | null;
  ResultMessage: string | null;
  CreationDate: number;
  ExecutionDate: number | null;
};
export type MangoPayIn = MangoTransaction & { RedirectURL: string | null; ReturnURL: string | null };
export type MangoPayOut = MangoTransaction & { BankAccountId: string };
export type MangoRefund = MangoTransaction & { InitialTransactionId: string };
export type MangoWallet = { Id: string; Owners: string[]; Currency: string; Balance: MangoMoney; Description: string };
export type MangoAddress = {
  AddressLine1: string;
  AddressLine2?: string;
  City: string;
  Region?: string;
  PostalCode: string;
  Country: string;
};
/** The type's own fields, as MangoPay names them. */
export type MangoBankDetails = Partial<
  Record<
    | 'IBAN'
    | 'BIC'
    | 'AccountNumber'
    | 'SortCode'
    | 'ABA'
    | 'DepositAccountType'
    | 'BranchCode'
    | 'InstitutionNumber'
    | 'BankName'
    | 'Country',
    string
  >
>;
export type MangoBankAccountType = 'IBAN' | 'GB' | 'US' | 'CA' | 'OTHER';
export type MangoBankAccount = MangoBankDetails & {
  Id: string;
  UserId: string;
  Type: MangoBankAccountType;
  OwnerName: string;
  OwnerAddress: MangoAddress;
  Active: boolean;
  CreationDate: number;
};
export type MangoCountry = {
  CountryCode: string;
  CountryName: string;
  Authorization: { BlockUserCreation: boolean; BlockBankAccountCreation: boolean; BlockPayout: boolean };
};
export type MangoPage<T> = { items: T[]; total: number };

/**
 * An investor at MangoPay. With their birthday, nationality and residence known they are an OWNER
 * (may be paid out to a bank account, once MangoPay's KYC allows); without, a PAYER (MangoPay then
 * refuses payouts with its error object, which the client is shown).
 */
export type NewNaturalUser = {
  FirstName: string;
  LastName: string;
  Email: string;
  Tag: string;
  Birthday?: number;
  Nationality?: string;
  CountryOfResidence?: string;
};
export type NewLegalUser = {
  Name: string;
  Email: string;
  LegalRepresentativeFirstName: string;
  LegalRepresentativeLastName: string;
  Tag: string;
};
export type NewBankAccount = MangoBankDetails & { Type: MangoBankAccountType; OwnerName: string; OwnerAddress: MangoAddress; Tag: string };

/** MangoPay's API as the platform calls it. Every create takes the Idempotency-Key MangoPay honours (24 h). */
export type MangopayApi = {
  twin: boolean;
  createNaturalUser(user: NewNaturalUser, key: string): Promise<{ Id: string }>;
  createLegalUser(user: NewLegalUser, key: string): Promise<{ Id: string }>;
  createWallet(wallet: { Owners: [string]; Currency: string; Description: string; Tag: string }, key: string): Promise<MangoWallet>;
  getWallet(id: string): Promise<MangoWallet>;
  /** Newest first. */
  walletTransactions(walletId: string, page: number, perPage: number): Promise<MangoPage<MangoTransaction>>;
  /** A user's transactions created between two instants (the reconciliation). */
  userTransactions(userId: string, from: Date, to: Date, page: number): Promise<MangoPage<MangoTransaction>>;
  createCardWebPayIn(
    payIn: {
      AuthorId: string;
      CreditedWalletId: string;
      DebitedFunds: MangoMoney;
      Fees: MangoMoney;
      ReturnURL: string;
      Culture: string;
      Tag: string;
    },
    key: string,
  ): Promise<MangoPayIn>;
  getPayIn(id: string): Promise<MangoPayIn>;
  createTransfer(
    transfer: {
      AuthorId: string;
      DebitedWalletId: string;
      CreditedWalletId: string;
      DebitedFunds: MangoMoney;
      Fees: MangoMoney;
      Tag: string;
    },
    key: string,
  ): Promise<MangoTransaction>;
  getTransfer(id: string): Promise<MangoTransaction>;
  refundTransfer(
    transferId: string,
    refund: { AuthorId: string; DebitedFunds: MangoMoney; Fees: MangoMoney },
    key: string,
  ): Promise<MangoRefund>;
  transferRefunds(transferId: string): Promise<MangoRefund[]>;
  createBankAccount(userId: string, account: NewBankAccount, key: string): Promise<MangoBankAccount>;
  bankAccounts(userId: string): Promise<MangoBankAccount[]>;
  bankAccount(userId: string, id: string): Promise<MangoBankAccount>;
  deactivateBankAccount(userId: string, id: string): Promise<MangoBankAccount>;
  createPayout(
    payout: {
      AuthorId: string;
      DebitedWalletId: string;
      BankAccountId: string;
      DebitedFunds: MangoMoney;
      Fees: MangoMoney;
      BankWireRef: string;
      Tag: string;
    },
    key: string,
  ): Promise<MangoPayOut>;
  getPayout(id: string): Promise<MangoPayOut>;
  countries(): Promise<MangoCountry[]>;
};

/**
 * MangoPay refused a request (a 4xx with its error object): the caller decides what it means. Bank
 * and payout calls hand the object back to the client (spec §7); a 404 is a resource it does not know.
 */
export class MangopayError extends AppError {
  constructor(
    readonly httpStatus: number,
    readonly body: MangopayErrorObject,
    fields: FieldError[] = [],
  ) {
    super(
      'MANGOPAY_REFUSED',
      httpStatus === 404 ? 404 : 400,
      httpStatus === 404 ? 'errors.notFound' : 'regional.errors.providerRefused',
      fields,
      {
        providerError: body,
      },
    );
  }
}

export const MANGOPAY_SANDBOX_URL = 'https://api.sandbox.mangopay.com';
export const MANGOPAY_LIVE_URL = 'https://api.mangopay.com';
const TIMEOUT_MS = 15_000;

/** The SDK's own axios (a copy only it uses): see `guardNetworkErrors`. */
type SdkAxios = {
  defaults: { baseURL?: string };
  interceptors: { response: { use(ok: undefined, fail: (error: unknown) => unknown): void } };
};
const sdkRequire = createRequire(createRequire(import.meta.url).resolve('mangopay2-nodejs-sdk'));
const sdkAxios = sdkRequire('axios') as SdkAxios;

/**
 * The SDK reads `error.response.data` of every failed request, so an error without an answer (a
 * refused connection, a reset) throws inside its handler: its promise never settles and the throw
 * is an unhandled rejection. Such errors are given an answer of status 0 here, which the SDK then
 * rejects with like any other, and `failure` turns into a 502.
 */
sdkAxios.interceptors.response.use(undefined, (error) => {
  const e = error as { response?: unknown; message?: string };
  if (e && typeof e === 'object' && !e.response)
    e.response = { status: 0, data: { Type: 'network_error', Message: e.message ?? 'unreachable' } };
  return Promise.reject(error);
});

type Client = InstanceType<typeof MangoPay>;
let cached: { key: string; client: Client } | undefined;

/**
 * One SDK client at a time. The SDK keeps its address in its axios copy's defaults and its OAuth
 * token in options shared by every instance, so two live clients would use each other's token: a
 * new client (the keys or the address changed) replaces the old one and starts without a token.
 */
function clientFor(keys: ProviderKeys, baseUrl: string): Client {
  const key = `${baseUrl}\n${keys.clientId}\n${keys.secret}`;
  if (cached?.key !== key) {
    const client = new MangoPay({
      clientId: keys.clientId,
      clientApiKey: keys.secret,
      baseUrl,
      connectionTimeout: TIMEOUT_MS,
      responseTimeout: TIMEOUT_MS,
      // Failures are ours to report (a 4xx is often expected); the SDK would print each one.
      errorHandler: () => undefined,
    });
    delete (client.requestOptions.headers as Record<string, unknown>).Authorization;
    cached = { key, client };
  }
  sdkAxios.defaults.baseURL = baseUrl;
  return cached.client;
}

type Full = { status: number; body: unknown; headers: Record<string, unknown> & { get?: (name: string) => unknown } };

const asErrorObject = (body: unknown): MangopayErrorObject => {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors = b.errors && typeof b.errors === 'object' ? (b.errors as Record<string, unknown>) : {};
  return {
    Message: typeof b.Message === 'string' ? b.Message : 'MangoPay refused the request',
    Type: typeof b.Type === 'string' ? b.Type : 'unknown',
    Id: typeof b.Id === 'string' ? b.Id : null,
    errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, String(v)])),
  };
};

/** A 4xx is MangoPay's word on our request; anything else (no answer, 5xx, our keys refused, timeout) is a 502. */
function failure(err: unknown): Error {
  const res = err as Partial<Full> | undefined;
  const status = res && typeof res === 'object' && typeof res.status === 'number' ? res.status : 0;
  if (status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status)) return new MangopayError(status, asErrorObject(res!.body));
  const detail = status ? `HTTP ${status}` : typeof err === 'string' ? err : JSON.stringify(err ?? null);
  return new PaymentProviderUnavailableError(`mangopay: ${detail}`);
}

/** MangoPay's count of items in a list (X-Number-Of-Items). */
function totalOf(res: Full, fallback: number): number {
  const raw = typeof res.headers.get === 'function' ? res.headers.get('x-number-of-items') : res.headers['x-number-of-items'];
  const n = Number(raw);
  return Number.isFinite(n) && raw !== undefined && raw !== null ? n : fallback;
}

/**
 * The real MangoPay, through its SDK: `keys.apiUrl` when set (tests: a fake on loopback), else
 * MangoPay's sandbox in test mode and its production API otherwise.
 */
export function mangopayLive(keys: ProviderKeys): MangopayApi {
  const baseUrl = keys.apiUrl ?? (keys.testMode ? MANGOPAY_SANDBOX_URL : MANGOPAY_LIVE_URL);
  const call = async <T>(
    work: (sdk: Client, options: { resolveWithFullResponse: true }) => Promise<unknown>,
  ): Promise<{ body: T; res: Full }> => {
    try {
      const res = (await work(clientFor(keys, baseUrl), { resolveWithFullResponse: true })) as Full;
      return { body: res.body as T, res };
    } catch (err) {
      throw failure(err);
    }
  };
  const one = async <T>(work: (sdk: Client, options: { resolveWithFullResponse: true }) => Promise<unknown>) => (await call<T>(work)).body;
  // MangoPay takes keys of 16 to 36 letters, digits and dashes: ours are hashed to 36 hex digits.
  const keyed = (key: string) => ({
    resolveWithFullResponse: true as const,
    headers: { 'Idempotency-Key': createHash('sha256').update(key).digest('hex').slice(0, 36) },
  });
  const page = async <T>(work: (sdk: Client, options: { resolveWithFullResponse: true }) => Promise<unknown>) => {
    const { body, res } = await call<T[]>(work);
    return { items: body, total: totalOf(res, body.length) };
  };

  return {
    twin: false,
    createNaturalUser: (user, key) =>
      one((c) =>
        c.Users.create(
          {
            PersonType: 'NATURAL',
            UserCategory: user.Birthday !== undefined && user.Nationality && user.CountryOfResidence ? 'OWNER' : 'PAYER',
            TermsAndConditionsAccepted: true,
            ...user,
          } as never,
          keyed(key),
        ),
      ),
    createLegalUser: (user, key) =>
      one((c) =>
        c.Users.create(
          { PersonType: 'LEGAL', LegalPersonType: 'BUSINESS', UserCategory: 'PAYER', TermsAndConditionsAccepted: true, ...user },
          keyed(key),
        ),
      ),
    createWallet: (wallet, key) => one((c) => c.Wallets.create({ ...wallet, Currency: wallet.Currency as never }, keyed(key))),
    getWallet: (id) => one((c, o) => c.Wallets.get(id, o)),
    walletTransactions: (walletId, n, perPage) =>
      page((c, o) => c.Wallets.getTransactions(walletId, { ...o, parameters: { Page: n, Per_Page: perPage, Sort: 'CreationDate:DESC' } })),
    userTransactions: (userId, from, to, n) =>
      page((c, o) =>
        c.Users.getTransactions(userId, {
          ...o,
          parameters: {
            Page: n,
            Per_Page: 100,
            Sort: 'CreationDate:ASC',
            AfterDate: Math.floor(from.getTime() / 1000),
            BeforeDate: Math.ceil(to.getTime() / 1000),
          },
        }),
      ),
    createCardWebPayIn: (payIn, key) =>
      one((c) =>
        c.PayIns.create(
          {
            PaymentType: 'CARD',
            ExecutionType: 'WEB',
            CardType: 'CB_VISA_MASTERCARD',
            SecureMode: 'DEFAULT',
            ...payIn,
            DebitedFunds: payIn.DebitedFunds as never,
            Fees: payIn.Fees as never,
            Culture: payIn.Culture as never,
          },
          keyed(key),
        ),
      ),
    getPayIn: (id) => one((c, o) => c.PayIns.get(id, o)),
    createTransfer: (transfer, key) =>
      one((c) =>
        c.Transfers.create({ ...transfer, DebitedFunds: transfer.DebitedFunds as never, Fees: transfer.Fees as never }, keyed(key)),
      ),
    getTransfer: (id) => one((c, o) => c.Transfers.get(id, o)),
    refundTransfer: (transferId, refund, key) =>
      one((c) =>
        c.Transfers.createRefund(
          transferId,
          { ...refund, DebitedFunds: refund.DebitedFunds as never, Fees: refund.Fees as never },
          keyed(key),
        ),
      ),
    transferRefunds: (transferId) => one((c, o) => c.Transfers.getRefunds(transferId, { ...o, parameters: { Per_Page: 100 } })),
    createBankAccount: (userId, account, key) => one((c) => c.Users.createBankAccount(userId, account as never, keyed(key))),
    bankAccounts: (userId) =>
      one((c, o) => c.Users.getBankAccounts(userId, { ...o, parameters: { Per_Page: 100, Sort: 'CreationDate:DESC' } })),
    bankAccount: (userId, id) => one((c, o) => c.Users.getBankAccount(userId, id, o)),
    deactivateBankAccount: (userId, id) => one((c, o) => c.Users.deactivateBankAccount(userId, id, o)),
    createPayout: (payout, key) =>
      one((c) =>
        c.PayOuts.create(
          { ...payout, PaymentType: 'BANK_WIRE', DebitedFunds: payout.DebitedFunds as never, Fees: payout.Fees as never },
          keyed(key),
        ),
      ),
    getPayout: (id) => one((c, o) => c.PayOuts.get(id, o)),
    countries: () => one((c, o) => c.Regulatory.getAllCountriesAuthorizations(o)),
  };
}
