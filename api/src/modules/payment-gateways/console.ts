import { type Database, paymentGateways } from '@cf/db';
import { type FieldError, NotFoundError, ValidationError } from '@cf/domain';
import type { PaymentGatewayInput } from '@cf/domain/schemas/payment-gateways';
import { KEYED_PROVIDERS, type KeyedProvider, PAYMENT_PROVIDERS, PROVIDER_CURRENCIES, type PaymentProvider } from '@cf/domain/wallet';
import { eq } from 'drizzle-orm';
import { encryptSecret } from '../../lib/crypto';
import { type Config, routeMode, stripeKeys } from './adapters';
import { forgetGatewayRows, type GatewayRow } from './settings';

export const isProvider = (value: string): value is PaymentProvider => (PAYMENT_PROVIDERS as readonly string[]).includes(value);
const isKeyed = (value: PaymentProvider): value is KeyedProvider => (KEYED_PROVIDERS as readonly string[]).includes(value);

/** Providers that call us back (their dashboards ask for the address). */
const WEBHOOK_PROVIDERS: readonly PaymentProvider[] = ['stripe', 'paypal', 'ach', 'mangopay'];

/** How a keyed route runs with this row: live with keys, its sandbox twin, or off. */
function modeOf(row: GatewayRow, config: Config): 'live' | 'twin' | 'off' | null {
  if (!isKeyed(row.provider)) return null;
  if (row.provider === 'stripe') return stripeKeys(row, config).secretKey ? 'live' : 'off';
  return routeMode(row.provider, row, config).kind;
}

/** What staff see of a gateway: secrets never leave the server, only whether one is stored. */
export function gatewayRecord(row: GatewayRow, config: Config) {
  return {
    id: row.provider,
    provider: row.provider,
    enabled: row.enabled,
    testMode: row.testMode,
    publicKey: row.publicKey,
    clientId: row.clientId,
    webhookId: row.webhookId,
    currencies: row.currencies,
    instructions: row.instructions,
    secretKey: null,
    webhookSecret: null,
    hasSecretKey: Boolean(row.secretKeySealed),
    hasWebhookSecret: Boolean(row.webhookSecretSealed),
    mode: modeOf(row, config),
    webhookUrl: WEBHOOK_PROVIDERS.includes(row.provider) ? `${config.publicUrl}/api/v1/webhooks/${row.provider}` : null,
    updatedAt: row.updatedAt,
  };
}
export type GatewayRecord = ReturnType<typeof gatewayRecord>;

/** A Stripe key's mode must be the gateway's: test keys in test mode, live keys otherwise. */
function stripeKeyErrors(input: PaymentGatewayInput, after: { secretKey?: string; webhookSecret?: string }): FieldError[] {
  const errors: FieldError[] = [];
  if (input.secretKey !== null) {
    const mode = /^(?:sk|rk)_(test|live)_\S+$/.exec(input.secretKey)?.[1];
    if (!mode) errors.push({ field: 'secretKey', message: 'wallet.errors.stripeSecretKeyFormat' });
    else if ((mode === 'test') !== input.testMode) errors.push({ field: 'secretKey', message: 'wallet.errors.stripeKeyMode' });
  }
  if (input.webhookSecret !== null && !input.webhookSecret.startsWith('whsec_'))
    errors.push({ field: 'webhookSecret', message: 'wallet.errors.stripeWebhookSecretFormat' });
  if (input.enabled && !after.secretKey) errors.push({ field: 'secretKey', message: 'wallet.errors.stripeKeysRequired' });
  if (input.enabled && !after.webhookSecret) errors.push({ field: 'webhookSecret', message: 'wallet.errors.stripeKeysRequired' });
  return errors;
}

/**
 * PayPal, Plaid and MangoPay: a client id and a secret go together; a live route needs both (and
 * PayPal its webhook id); a route in test mode without any key is its sandbox twin.
 */
function providerKeyErrors(
  provider: KeyedProvider,
  input: PaymentGatewayInput,
  after: { clientId?: string; secret?: string },
): FieldError[] {
  const errors: FieldError[] = [];
  const needed = input.enabled && !input.testMode;
  if ((needed || after.clientId) && !after.secret) errors.push({ field: 'secretKey', message: 'wallet.errors.providerKeysRequired' });
  if ((needed || after.secret) && !after.clientId) errors.push({ field: 'clientId', message: 'wallet.errors.providerKeysRequired' });
  if (provider === 'paypal' && input.enabled && after.clientId && !input.webhookId)
    errors.push({ field: 'webhookId', message: 'wallet.errors.providerKeysRequired' });
  return errors;
}

/** Each chosen currency must be one its provider takes. */
function currencyErrors(provider: PaymentProvider, currencies: string[]): FieldError[] {
  const supported = PROVIDER_CURRENCIES[provider];
  const unsupported = supported ? currencies.filter((c) => !supported.includes(c)) : [];
  return unsupported.length ? [{ field: 'currencies', message: 'wallet.errors.currencyNotSupported' }] : [];
}

/**
 * Saves a gateway's settings in the caller's transaction (the console audits it there). Empty
 * secret fields keep the stored ones; each route keeps only the fields it has.
 */
export async function updateGateway(tx: Database, config: Config, provider: string, input: PaymentGatewayInput) {
  if (!isProvider(provider)) throw new NotFoundError();
  const [before] = await tx.select().from(paymentGateways).where(eq(paymentGateways.provider, provider)).for('update');
  if (!before) throw new NotFoundError();
  const seal = (plain: string | null, kept: string | null) => (plain === null ? kept : encryptSecret(plain, config.encryptionKey));
  const keyed = isKeyed(provider);
  const values = {
    enabled: input.enabled,
    testMode: keyed ? input.testMode : true,
    publicKey: provider === 'stripe' ? input.publicKey : null,
    clientId: keyed && provider !== 'stripe' ? input.clientId : null,
    webhookId: provider === 'paypal' ? input.webhookId : null,
    currencies: provider === 'wallet' ? [] : [...new Set(input.currencies)],
    instructions: provider === 'offline' ? input.instructions : null,
    secretKeySealed: keyed ? seal(input.secretKey, before.secretKeySealed) : null,
    webhookSecretSealed: provider === 'stripe' ? seal(input.webhookSecret, before.webhookSecretSealed) : null,
    updatedAt: new Date(),
  };
  const errors = currencyErrors(provider, values.currencies);
  if (provider === 'stripe')
    errors.push(
      ...stripeKeyErrors(input, {
        secretKey: input.secretKey ?? stripeKeys(before, config).secretKey,
        webhookSecret: input.webhookSecret ?? stripeKeys(before, config).webhookSecret,
      }),
    );
  else if (keyed) {
    const env = config[provider === 'ach' ? 'plaid' : provider];
    const secret = input.secretKey ?? (before.secretKeySealed ? 'stored' : env.secret);
    errors.push(...providerKeyErrors(provider, input, { clientId: values.clientId ?? env.clientId, secret }));
  }
  if (errors.length) throw new ValidationError(errors);
  const [after] = await tx.update(paymentGateways).set(values).where(eq(paymentGateways.provider, provider)).returning();
  forgetGatewayRows(tx);
  return { before: gatewayRecord(before, config), after: gatewayRecord(after!, config) };
}
