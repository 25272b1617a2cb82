import type { Database } from '@cf/db';
import { ValidationError } from '@cf/domain';
import {
  type CheckoutProvider,
  type DebitProvider,
  isCheckoutProvider,
  isDebitProvider,
  type KeyedProvider,
  type PaymentProvider,
  routeTakesCurrency,
} from '@cf/domain/wallet';
import type { AppConfig } from '../../config';
import { decryptSecret } from '../../lib/crypto';
import {
  type PaymentProviderAdapter,
  type ProviderKeys,
  type RefundRequest,
  type Refunder,
  type SettledTransaction,
  sandboxPayments,
  stripePayments,
} from '../../providers/payments/index';
import { paypalPayments } from '../../providers/payments/paypal';
import { achDebits } from '../ach/debit';
import { mangopayDebits } from '../mangopay/debit';
import { assertRouteOn, type GatewayRow, gatewayRow, routeOff } from './settings';

export type { CheckoutProvider } from '@cf/domain/wallet';
export type { ProviderKeys } from '../../providers/payments/index';

export type Config = Pick<AppConfig, 'encryptionKey' | 'stripe' | 'publicUrl' | 'paypal' | 'plaid' | 'mangopay'>;

/**
 * How a keyed route (PayPal, ACH through Plaid, MangoPay) runs now: with the provider (keys
 * stored or in the environment), as its sandbox twin (test mode and no keys: the demo needs no
 * account anywhere), or not at all (live mode without keys).
 */
export type RouteMode = { kind: 'live'; keys: ProviderKeys } | { kind: 'twin' } | { kind: 'off' };

/** A debit route's payment: the money is taken by a server-side call on what the payer linked. */
export type DebitRequest = {
  /** Our payment session's id; the provider's idempotency key derives from it. */
  sessionId: string;
  purpose: 'investment' | 'wallet_topup';
  /** The investment or top-up paid. */
  subjectId: string;
  userId: string;
  amount: number;
  currency: string;
  description: string;
  /** ACH: the payer's linked bank account (our id) to debit. */
  achAccountId: string | undefined;
  idempotencyKey: string;
};

/** paid: the money is taken now (a wallet transfer); pending: a webhook settles it later (ACH). */
export type DebitResult = { providerRef: string; outcome: 'paid' | 'pending' | 'failed' };

/** What a debit route (ACH, MangoPay wallet) does, given how the route runs. */
export type DebitRoute = {
  debit(tx: Database, mode: RouteMode, request: DebitRequest): Promise<DebitResult>;
  /** Gives a paid debit back (the campaign failed): the same key returns the first refund. */
  refund(tx: Database, mode: RouteMode, request: RefundRequest): Promise<{ refundRef: string }>;
  /** The provider's settled movements, for the daily reconciliation (see PaymentProviderAdapter.settled). */
  settled?(tx: Database, mode: RouteMode, from: Date, to: Date): Promise<SettledTransaction[]>;
};

/**
 * The payment routes as the console has set them: services ask it whether a route is on and for
 * the adapter of a provider, built from the stored (sealed) keys, or the environment's when none
 * are stored.
 */
export type PaymentRoutes = {
  /**
   * Refuses a route that is off (400 `paymentType: wallet.errors.routeOff`) or, given a currency,
   * one that cannot take it (400 `paymentType: wallet.errors.currencyNotSupported`).
   */
  assertRouteOn(db: Database, provider: PaymentProvider, currency?: string): Promise<void>;
  /** The adapter of an enabled checkout route, to start a payment. */
  startCheckout(db: Database, provider: CheckoutProvider, currency?: string): Promise<PaymentProviderAdapter>;
  /** The adapter of a provider whether on or not: checks of payments already started must go on. */
  adapterOf(db: Database, provider: CheckoutProvider): Promise<PaymentProviderAdapter | undefined>;
  /** How a keyed route runs now (live with its keys, sandbox twin, or off), whether on or not. */
  modeOf(db: Database, provider: KeyedProvider): Promise<RouteMode>;
  /** Takes a payment by an enabled debit route (ACH, MangoPay wallet); `twin`: by its sandbox twin. */
  debit(db: Database, provider: DebitProvider, request: DebitRequest): Promise<DebitResult & { twin: boolean }>;
  /** Who gives a paid investment's money back to its source, for any provider route. */
  refunderOf(db: Database, provider: PaymentProvider): Promise<Refunder | undefined>;
  /**
   * The provider's settled movements between two instants, for the daily reconciliation; null when
   * the route has no outside report (off, offline, wallet) or its adapter lists none.
   */
  settledOf(db: Database, provider: PaymentProvider, from: Date, to: Date): Promise<SettledTransaction[] | null>;
  /** The signing secret of the provider's webhook, if one is set. */
  webhookSecret(db: Database, provider: 'stripe'): Promise<string | undefined>;
};

const open = (sealed: string | null | undefined, encryptionKey: string) => (sealed ? decryptSecret(sealed, encryptionKey) : undefined);

