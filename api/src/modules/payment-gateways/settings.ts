import { type Database, paymentGateways } from '@cf/db';
import { ValidationError } from '@cf/domain';
import { PROVIDER_CURRENCIES, type PaymentProvider } from '@cf/domain/wallet';
import { asc, eq } from 'drizzle-orm';

export type GatewayRow = typeof paymentGateways.$inferSelect;

export async function gatewayRows(db: Database): Promise<GatewayRow[]> {
  return db.select().from(paymentGateways).orderBy(asc(paymentGateways.provider));
}

export async function gatewayRow(db: Database, provider: PaymentProvider): Promise<GatewayRow | undefined> {
  const [row] = await db.select().from(paymentGateways).where(eq(paymentGateways.provider, provider));
  return row;
}

/** The refusal of a route the console has turned off (or never set up): a 400 on paymentType. */
export const routeOff = () => new ValidationError([{ field: 'paymentType', message: 'wallet.errors.routeOff' }]);

/** Investors may pay by this route only while the console has it on. */
export async function assertRouteOn(db: Database, provider: PaymentProvider): Promise<GatewayRow> {
  const row = await gatewayRow(db, provider);
  if (!row?.enabled) throw routeOff();
  return row;
}

/** The currencies a route takes: staff's choice within its provider's, or null for any. */
function takenCurrencies(provider: PaymentProvider, chosen: string[]): string[] | null {
  const supported = PROVIDER_CURRENCIES[provider];
  if (chosen.length === 0) return supported ? [...supported] : null;
  return supported ? chosen.filter((c) => supported.includes(c)) : chosen;
}

/** GET /admin/payment-gateway/: the routes on now, with what a payer may see (never a secret). */
export async function enabledGateways(db: Database) {
  return (await gatewayRows(db))
    .filter((row) => row.enabled)
    .map(({ provider, enabled, testMode, publicKey, instructions, currencies }) => ({
      provider,
      enabled,
      testMode: provider === 'sandbox' ? true : testMode,
      publicKey,
      instructions: provider === 'offline' ? instructions : null,
      currencies: takenCurrencies(provider, currencies),
    }));
}
