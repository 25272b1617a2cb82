import { mangopayTopUps, siteSettings, webhookEvents } from '@cf/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppConfig } from '../../config';
import { bearer, nextIp, type StaffClient, type TestContext } from '../../../test/app';
import { FAKE_MANGOPAY_API_KEY, FAKE_MANGOPAY_CLIENT_ID, type FakeMangopay, startFakeMangopay } from '../../../test/fake-mangopay';
import { balanceOf } from '../ledger/index';

/** Test helpers of the regional wallet's API tests (not shipped: imported by *.test.ts only). */

/**
 * A fake MangoPay for a test file. The app reads config.mangopay when it calls MangoPay, so the
 * fake's address and keys are filled in once it listens (give `config` to useTestApp).
 */
export function useFakeMangopay() {
  const config: AppConfig['mangopay'] = { apiUrl: 'http://127.0.0.1:9', clientId: undefined, secret: undefined };
  const holder = { fake: undefined as unknown as FakeMangopay, config };
  beforeAll(async () => {
    holder.fake = await startFakeMangopay();
    Object.assign(config, { apiUrl: holder.fake.url, clientId: FAKE_MANGOPAY_CLIENT_ID, secret: FAKE_MANGOPAY_API_KEY });
  });
  afterAll(async () => holder.fake?.close());
  return holder;
}

/** The site setting and the console's route: both on (test mode; keys come from the environment's config, if any). */
export async function enableRegional(ctx: TestContext, staff: StaffClient, on = { module: true, gateway: true }) {
  await ctx.handle.db.update(siteSettings).set({ mangoPayModule: on.module });
  const res = await staff.put('/api/v1/console/payment-gateways/mangopay', { enabled: on.gateway, testMode: true, currencies: [] });
  expect(res.statusCode, res.body).toBe(200);
}

/** inject() of a regional wallet call (under /campaigns/equity/mangopay-payment), as `token`. */
export function regionalCaller(ctx: TestContext) {
  return (method: 'GET' | 'POST', path: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method,
      url: `/api/v1/campaigns/equity/mangopay-payment${path}`,
      headers: { ...bearer(token), ...headers },
      remoteAddress: nextIp(),
      ...(payload ? { payload } : {}),
    });
}

/** A MangoPay hook, as MangoPay sends it (GET, the event in the query). */
export const deliverHook = (ctx: TestContext, eventType: string, resourceId: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/webhooks/mangopay?EventType=${eventType}&RessourceId=${encodeURIComponent(resourceId)}&Date=${Math.floor(Date.now() / 1000)}`,
    remoteAddress: nextIp(),
  });

export const mirrorOf = (ctx: TestContext, userId: string, currency = 'USD') =>
  balanceOf(ctx.handle.db, { kind: 'regional_wallet', currency, userId });

export const clearingOf = (ctx: TestContext, currency = 'USD') =>
  balanceOf(ctx.handle.db, { kind: 'gateway_clearing', currency, provider: 'mangopay' });

export const eventCount = async (ctx: TestContext) => (await ctx.handle.db.select({ n: count() }).from(webhookEvents))[0]!.n;

export const topUpRow = async (ctx: TestContext, id: string) =>
  (await ctx.handle.db.select().from(mangopayTopUps).where(eq(mangopayTopUps.id, id)))[0]!;

export type TopUpAnswer = { id: string; payInId: string; status: string; redirectUrl: string; amount: number; fee: number; total: number };

/** Starts a top-up of `amount` minor units (201 expected) and returns its answer. */
export async function startTopUp(ctx: TestContext, token: string, amount: number): Promise<TopUpAnswer> {
  const res = await regionalCaller(ctx)('POST', '/checkout-session', token, { amount });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.data as TopUpAnswer;
}

/** Bank accounts of each type that MangoPay and the domain's rules accept. */
export const ADDRESS = { ownerName: 'Jane Investor', addressLine1: '1 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'FR' };
export const VALID_BANK_ACCOUNTS = {
  IBAN: { type: 'IBAN', ...ADDRESS, iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' },
  GB: { type: 'GB', ...ADDRESS, country: 'GB', sortCode: '40-47-84', accountNumber: '70872490' },
  US: { type: 'US', ...ADDRESS, country: 'US', region: 'NY', aba: '021000021', accountNumber: '123456789', depositAccountType: 'SAVINGS' },
  CA: {
    type: 'CA',
    ...ADDRESS,
    country: 'CA',
    region: 'ON',
    bankName: 'Royal Bank',
    institutionNumber: '003',
    branchCode: '12345',
    accountNumber: '1234567',
  },
  OTHER: { type: 'OTHER', ...ADDRESS, country: 'CH', accountCountry: 'CH', bic: 'UBSWCHZH80A', accountNumber: 'CH930076201' },
} as const;