export type StripeKeys = { secretKey: string | undefined; webhookSecret: string | undefined };

/** The Stripe keys in force: the console's, each falling back to the environment's. */
export function stripeKeys(row: GatewayRow | undefined, config: Pick<AppConfig, 'encryptionKey' | 'stripe'>): StripeKeys {
  return {
    secretKey: open(row?.secretKeySealed, config.encryptionKey) ?? config.stripe.secretKey,
    webhookSecret: open(row?.webhookSecretSealed, config.encryptionKey) ?? config.stripe.webhookSecret,
  };
}

/** How PayPal, Plaid or MangoPay runs with this gateway row (see RouteMode). */
export function routeMode(provider: Exclude<KeyedProvider, 'stripe'>, row: GatewayRow | undefined, config: Config): RouteMode {
  const env = config[provider === 'ach' ? 'plaid' : provider];
  const clientId = row?.clientId ?? env.clientId;
  const secret = open(row?.secretKeySealed, config.encryptionKey) ?? env.secret;
  const testMode = row?.testMode ?? true;
  if (clientId && secret)
    return {
      kind: 'live',
      keys: { clientId, secret, apiUrl: env.apiUrl, testMode, webhookId: row?.webhookId ?? config.paypal.webhookId },
    };
  return testMode ? { kind: 'twin' } : { kind: 'off' };
}

export const currencyNotSupported = () => new ValidationError([{ field: 'paymentType', message: 'wallet.errors.currencyNotSupported' }]);

export function paymentRoutes(config: Config): PaymentRoutes {
  const debits: Record<DebitProvider, DebitRoute> = { ach: achDebits(config), mangopay: mangopayDebits(config) };
  const sandbox = sandboxPayments(config.publicUrl);
  const paypalTwin = sandboxPayments(config.publicUrl, 'paypal');
  const modeOfRow = (provider: KeyedProvider, row: GatewayRow | undefined): RouteMode => {
    if (provider !== 'stripe') return routeMode(provider, row, config);
    const { secretKey } = stripeKeys(row, config);
    return secretKey
      ? {
          kind: 'live',
          keys: { clientId: '', secret: secretKey, apiUrl: config.stripe.apiUrl, testMode: row?.testMode ?? true, webhookId: undefined },
        }
      : { kind: 'off' };
  };
  const build = (provider: CheckoutProvider, row: GatewayRow | undefined): PaymentProviderAdapter | undefined => {
    if (provider === 'sandbox') return sandbox;
    const mode = modeOfRow(provider, row);
    if (mode.kind === 'off') return undefined;
    if (provider === 'stripe')
      return mode.kind === 'live' ? stripePayments({ secretKey: mode.keys.secret, apiUrl: config.stripe.apiUrl }) : undefined;
    return mode.kind === 'twin' ? paypalTwin : paypalPayments(mode.keys);
  };
  const routeOn = async (db: Database, provider: PaymentProvider, currency?: string) => {
    const row = await assertRouteOn(db, provider);
    if (currency !== undefined && !routeTakesCurrency(provider, row.currencies, currency)) throw currencyNotSupported();
    return row;
  };
  return {
    assertRouteOn: async (db, provider, currency) => {
      await routeOn(db, provider, currency);
    },
    startCheckout: async (db, provider, currency) => {
      const adapter = build(provider, await routeOn(db, provider, currency));
      // On without a key is a route that cannot take money: the same refusal as off.
      if (!adapter) throw routeOff();
      return adapter;
    },
    adapterOf: async (db, provider) => build(provider, await gatewayRow(db, provider)),
    modeOf: async (db, provider) => modeOfRow(provider, await gatewayRow(db, provider)),
    debit: async (db, provider, request) => {
      const mode = modeOfRow(provider, await routeOn(db, provider, request.currency));
      if (mode.kind === 'off') throw routeOff();
      return { ...(await debits[provider].debit(db, mode, request)), twin: mode.kind === 'twin' };
    },
    refunderOf: async (db, provider) => {
      if (isCheckoutProvider(provider)) return build(provider, await gatewayRow(db, provider));
      if (!isDebitProvider(provider)) return undefined;
      const mode = modeOfRow(provider, await gatewayRow(db, provider));
      return { refund: (request) => debits[provider].refund(db, mode, request) };
    },
    settledOf: async (db, provider, from, to) => {
      if (isCheckoutProvider(provider)) {
        const adapter = build(provider, await gatewayRow(db, provider));
        return adapter?.settled ? adapter.settled(from, to) : null;
      }
      if (!isDebitProvider(provider)) return null;
      const mode = modeOfRow(provider, await gatewayRow(db, provider));
      const route = debits[provider];
      return mode.kind === 'off' || !route.settled ? null : route.settled(db, mode, from, to);
    },
    webhookSecret: async (db, provider) => stripeKeys(await gatewayRow(db, provider), config).webhookSecret,
  };
}
