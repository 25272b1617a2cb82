import { accreditations, kycParties } from '@cf/db';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { post } from '../src/modules/ledger/index';
import { bearer, createUser, nextIp, type TestContext } from './app';
import { insertCampaign } from './campaigns-public';

/** An investor allowed to pay: KYC approved and, when asked, accredited. */
export async function readyInvestor(ctx: TestContext, options: { accredited?: boolean; kyc?: boolean } = {}) {
  const user = await createUser(ctx, { userType: 'investor' });
  if (options.kyc ?? true) await ctx.handle.db.insert(kycParties).values({ userId: user.id, provider: 'sandbox', status: 'approved' });
  if (options.accredited)
    await ctx.handle.db.insert(accreditations).values({
      userId: user.id,
      status: 'approved',
      basis: 'net-worth',
      verificationType: 'letter',
      signature: 'Test',
      signedAt: new Date(),
    });
  return user;
}

/** An active equity campaign in USD: $25 a share, 400 shares, $100 to $5,000 per investment. */
export async function equityCampaign(
  ctx: TestContext,
  props: Parameters<typeof insertCampaign>[1] extends infer P ? Partial<P> : never = {},
) {
  const owner = await createUser(ctx, { userType: 'campaign-owner' });
  const campaign = await insertCampaign(ctx, {
    ownerId: owner.id,
    investingType: 'equity',
    pricePerShare: 25_00,
    availableShares: 400,
    minimumInvestment: 100_00,
    maximumInvestment: 5_000_00,
    maximumRaise: 10_000_00,
    ...props,
  });
  return { campaign, owner };
}

/** Credits a wallet straight through the ledger (what a paid top-up does). */
export async function fundWallet(ctx: TestContext, userId: string, amount: number, currency = 'USD') {
  await post(ctx.handle.db, {
    idempotencyKey: `test-funding:${randomUUID()}`,
    kind: 'wallet_topup',
    entries: [
      { account: { kind: 'gateway_clearing', currency, provider: 'sandbox' }, amount: -amount },
      { account: { kind: 'investor_wallet', currency, userId }, amount },
    ],
  });
}

export const typedSignature = { type: 'typed' as const, value: 'Jane Investor' };

/** POST /process-investment/ with the consents ticked and a typed signature unless the body says otherwise. */
export function invest(
  ctx: TestContext,
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/process-investment/',
    headers: { ...bearer(token), ...headers },
    remoteAddress: nextIp(),
    payload: { paymentType: 'wallet', acceptTerms: true, acceptRisk: true, signature: typedSignature, ...body },
  });
}
