import { currencies, type Database, siteSettings } from '@cf/db';
import { ForbiddenError, ValidationError } from '@cf/domain';
import { routeTakesCurrency } from '@cf/domain/wallet';
import { eq } from 'drizzle-orm';
import { type MangopayApi, mangopayLive } from '../../providers/payments/mangopay';
import { gatewayRow, type PaymentRoutes, type RouteMode } from '../payment-gateways/index';
import type { MoneyCurrency } from '../wallet/currency';
import { mangopayTwin } from './twin';

/** How the regional route runs now: MangoPay's API (live or its twin) and the wallets' currency. */
export type Regional = { api: MangopayApi; twin: boolean; currency: MoneyCurrency };

/** MangoPay itself with keys, its sandbox twin in test mode without them. */
export function apiFor(db: Database, mode: RouteMode, publicUrl: string): MangopayApi {
  if (mode.kind === 'live') return mangopayLive(mode.keys);
  if (mode.kind === 'twin') return mangopayTwin(db, publicUrl);
  throw new ForbiddenError('wallet.errors.routeOff');
}

/** The API that made a record: a twin's record is read from the twin whatever the route's mode is now. */
export async function apiOf(db: Database, payments: PaymentRoutes, publicUrl: string, twin: boolean): Promise<MangopayApi> {
  if (twin) return mangopayTwin(db, publicUrl);
  const mode = await payments.modeOf(db, 'mangopay');
  if (mode.kind !== 'live') throw new ForbiddenError('wallet.errors.routeOff');
  return mangopayLive(mode.keys);
}

async function moduleSettings(db: Database) {
  const [row] = await db
    .select({ on: siteSettings.mangoPayModule, currencyId: siteSettings.currencyId, mangoPayCurrencyId: siteSettings.mangoPayCurrencyId })
    .from(siteSettings)
    .limit(1);
  return row;
}

/** The operator has the regional wallet on (site setting mangoPayModule): refused with 403 otherwise. */
export async function assertModuleOn(db: Database): Promise<void> {
  if (!(await moduleSettings(db))?.on) throw new ForbiddenError('regional.errors.moduleOff');
}

/** The regional wallets' currency (mangoPayCurrencyId, else the site's), by its code. */
export async function regionalCurrencyCode(db: Database): Promise<string | undefined> {
  const settings = await moduleSettings(db);
  if (!settings) return undefined;
  const [row] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.id, settings.mangoPayCurrencyId ?? settings.currencyId));
  return row?.code;
}

/**
 * Every regional wallet call starts here: the site setting mangoPayModule must be on (else 403
 * "the regional wallet is not offered"), the console's mangopay route on and able to run (else 403
 * "this payment method is not available"), and the wallets' currency (mangoPayCurrencyId, else the
 * site's) one MangoPay and the route take (else 400).
 */
export async function regional(db: Database, payments: PaymentRoutes, publicUrl: string): Promise<Regional> {
  const settings = await moduleSettings(db);
  if (!settings?.on) throw new ForbiddenError('regional.errors.moduleOff');
  const row = await gatewayRow(db, 'mangopay');
  const mode = await payments.modeOf(db, 'mangopay');
  if (!row?.enabled || mode.kind === 'off') throw new ForbiddenError('wallet.errors.routeOff');
  const [currency] = await db
    .select({
      id: currencies.id,
      code: currencies.code,
      decimals: currencies.decimals,
      symbol: currencies.symbol,
      displayFormat: currencies.displayFormat,
    })
    .from(currencies)
    .where(eq(currencies.id, settings.mangoPayCurrencyId ?? settings.currencyId));
  if (!currency || !routeTakesCurrency('mangopay', row.currencies, currency.code))
    throw new ValidationError([{ field: 'currencyCode', message: 'wallet.errors.currencyNotSupported' }]);
  return { api: apiFor(db, mode, publicUrl), twin: mode.kind === 'twin', currency };
}
