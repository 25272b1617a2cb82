import { campaigns, type Database, investments, ledgerAccounts } from '@cf/db';
import { CAMPAIGN_STATUS, ConflictError } from '@cf/domain';
import { and, eq, gt, inArray, or } from 'drizzle-orm';

/**
 * Whether the user still has money on the platform: a wallet or a withdrawal holding a balance, an
 * investment waiting for its payment, or a paid one in a campaign still raising (its escrow may be
 * refunded to them). Such an account cannot be deleted until the money has gone somewhere.
 */
export async function hasOpenMoney(db: Database, userId: string): Promise<boolean> {
  const [[account], [investment]] = await Promise.all([
    db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, userId), gt(ledgerAccounts.balance, 0)))
      .limit(1),
    db
      .select({ id: investments.id })
      .from(investments)
      .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
      .where(
        and(
          eq(investments.investorId, userId),
          or(
            eq(investments.status, 'pending'),
            and(eq(investments.status, 'success'), inArray(campaigns.status, [CAMPAIGN_STATUS.active])),
          ),
        ),
      )
      .limit(1),
  ]);
  return Boolean(account ?? investment);
}

/** Refuses to delete an account that still has money on the platform (409, said in the user's language). */
export async function assertNoOpenMoney(db: Database, userId: string): Promise<void> {
  if (await hasOpenMoney(db, userId)) throw new ConflictError('identity.deletion.moneyOpen');
}
