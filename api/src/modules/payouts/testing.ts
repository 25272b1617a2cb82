import { campaignPayoutAccounts, campaigns, campaignSettlements, type Database, kycParties, users } from '@cf/db';
import { CAMPAIGN_STATUS } from '@cf/domain';
import { money, percentOf } from '@cf/domain/money';
import { eq } from 'drizzle-orm';
import { encryptSecret } from '../../lib/crypto';
import { balanceOf, post } from '../ledger/index';

/**
 * Test fixtures (API and browser tests), not used by the app: a campaign settled as the close job
 * settles one — its escrow moved in one owner_settlement transfer to the owner's payable account
 * less the fee, the settlement row written, the campaign marked successful or unsuccessful — so
 * payout tests do not depend on the settlement module.
 */
export async function settleForTest(
  db: Database,
  campaignId: number,
  options: { outcome?: 'successful' | 'unsuccessful'; feeBps?: number; currency?: string } = {},
) {
  const outcome = options.outcome ?? 'successful';
  const feeBps = options.feeBps ?? 1_000;
  const currency = options.currency ?? 'USD';
  return db.transaction(async (tx) => {
    const escrow = { kind: 'campaign_escrow' as const, currency, campaignId };
    const raised = await balanceOf(tx, escrow);
    const fee = percentOf(money(raised, currency), feeBps).amount;
    const net = raised - fee;
    if (raised > 0)
      await post(tx, {
        idempotencyKey: `settlement:${campaignId}`,
        kind: 'owner_settlement',
        campaignId,
        memo: 'Settlement (test fixture)',
        entries: [
          { account: escrow, amount: -raised },
          ...(net > 0 ? [{ account: { kind: 'owner_payable' as const, currency, campaignId }, amount: net }] : []),
          ...(fee > 0 ? [{ account: { kind: 'platform_fees' as const, currency }, amount: fee }] : []),
        ],
      });
    const settledAt = new Date();
    await tx.insert(campaignSettlements).values({ campaignId, outcome, currency, raised, feeBps, fee, net, settledAt });
    await tx
      .update(campaigns)
      .set({ settledAt, status: outcome === 'successful' ? CAMPAIGN_STATUS.successful : CAMPAIGN_STATUS.unsuccessful })
      .where(eq(campaigns.id, campaignId));
    return { raised, fee, net };
  });
}

/** The owner ready to be paid: KYC approved and a bank account in their own name (unless told). */
export async function payableOwner(
  db: Database,
  key: string,
  campaignId: number,
  ownerId: string,
  options: { kyc?: boolean; holder?: string; detailsChangedAt?: Date | null } = {},
) {
  const [owner] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, ownerId));
  if (options.kyc ?? true)
    await db
      .insert(kycParties)
      .values({ userId: ownerId, provider: 'sandbox', status: 'approved' })
      .onConflictDoUpdate({ target: kycParties.userId, set: { status: 'approved' } });
  const values = {
    bankName: 'First Bank',
    accountType: 'checking' as const,
    accountNumberEncrypted: encryptSecret('123456789', key),
    accountNumberLast4: '6789',
    routingNumber: '021000021',
    tosAcceptedAt: new Date(),
    accountHolderName: options.holder ?? `${owner!.firstName} ${owner!.lastName}`,
    detailsChangedAt: options.detailsChangedAt ?? null,
  };
  await db
    .insert(campaignPayoutAccounts)
    .values({ campaignId, ...values })
    .onConflictDoUpdate({ target: campaignPayoutAccounts.campaignId, set: values });
}
