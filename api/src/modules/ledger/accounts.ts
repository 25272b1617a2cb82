import { type Database, ledgerAccounts } from '@cf/db';
import { LEDGER_ACCOUNT_OWNER } from '@cf/domain/ledger';
import { and, eq, isNull, sql } from 'drizzle-orm';

/** Names one ledger account; it is opened on first use. */
export type AccountRef =
  | { kind: 'investor_wallet' | 'pending_withdrawals' | 'regional_wallet'; currency: string; userId: string }
  | { kind: 'campaign_escrow' | 'owner_payable' | 'distributions' | 'owner_receivable'; currency: string; campaignId: number }
  | { kind: 'gateway_clearing'; currency: string; provider: string }
  | { kind: 'platform_fees' | 'refunds' | 'platform_costs'; currency: string };

const owner = (ref: AccountRef) => ({
  userId: 'userId' in ref ? ref.userId : null,
  campaignId: 'campaignId' in ref ? ref.campaignId : null,
  provider: 'provider' in ref ? ref.provider : null,
});

const matching = (ref: AccountRef) => {
  const o = owner(ref);
  return and(
    eq(ledgerAccounts.kind, ref.kind),
    eq(ledgerAccounts.currency, ref.currency),
    o.userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, o.userId),
    o.campaignId === null ? isNull(ledgerAccounts.campaignId) : eq(ledgerAccounts.campaignId, o.campaignId),
    o.provider === null ? isNull(ledgerAccounts.provider) : eq(ledgerAccounts.provider, o.provider),
  );
};

/** One account's identity, the same whether built from a ref or read from a row. */
const identity = (a: { kind: string; currency: string; userId: string | null; campaignId: number | null; provider: string | null }) =>
  `${a.kind}|${a.currency}|${a.userId ?? ''}|${a.campaignId ?? ''}|${a.provider ?? ''}`;

/**
 * Finds the accounts named (n, kind, currency, user_id, campaign_id, provider as JSON) and opens
 * those never used, in one statement of one text (prepared once per connection). Each owner's
 * shape is its own subquery, run per account named, so each lookup is one probe of the account's
 * unique identity index whatever the statistics say (a join let the planner scan every wallet for
 * each batch). An account opened concurrently by a transaction that committed after this
 * statement began is neither found nor inserted: the caller looks again.
 */
function findOrOpen(db: Database, wanted: string) {
  const input = db.$with('wanted', {}).as(sql`select * from jsonb_to_recordset(${wanted}::text::jsonb)
    as w(n int, kind text, currency text, user_id uuid, campaign_id int, provider text)`);
  const found = db.$with('found', {}).as(sql`
    select w.n, case
      when w.user_id is not null then (select a.id from ${ledgerAccounts} a where a.kind = w.kind and a.currency = w.currency
        and a.user_id = w.user_id and a.campaign_id is null and a.provider is null)
      when w.campaign_id is not null then (select a.id from ${ledgerAccounts} a where a.kind = w.kind and a.currency = w.currency
        and a.user_id is null and a.campaign_id = w.campaign_id and a.provider is null)
      when w.provider is not null then (select a.id from ${ledgerAccounts} a where a.kind = w.kind and a.currency = w.currency
        and a.user_id is null and a.campaign_id is null and a.provider = w.provider)
      else (select a.id from ${ledgerAccounts} a where a.kind = w.kind and a.currency = w.currency
        and a.user_id is null and a.campaign_id is null and a.provider is null)
    end as id
    from wanted w`);
  const opened = db.$with('opened', {}).as(sql`
    insert into ${ledgerAccounts} (kind, currency, user_id, campaign_id, provider)
    select w.kind, w.currency, w.user_id, w.campaign_id, w.provider from wanted w join found f on f.n = w.n where f.id is null
    order by w.n
    on conflict do nothing
    returning id, kind, currency, user_id, campaign_id, provider`);
  return db
    .with(input, found, opened)
    .select({ n: sql<number>`n`.mapWith(Number), id: sql<number>`id`.mapWith(Number) })
    .from(
      sql`(select n, id from found where id is not null
        union all
        select w.n, o.id from opened o join wanted w on w.kind = o.kind and w.currency = o.currency
          and w.user_id is not distinct from o.user_id and w.campaign_id is not distinct from o.campaign_id
          and w.provider is not distinct from o.provider) as resolved`,
    )
    .prepare('ledger_accounts_find_or_open')
    .execute();
}

/** The accounts' ids in the order named, opening any not used before: one statement, however many. */
export async function accountIds(db: Database, refs: AccountRef[]): Promise<number[]> {
  const distinct = new Map<string, { n: number; ref: AccountRef }>();
  for (const ref of refs) {
    const o = owner(ref);
    const expected = LEDGER_ACCOUNT_OWNER[ref.kind];
    if ((expected === 'user') !== (o.userId !== null) || (expected === 'campaign') !== (o.campaignId !== null))
      throw new Error(`ledger account ${ref.kind} names the wrong owner`);
    const key = identity({ kind: ref.kind, currency: ref.currency, ...o });
    if (!distinct.has(key)) distinct.set(key, { n: distinct.size, ref });
  }
  const wanted = [...distinct.values()];
  const ids: (number | undefined)[] = [];
  const ask = async (list: typeof wanted) => {
    const json = JSON.stringify(
      list.map(({ n, ref }) => {
        const o = owner(ref);
        return { n, kind: ref.kind, currency: ref.currency, user_id: o.userId, campaign_id: o.campaignId, provider: o.provider };
      }),
    );
    for (const row of await findOrOpen(db, json)) ids[row.n] = row.id;
  };
  await ask(wanted);
  // Opened concurrently by another transaction, committed once our insert returned: visible to a new statement.
  const missing = wanted.filter(({ n }) => ids[n] === undefined);
  if (missing.length > 0) await ask(missing);
  return refs.map((ref) => {
    const id = ids[distinct.get(identity({ kind: ref.kind, currency: ref.currency, ...owner(ref) }))!.n];
    if (id === undefined) throw new Error(`ledger account ${ref.kind} could not be opened`);
    return id;
  });
}

/** The account's id, opening it on first use. */
export async function accountId(db: Database, ref: AccountRef): Promise<number> {
  return (await accountIds(db, [ref]))[0]!;
}

/** The account's balance in minor units (0 for an account never used). */
export async function balanceOf(db: Database, ref: AccountRef): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(matching(ref))
    .prepare('ledger_balance_of')
    .execute();
  return row?.balance ?? 0;
}
