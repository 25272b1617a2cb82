import { type Database, ledgerAccounts, ledgerEntries, ledgerTransfers } from '@cf/db';
import { PAGE_SIZE } from '@cf/domain';
import { walletActivityType } from '@cf/domain/wallet';
import { and, count, desc, eq } from 'drizzle-orm';
import { activeCurrency } from './currency';

/**
 * The wallet's transactions in one currency, newest first, read from the ledger entries of the
 * investor's wallet account (spec: entry type CREDIT or DEBIT, amount, campaign, date, details).
 */
export async function walletTransactions(
  db: Database,
  userId: string,
  currencyRef: string | number | undefined,
  page: number,
  limit: number = PAGE_SIZE.wallet,
) {
  const currency = await activeCurrency(db, currencyRef);
  const mine = and(
    eq(ledgerAccounts.kind, 'investor_wallet'),
    eq(ledgerAccounts.userId, userId),
    eq(ledgerAccounts.currency, currency.code),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: ledgerEntries.id,
        transferId: ledgerTransfers.id,
        amount: ledgerEntries.amount,
        kind: ledgerTransfers.kind,
        details: ledgerTransfers.memo,
        campaignId: ledgerTransfers.campaignId,
        createdAt: ledgerTransfers.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(mine)
      .orderBy(desc(ledgerEntries.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(ledgerEntries).innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId)).where(mine),
  ]);
  const items = rows.map((r) => ({
    ...r,
    entryType: r.amount > 0 ? ('CREDIT' as const) : ('DEBIT' as const),
    activityType: walletActivityType(r.kind),
    amount: Math.abs(r.amount),
    currencyCode: currency.code,
    status: 'success' as const,
  }));
  return { items, total: total?.n ?? 0, page, limit };
}
