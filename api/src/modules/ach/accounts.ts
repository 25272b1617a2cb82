import { achBankAccounts, type Database } from '@cf/db';
import { NotFoundError, ValidationError } from '@cf/domain';
import type { AchAccount } from '@cf/domain/schemas/ach';
import { and, desc, eq, ne, sql } from 'drizzle-orm';

export type AccountRow = typeof achBankAccounts.$inferSelect;
export type NewAccount = typeof achBankAccounts.$inferInsert;

/** What the account's owner sees: never the token, only the last four digits. */
export const accountView = (row: AccountRow): AchAccount => ({
  id: row.id,
  bankName: row.bankName,
  accountName: row.accountName,
  mask: row.mask,
  accountType: row.accountType,
  status: row.status,
  twin: row.twin,
  createdAt: row.createdAt,
});

/** get-all-accounts-by-user: the caller's active accounts, newest first. */
export async function activeAccountsOf(db: Database, userId: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(achBankAccounts)
    .where(and(eq(achBankAccounts.userId, userId), eq(achBankAccounts.status, 'active')))
    .orderBy(desc(achBankAccounts.createdAt), desc(achBankAccounts.id));
}

/** One of the user's accounts, locked for the caller's transaction; another user's is not found. */
export async function lockOwnAccount(tx: Database, userId: string, id: string): Promise<AccountRow> {
  const [row] = await tx
    .select()
    .from(achBankAccounts)
    .where(and(eq(achBankAccounts.id, id), eq(achBankAccounts.userId, userId)))
    .for('update');
  if (!row) throw new NotFoundError();
  return row;
}

/** The account a debit names: the payer's own and still linked, else a 400 on achAccountId (spec §5). */
export async function debitableAccount(db: Database, userId: string, id: string | undefined): Promise<AccountRow> {
  const [row] = id
    ? await db
        .select()
        .from(achBankAccounts)
        .where(and(eq(achBankAccounts.id, id), eq(achBankAccounts.userId, userId), eq(achBankAccounts.status, 'active')))
    : [];
  if (!row)
    throw new ValidationError([{ field: 'achAccountId', message: id ? 'bank.errors.accountNotFound' : 'bank.errors.chooseAccount' }]);
  return row;
}

/**
 * Stores the accounts of one link, in one statement. Linking the same Item's account again (a
 * repeated return from Hosted Link, or after a disconnection) brings the row back with the new token.
 */
export async function storeAccounts(db: Database, rows: NewAccount[]): Promise<AccountRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(achBankAccounts)
    .values(rows)
    .onConflictDoUpdate({
      target: [achBankAccounts.itemId, achBankAccounts.plaidAccountId],
      set: {
        accessTokenSealed: sql`excluded.access_token_sealed`,
        linkSessionId: sql`excluded.link_session_id`,
        bankName: sql`excluded.bank_name`,
        accountName: sql`excluded.account_name`,
        mask: sql`excluded.mask`,
        status: 'active',
        disconnectedAt: null,
        updatedAt: new Date(),
      },
    })
    .returning();
}

/** Whether another active account shares the Item (one bank login): then the Item stays at Plaid. */
export async function itemStillUsed(tx: Database, account: AccountRow): Promise<boolean> {
  const [other] = await tx
    .select({ id: achBankAccounts.id })
    .from(achBankAccounts)
    .where(and(eq(achBankAccounts.itemId, account.itemId), eq(achBankAccounts.status, 'active'), ne(achBankAccounts.id, account.id)))
    .limit(1);
  return other !== undefined;
}

/** The accounts a Hosted Link session already linked (a repeated return answers them again). */
export async function accountsOfLink(db: Database, userId: string, linkSessionId: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(achBankAccounts)
    .where(and(eq(achBankAccounts.userId, userId), eq(achBankAccounts.linkSessionId, linkSessionId)))
    .orderBy(desc(achBankAccounts.createdAt));
}
