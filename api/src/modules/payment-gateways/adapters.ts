import type { Database } from '@cf/db';
import type { PaymentProvider } from '@cf/domain/wallet';
import type { AppConfig } from '../../config';
import { decryptSecret } from '../../lib/crypto';
import { type PaymentProviderAdapter, sandboxPayments, stripePayments } from '../../providers/payments/index';
import { assertRouteOn, type GatewayRow, gatewayRow, routeOff } from './settings';

export type CheckoutProvider = Extract<PaymentProvider, 'sandbox' | 'stripe'>;

/**
 * The payment routes as the console has set them: services ask it whether a route is on and for
 * the hosted-checkout adapter of a provider, built from the stored (sealed) keys, or the
 * environment's when none are stored.
 */
export type PaymentRoutes = {
  /** Refuses a route that is off: 400 with `paymentType: wallet.errors.routeOff`. */
  assertRouteOn(db: Database, provider: PaymentProvider): Promise<void>;
  /** The adapter of an enabled checkout route, to start a payment. */
  startCheckout(db: Database, provider: CheckoutProvider): Promise<PaymentProviderAdapter>;
  /** The adapter of a provider whether on or not: checks of payments already started must go on. */
  adapterOf(db: Database, provider: CheckoutProvider): Promise<PaymentProviderAdapter | undefined>;
  /** The signing secret of the provider's webhook, if one is set. */
  webhookSecret(db: Database, provider: 'stripe'): Promise<string | undefined>;
};

export type StripeKeys = { secretKey: string | undefined; webhookSecret: string | undefined };

/** The Stripe keys in force: the console's, each falling back to the environment's. */
export function stripeKeys(row: GatewayRow | undefined, config: Pick<AppConfig, 'encryptionKey' | 'stripe'>): StripeKeys {
  const open = (sealed: string | null | undefined) => (sealed ? decryptSecret(sealed, config.encryptionKey) : undefined);
  return {
    secretKey: open(row?.secretKeySealed) ?? config.stripe.secretKey,
    webhookSecret: open(row?.webhookSecretSealed) ?? config.stripe.webhookSecret,
  };
}

export function paymentRoutes(config: Pick<AppConfig, 'encryptionKey' | 'stripe' | 'publicUrl'>): PaymentRoutes {
  const sandbox = sandboxPayments(config.publicUrl);
  const build = (provider: CheckoutProvider, row: GatewayRow | undefined) => {
    if (provider === 'sandbox') return sandbox;
    const { secretKey } = stripeKeys(row, config);
    return secretKey ? stripePayments({ secretKey, apiUrl: config.stripe.apiUrl }) : undefined;
  };
  return {
    assertRouteOn: async (db, provider) => {
      await assertRouteOn(db, provider);
    },
    startCheckout: async (db, provider) => {
      const adapter = build(provider, await assertRouteOn(db, provider));
      // On without a key is a route that cannot take money: the same refusal as off.
      if (!adapter) throw routeOff();
      return adapter;
    },
    adapterOf: async (db, provider) => build(provider, await gatewayRow(db, provider)),
    webhookSecret: async (db, provider) => stripeKeys(await gatewayRow(db, provider), config).webhookSecret,
  };
}
