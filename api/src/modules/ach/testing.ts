import { achBankAccounts } from '@cf/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppConfig } from '../../config';
import { apiCaller, dataOf, type StaffClient, type TestContext, useStaff, useTestApp } from '../../../test/app';
import { type FakePlaid, startFakePlaid } from '../../../test/fake-plaid';
import { typedSignature } from '../../../test/money';

/** Test helpers of the ACH API tests (imported by *.test.ts only). */

export const ACH = '/campaigns/equity/ach-payment';

/** The ACH route on with the fake Plaid's keys (live), or on without keys (the sandbox twin). */
export async function achGateway(staff: StaffClient, keys: { clientId: string; secret: string } | null) {
  const res = await staff.put('/api/v1/console/payment-gateways/ach', {
    enabled: true,
    testMode: true,
    publicKey: null,
    instructions: null,
    clientId: keys?.clientId ?? null,
    webhookId: null,
    currencies: [],
    secretKey: keys?.secret ?? null,
    webhookSecret: null,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * A test app whose ACH route runs against a fake Plaid (live mode through the real SDK), with the
 * staff member and the fake; the fake's address is filled in once it listens.
 */
export function usePlaidApp() {
  const plaid: AppConfig['plaid'] = { apiUrl: 'http://127.0.0.1:9', clientId: undefined, secret: undefined };
  const state = { fake: undefined as unknown as FakePlaid };
  beforeAll(async () => {
    state.fake = await startFakePlaid();
    plaid.apiUrl = state.fake.url;
  });
  afterAll(async () => state.fake?.close());
  const ctx = useTestApp({ plaid });
  const staff = useStaff(ctx);
  beforeAll(async () => achGateway(staff.client, { clientId: state.fake.clientId, secret: state.fake.secret }));
  return { ctx, staff, fake: () => state.fake };
}

/** The ACH calls of one test file. */
export function achCalls(ctx: TestContext) {
  const call = apiCaller(ctx);
  return {
    linkToken: (token: string) => call('POST', `${ACH}/create-payment-link-token`, token),
    connectionUrl: (token: string) => call('POST', `${ACH}/get-connection-url`, token),
    connect: (token: string, body: object) => call('POST', `${ACH}/connect-ach-account`, token, body),
    list: (token: string) => call('GET', `${ACH}/get-all-accounts-by-user`, token),
    disconnect: (token: string, id: string) => call('DELETE', `${ACH}/disconnect-ach-account/${id}`, token),
    invest: (token: string, body: object) =>
      call('POST', `${ACH}/process-payment`, token, { acceptTerms: true, acceptRisk: true, signature: typedSignature, ...body }),
    topUp: (token: string, body: object) => call('POST', `${ACH}/wallet-process-payment`, token, body),
    transfer: (token: string, sessionId: string) => call('GET', `${ACH}/transfers/${sessionId}`, token),
    transferOf: (token: string, subjectId: string) => call('GET', `${ACH}/transfers/by-subject/${subjectId}`, token),
    twinEvent: (token: string, sessionId: string, event: string) =>
      call('POST', `${ACH}/sandbox/transfers/${sessionId}/events`, token, { event }),
  };
}

type Account = { id: string; accountType: string; mask: string };

/** Links the fake's Item for the user through Link's public token: their checking account. */
export async function linkChecking(ctx: TestContext, fake: FakePlaid, token: string): Promise<Account> {
  const res = await achCalls(ctx).connect(token, { method: 'public_token', publicToken: fake.link() });
  const { accounts } = dataOf<{ accounts: Account[] }>(res);
  return accounts.find((a) => a.accountType === 'checking')!;
}

/** A valid test bank account for the twin's link page (routing number with a good ABA check digit). */
export const TEST_BANK = {
  method: 'test_bank',
  bankName: 'Sandbox Savings & Loan',
  accountType: 'checking',
  accountNumber: '000123456789',
  confirmAccountNumber: '000123456789',
  routingNumber: '011000015',
  tos: true,
};

/** Links a test bank account on the twin: its id. */
export async function linkTestBank(ctx: TestContext, token: string): Promise<string> {
  return dataOf<{ accounts: Account[] }>(await achCalls(ctx).connect(token, TEST_BANK)).accounts[0]!.id;
}

export const accountRow = async (ctx: TestContext, id: string) =>
  (await ctx.handle.db.select().from(achBankAccounts).where(eq(achBankAccounts.id, id)))[0]!;
