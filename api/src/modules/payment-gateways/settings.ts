import { type Database, paymentGateways } from '@cf/db';
import { ValidationError } from '@cf/domain';
import { PROVIDER_CURRENCIES, type PaymentProvider } from '@cf/domain/wallet';
import { asc, eq } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';

export type GatewayRow = typeof paymentGateways.$inferSelect;

export async function gatewayRows(db: Database): Promise<GatewayRow[]> {
  return db.select().from(paymentGateways).orderBy(asc(paymentGateways.provider));
}

async function readGatewayRow(db: Database, provider: PaymentProvider): Promise<GatewayRow | undefined> {
  const [row] = await db.select().from(paymentGateways).where(eq(paymentGateways.provider, provider));
  return row;
}

/**
 * Rows read in a transaction, by provider: a payment asks about its route several times (is it on,
 * does it take the currency, its adapter) and one read answers all, the same for each.
 */
const readInTransaction = new WeakMap<Database, Map<PaymentProvider, Promise<GatewayRow | undefined>>>();

export function gatewayRow(db: Database, provider: PaymentProvider): Promise<GatewayRow | undefined> {
  // A boolean, not a type guard: the handle keeps its Database type.
  const inTransaction: boolean = db instanceof PgTransaction;
  if (!inTransaction) return readGatewayRow(db, provider);
  let rows = readInTransaction.get(db);
  if (!rows) readInTransaction.set(db, (rows = new Map()));
  let row = rows.get(provider);
  if (!row) rows.set(provider, (row = readGatewayRow(db, provider)));
  return row;
}

/** After a transaction changed a gateway row, its next read sees the change. */
export function forgetGatewayRows(tx: Database): void {
  readInTransaction.delete(tx);
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
