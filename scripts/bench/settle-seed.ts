// The settlement benchmark's data (issue 9): N campaigns past their closing day with M confirmed
// wallet investments from a pool of investors, their money in each campaign's escrow. Written in
// a few set-based statements on the server (generate_series), through the ledger's own tables so
// its triggers and deferred balance checks hold, as if each campaign had been funded in one
// transfer from the sandbox provider's clearing account.
import postgres from 'postgres';

export type SettleSeed = { campaigns: number; investments: number; investors: number };

export async function seedSettlement(
  url: string,
  { campaigns, investments, investors }: SettleSeed,
): Promise<{ campaignIds: [number, number] }> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [owner] = await sql<{ id: string }[]>`
      select id from users where user_type = 'campaign-owner' and status = 'active' order by created_at limit 1`;
    if (!owner) throw new Error('no campaign owner (seed the demo data first)');
    const run = Date.now().toString(36);
    await sql.begin(async (tx) => {
      await tx`
        insert into users (email, first_name, last_name, slug, password_hash, status, user_type, email_verified_at)
        select 'settle.' || ${run} || '.' || g || '@bench.test', 'Settle', 'Investor ' || g, 'settle-' || ${run} || '-' || g,
               'x', 'active', 'investor', now()
        from generate_series(1, ${investors}::int) g`;
      // Alternating fixed and flexible; a third of each ends below its minimum raise.
      await tx`
        insert into campaigns (owner_id, status, slug, investing_type, campaign_type, campaign_accreditation, terms_slug,
          company_name, campaign_name, currency_code, goal, minimum_raise, maximum_raise, minimum_investment,
          open_date, closing_date, success_fee_bps, fail_fee_bps, created_at, updated_at)
        select ${owner.id}::uuid, 2, 'settle-' || ${run} || '-' || g, 'equity',
               case when g % 2 = 0 then 'flexible' else 'fixed' end, 'all', 'terms-conditions',
               'Settle Co ' || g, 'Settle ' || g, 'USD', 100000000,
               case when g % 3 = 0 then 1000000000 else 1000 end, 100000000, 1000,
               current_date - 60, current_date - 2,
               case when g % 2 = 0 then 1000 else 500 end, case when g % 2 = 0 then 1500 else 0 end, now(), now()
        from generate_series(1, ${campaigns}::int) g`;
      await tx`
        create temporary table settle_campaigns on commit drop as
        select id, row_number() over (order by id) - 1 as n from campaigns where slug like ${`settle-${run}-%`}`;
      await tx`
        create temporary table settle_investors on commit drop as
        select id, row_number() over (order by id) - 1 as n from users where email like ${`settle.${run}.%`}`;
      await tx`
        insert into investments (campaign_id, investor_id, currency, amount, status, payment_type, site_fee, gateway_fee,
          actual_takeaway, reference, signature_type, signature_value, signed_at, paid_at)
        select c.id, i.id, 'USD', a.amount, 'success', 'wallet', 0, 0, a.amount, 'SET-' || ${run} || '-' || g,
               'typed', 'Bench', now(), now()
        from generate_series(0, ${investments - 1}::int) g
        join settle_campaigns c on c.n = g % ${campaigns}
        -- The k-th investment of campaign c is the (c × per-campaign + k)-th investor of the pool: every investor of a
        -- campaign is a different one, and the whole pool invests (each in campaigns × per-campaign ÷ investors campaigns).
        join settle_investors i on i.n = (g / ${campaigns} + (g % ${campaigns}) * ${Math.ceil(investments / campaigns)}) % ${investors}
        cross join lateral (select (1000 + (hashint4(g)::bigint & 2147483647) % 99000) * 100 as amount) a`;
      await tx`
        update campaigns c set raised_amount = t.raised, investor_count = t.investors, last_investment_at = now()
        from (select campaign_id, sum(amount)::bigint as raised, count(distinct investor_id)::int as investors
              from investments where status = 'success' and campaign_id in (select id from settle_campaigns)
              group by campaign_id) t
        where c.id = t.campaign_id`;
      await tx`
        insert into ledger_accounts (kind, currency, provider) values ('gateway_clearing', 'USD', 'sandbox')
        on conflict do nothing`;
      await tx`
        insert into ledger_accounts (kind, currency, campaign_id)
        select 'campaign_escrow', 'USD', id from settle_campaigns on conflict do nothing`;
      await tx`
        with funded as (
          insert into ledger_transfers (idempotency_key, kind, memo, campaign_id)
          select 'bench-funding:' || id, 'investment', 'Benchmark funding', id from settle_campaigns
          returning id, campaign_id
        ), amounts as (
          select f.id as transfer_id, c.raised_amount as amount, e.id as escrow
          from funded f join campaigns c on c.id = f.campaign_id
          join ledger_accounts e on e.kind = 'campaign_escrow' and e.campaign_id = f.campaign_id and e.currency = 'USD'
        )
        insert into ledger_entries (transfer_id, account_id, currency, amount)
        select transfer_id, (select id from ledger_accounts where kind = 'gateway_clearing' and provider = 'sandbox' and currency = 'USD'),
               'USD', -amount from amounts
        union all
        select transfer_id, escrow, 'USD', amount from amounts`;
    });
    await sql`vacuum analyze investments`;
    await sql`vacuum analyze campaigns`;
    await sql`vacuum analyze ledger_accounts`;
    await sql`vacuum analyze ledger_transfers`;
    await sql`vacuum analyze ledger_entries`;
    const [range] = await sql<{ lo: number; hi: number }[]>`
      select min(id)::int as lo, max(id)::int as hi from campaigns where slug like ${`settle-${run}-%`}`;
    return { campaignIds: [range!.lo, range!.hi] };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
