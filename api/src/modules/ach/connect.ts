import { achLinkSessions, type Database } from '@cf/db';
import { NotFoundError, ValidationError } from '@cf/domain';
import type { ConnectAchAccountInput } from '@cf/domain/schemas/ach';
import { type AccountBase, AccountType } from 'plaid';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { encryptSecret } from '../../lib/crypto';
import { PlaidRefusal, plaidCall, plaidClient } from '../../providers/payments/plaid';
import type { ProviderKeys } from '../payment-gateways/index';
import { type AccountRow, accountsOfLink, storeAccounts } from './accounts';
import { type AchDeps, linkMode } from './link';

/** A refusal by Plaid of what the user brought (an expired or spent token): a 400 on that field. */
const refused = (field: string, message: string) => (err: unknown) => {
  if (err instanceof PlaidRefusal) throw new ValidationError([{ field, message }]);
  throw err;
};

/** A depository account that ACH can debit: checking or savings (spec §3 account type). */
function debitableType(a: AccountBase): 'checking' | 'savings' | null {
  if (a.type !== AccountType.Depository) return null;
  return a.subtype === 'checking' || a.subtype === 'savings' ? a.subtype : null;
}

/**
 * Exchanges a public token for the Item's access token, reads its accounts, and stores each checking
 * or savings account with the token sealed. An Item with none of those is removed again at Plaid.
 */
async function exchange(
  db: Database,
  deps: AchDeps,
  keys: ProviderKeys,
  link: { userId: string; publicToken: string; linkSessionId: string | null; institution: string | null; field: string },
): Promise<AccountRow[]> {
  const client = plaidClient(keys);
  const item = await plaidCall(() => client.itemPublicTokenExchange({ public_token: link.publicToken })).catch(
    refused(link.field, 'bank.errors.linkExpired'),
  );
  const read = await plaidCall(() => client.accountsGet({ access_token: item.access_token })).catch(
    refused(link.field, 'bank.errors.loginRequired'),
  );
  const accounts = read.accounts.flatMap((a) => {
    const accountType = debitableType(a);
    return accountType ? [{ ...a, accountType }] : [];
  });
  if (accounts.length === 0) {
    await plaidCall(() => client.itemRemove({ access_token: item.access_token })).catch(() => undefined);
    throw new ValidationError([{ field: link.field, message: 'bank.errors.noUsableAccount' }]);
  }
  const sealed = encryptSecret(item.access_token, deps.config.encryptionKey);
  const bankName = read.item.institution_name || link.institution || 'Bank';
  return storeAccounts(
    db,
    accounts.map((a) => ({
      userId: link.userId,
      itemId: item.item_id,
      accessTokenSealed: sealed,
      plaidAccountId: a.account_id,
      linkSessionId: link.linkSessionId,
      bankName,
      accountName: a.name,
      mask: a.mask ?? '',
      accountType: a.accountType,
      twin: false,
    })),
  );
}

/**
 * The end of a Hosted Link session: Plaid is asked what the user linked (never the return
 * address), each Item is exchanged once. The session row is locked, so two returns at once link
 * once and the second answers the same accounts.
 */
async function completeHostedLink(deps: AchDeps, keys: ProviderKeys, userId: string, linkSessionId: string): Promise<AccountRow[]> {
  return deps.db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(achLinkSessions)
      .where(and(eq(achLinkSessions.id, linkSessionId), eq(achLinkSessions.userId, userId), eq(achLinkSessions.twin, false)))
      .for('update');
    if (!link) throw new NotFoundError();
    if (link.completedAt) return accountsOfLink(tx, userId, link.id);
    const got = await plaidCall(() => plaidClient(keys).linkTokenGet({ link_token: link.linkToken })).catch(
      refused('linkSessionId', 'bank.errors.linkExpired'),
    );
    const results = (got.link_sessions ?? []).flatMap((s) =>
      s.results?.item_add_results?.length
        ? s.results.item_add_results.map((r) => ({ publicToken: r.public_token, institution: r.institution?.name ?? null }))
        : s.on_success
          ? [{ publicToken: s.on_success.public_token, institution: s.on_success.metadata?.institution?.name ?? null }]
          : [],
    );
    if (results.length === 0) throw new ValidationError([{ field: 'linkSessionId', message: 'bank.errors.linkNotFinished' }]);
    const rows: AccountRow[] = [];
    for (const r of results)
      rows.push(...(await exchange(tx, deps, keys, { userId, linkSessionId: link.id, field: 'linkSessionId', ...r })));
    await tx.update(achLinkSessions).set({ completedAt: new Date() }).where(eq(achLinkSessions.id, link.id));
    return rows;
  });
}

/**
 * connect-ach-account: a Plaid public token (Link in the browser), a finished Hosted Link session,
 * or on the sandbox twin a test bank typed on its page (spec §5 rules, checked by the schema): no
 * bank is asked, only the last four digits are kept.
 */
export async function connectAccount(deps: AchDeps, userId: string, input: ConnectAchAccountInput): Promise<AccountRow[]> {
  const mode = await linkMode(deps);
  if (input.method === 'test_bank') {
    if (mode.kind !== 'twin') throw new ValidationError([{ field: 'method', message: 'bank.errors.testBankOnly' }]);
    return storeAccounts(deps.db, [
      {
        userId,
        itemId: `twin-item-${randomUUID()}`,
        plaidAccountId: `twin-account-${randomUUID()}`,
        bankName: input.bankName,
        accountName: input.bankName,
        mask: input.accountNumber.slice(-4),
        accountType: input.accountType,
        twin: true,
      },
    ]);
  }
  if (mode.kind !== 'live') throw new ValidationError([{ field: 'method', message: 'bank.errors.sandboxOnly' }]);
  if (input.method === 'hosted_link') return completeHostedLink(deps, mode.keys, userId, input.linkSessionId);
  return exchange(deps.db, deps, mode.keys, {
    userId,
    publicToken: input.publicToken,
    linkSessionId: null,
    institution: null,
    field: 'publicToken',
  });
}
