import { type Database, paymentGateways } from '@cf/db';
import { type FieldError, NotFoundError, ValidationError } from '@cf/domain';
import type { PaymentGatewayInput } from '@cf/domain/schemas/payment-gateways';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '@cf/domain/wallet';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import { encryptSecret } from '../../lib/crypto';
import { stripeKeys } from './adapters';
import type { GatewayRow } from './settings';

type Config = Pick<AppConfig, 'encryptionKey' | 'stripe' | 'publicUrl'>;

export const isProvider = (value: string): value is PaymentProvider => (PAYMENT_PROVIDERS as readonly string[]).includes(value);

/** What staff see of a gateway: secrets never leave the server, only whether one is stored. */
export function gatewayRecord(row: GatewayRow, config: Config) {
  return {
    id: row.provider,
    provider: row.provider,
    enabled: row.enabled,
    testMode: row.testMode,
    publicKey: row.publicKey,
    instructions: row.instructions,
    secretKey: null,
    webhookSecret: null,
    hasSecretKey: Boolean(row.secretKeySealed),
    hasWebhookSecret: Boolean(row.webhookSecretSealed),
    webhookUrl: row.provider === 'stripe' ? `${config.publicUrl}/api/v1/webhooks/stripe` : null,
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
 * Saves a gateway's settings in the caller's transaction (the console audits it there). Empty
 * secret fields keep the stored ones; Stripe cannot be switched on without both of its keys.
 */
export async function updateGateway(tx: Database, config: Config, provider: string, input: PaymentGatewayInput) {
  if (!isProvider(provider)) throw new NotFoundError();
  const [before] = await tx.select().from(paymentGateways).where(eq(paymentGateways.provider, provider)).for('update');
  if (!before) throw new NotFoundError();
  const seal = (plain: string | null, kept: string | null) => (plain === null ? kept : encryptSecret(plain, config.encryptionKey));
  const values = {
    enabled: input.enabled,
    testMode: provider === 'stripe' ? input.testMode : true,
    publicKey: provider === 'stripe' ? input.publicKey : null,
    instructions: provider === 'offline' ? input.instructions : null,
    secretKeySealed: provider === 'stripe' ? seal(input.secretKey, before.secretKeySealed) : null,
    webhookSecretSealed: provider === 'stripe' ? seal(input.webhookSecret, before.webhookSecretSealed) : null,
    updatedAt: new Date(),
  };
  if (provider === 'stripe') {
    const errors = stripeKeyErrors(input, {
      secretKey: input.secretKey ?? stripeKeys(before, config).secretKey,
      webhookSecret: input.webhookSecret ?? stripeKeys(before, config).webhookSecret,
    });
    if (errors.length) throw new ValidationError(errors);
  }
  const [after] = await tx.update(paymentGateways).set(values).where(eq(paymentGateways.provider, provider)).returning();
  return { before: gatewayRecord(before, config), after: gatewayRecord(after!, config) };
}
