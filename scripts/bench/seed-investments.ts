// The investments behind the browse/campaign/dashboard benchmark: M confirmed wallet investments
// from a pool of investors spread evenly over the bulk campaigns that can hold money (active,
// successful, unsuccessful), plus one signed-in investor with exactly PORTFOLIO_SIZE investments.
// Written set-based on the server (INSERT ... SELECT generate_series, in batches). Each campaign's
// raised amount and investor count are recomputed from its investments, and its money sits in its
// escrow through one funding transfer from the sandbox clearing account in the campaign's
// currency, posted through the ledger's own tables so its triggers and deferred checks hold.
import { hashPassword } from '@cf/domain/password';
import postgres from 'postgres';

export const PORTFOLIO_EMAIL = 'bench.portfolio@bench.test';
export const PORTFOLIO_PASSWORD = 'Bench!2345';
export const PORTFOLIO_SIZE = 200;

export type InvestmentsSeed = { investments: number; investors: number };

/** Statements of this many investments: one giant statement would hold a 1M-row transaction and its WAL at once. */
const BATCH = 100_000;
/** Funding transfers per transaction: each one updates its currency's clearing row, a chain kept short. */
const FUNDING_BATCH = 2_000;

export async function seedInvestments(url: string, { investments, investors }: InvestmentsSeed) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const started = Date.now();
  const step = (what: string) => console.log(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  try {
    const run = Date.now().toString(36);
    await sql`
      insert into users (email, first_name, last_name, slug, password_hash, status, user_type, email_verified_at)
      select 'pool.' || ${run} || '.' || g || '@bench.test', 'Pool', 'Investor ' || g, 'pool-' || ${run} || '-' || g,
             'x', 'active', 'investor', now()
      from generate_series(1, ${investors}::int) g`;
    const [portfolio] = await sql<{ id: string }[]>`
      insert into users (email, first_name, last_name, slug, password_hash, status, user_type, email_verified_at)
      values (${PORTFOLIO_EMAIL}, 'Bench', 'Portfolio', ${`bench-portfolio-${run}`}, ${await hashPassword(PORTFOLIO_PASSWORD)},
              'active', 'investor', now())
      returning id`;
    await sql`insert into kyc_parties (user_id, provider, status) values (${portfolio!.id}, 'sandbox', 'approved')`;
    step(`${investors} pool investors and the portfolio investor`);

    await sql`
      create temporary table bench_targets as
      select id, currency_code, minimum_investment, raised_amount, row_number() over (order by id) - 1 as n
      from campaigns where slug like 'bulk-%' and status in (2, 4, 5)`;
    await sql`create unique index on bench_targets (n)`;
    await sql`
      create temporary table bench_pool as
      select id, row_number() over (order by id) - 1 as n from users where email like ${`pool.${run}.%`}`;
    await sql`create unique index on bench_pool (n)`;
    await sql`analyze bench_targets`;
    await sql`analyze bench_pool`;
    const [{ campaigns } = { campaigns: 0 }] = await sql<{ campaigns: number }[]>`select count(*)::int as campaigns from bench_targets`;
    if (campaigns === 0) throw new Error('no bulk campaign to invest in (seed the campaigns first)');
    const perCampaign = Math.ceil(investments / campaigns);
    if (perCampaign > investors) throw new Error(`${perCampaign} investments per campaign need at least as many investors`);

    for (let from = 0; from < investments; from += BATCH) {
      const to = Math.min(from + BATCH, investments) - 1;
      // Investment g goes to campaign g mod C, as its k-th (k = g div C); its investor is the
      // (k + n × per-campaign)-th of the pool, so a campaign's investors are all different. The
      // amounts share the campaign's previous raised amount out (at least its minimum), so browse
      // keeps its spread of percentages; paid over the last year, for the dashboard's months.
      await sql`
        insert into investments (campaign_id, investor_id, currency, amount, status, payment_type, site_fee, gateway_fee,
          actual_takeaway, reference, signature_type, signature_value, signed_at, paid_at, created_at, updated_at)
        select c.id, i.id, c.currency_code, a.amount, 'success', 'wallet', 0, 0, a.amount, 'BI-' || ${run} || '-' || g,
               'typed', 'Bench', t.at, t.at, t.at, t.at
        from generate_series(${from}::int, ${to}::int) g
        join bench_targets c on c.n = g % ${campaigns}
        join bench_pool i on i.n = (g / ${campaigns} + (g % ${campaigns}) * ${perCampaign}) % ${investors}
        cross join lateral (
          select greatest(coalesce(c.minimum_investment, 100), c.raised_amount / ${perCampaign}) as amount
        ) a
        cross join lateral (
          select now() - make_interval(secs => ((hashint4(g)::bigint & 2147483647) % 31536000)::int) as at
        ) t`;
      step(`investments ${from + 1}–${to + 1}`);
    }
    // The portfolio investor: one investment in each of the first PORTFOLIO_SIZE campaigns.
    await sql`
      insert into investments (campaign_id, investor_id, currency, amount, status, payment_type, site_fee, gateway_fee,
        actual_takeaway, reference, signature_type, signature_value, signed_at, paid_at, created_at, updated_at)
      select c.id, ${portfolio!.id}::uuid, c.currency_code, a.amount, 'success', 'wallet', 0, 0, a.amount,
             'BP-' || ${run} || '-' || c.n, 'typed', 'Bench Portfolio', t.at, t.at, t.at, t.at
      from bench_targets c
      cross join lateral (select coalesce(c.minimum_investment, 100) * (1 + (hashint4(c.n::int)::bigint & 2147483647) % 20) as amount) a
      cross join lateral (select now() - make_interval(days => (c.n * 7 % 360)::int) as at) t
      where c.n < ${PORTFOLIO_SIZE}`;
    step(`the portfolio investor's ${PORTFOLIO_SIZE} investments`);

    await sql`
      update campaigns c set raised_amount = s.raised, investor_count = s.investors, last_investment_at = s.last
      from (select campaign_id, sum(amount)::bigint as raised, count(distinct investor_id)::int as investors, max(paid_at) as last
            from investments where status = 'success' and campaign_id in (select id from bench_targets)
            group by campaign_id) s
      where c.id = s.campaign_id`;
    // A campaign whose minimums add up past its maximum raise had it raised: the data starts with nothing oversold.
    await sql`
      update campaigns set maximum_raise = raised_amount
      where id in (select id from bench_targets) and maximum_raise is not null and raised_amount > maximum_raise`;
    step('raised amounts and investor counts');

    // The money: escrow accounts, and a funding transfer per campaign from its currency's clearing account.
    await sql`
      insert into ledger_accounts (kind, currency, provider)
      select distinct 'gateway_clearing', currency_code, 'sandbox' from bench_targets on conflict do nothing`;
    await sql`
      insert into ledger_accounts (kind, currency, campaign_id)
      select 'campaign_escrow', currency_code, id from bench_targets on conflict do nothing`;
    for (let from = 0; from < campaigns; from += FUNDING_BATCH) {
      await sql.begin(async (tx) => {
        await tx`
          with funded as (
            insert into ledger_transfers (idempotency_key, kind, memo, campaign_id)
            select 'bench-funding:' || ${run} || ':' || id, 'investment', 'Benchmark funding', id
            from bench_targets where n >= ${from} and n < ${from + FUNDING_BATCH}
            returning id, campaign_id
          ), amounts as (
            select f.id as transfer_id, k.raised_amount as amount, k.currency_code as currency, e.id as escrow, g.id as clearing
            from funded f join campaigns k on k.id = f.campaign_id
            join ledger_accounts e on e.kind = 'campaign_escrow' and e.campaign_id = f.campaign_id and e.currency = k.currency_code
            join ledger_accounts g on g.kind = 'gateway_clearing' and g.provider = 'sandbox' and g.currency = k.currency_code
              and g.user_id is null and g.campaign_id is null
            where k.raised_amount > 0
          )
          insert into ledger_entries (transfer_id, account_id, currency, amount)
          select transfer_id, clearing, currency, -amount from amounts
          union all
          select transfer_id, escrow, currency, amount from amounts`;
      });
      // Every entry rewrites its clearing account's row: without a vacuum between batches the dead
      // versions pile up under its indexes and each batch ran slower than the last (400 s for 95k).
      await sql`vacuum ledger_accounts`;
    }
    step('escrow funding transfers');
    // The portfolio investor's wallet, topped up from the sandbox: the wallet balance read has a balance to read.
    await sql.begin(async (tx) => {
      const [wallet] = await tx<{ id: number }[]>`
        insert into ledger_accounts (kind, currency, user_id) values ('investor_wallet', 'USD', ${portfolio!.id}) returning id`;
      await tx`insert into ledger_accounts (kind, currency, provider) values ('gateway_clearing', 'USD', 'sandbox') on conflict do nothing`;
      const [clearing] = await tx<{ id: number }[]>`
        select id from ledger_accounts where kind = 'gateway_clearing' and currency = 'USD' and provider = 'sandbox'
          and user_id is null and campaign_id is null`;
      const [transfer] = await tx<{ id: number }[]>`
        insert into ledger_transfers (idempotency_key, kind, memo, actor_id)
        values (${`bench-topup:${run}`}, 'wallet_topup', 'Benchmark top-up', ${portfolio!.id}) returning id`;
      await tx`
        insert into ledger_entries (transfer_id, account_id, currency, amount)
        values (${transfer!.id}, ${clearing!.id}, 'USD', -100000000), (${transfer!.id}, ${wallet!.id}, 'USD', 100000000)`;
    });
    for (const table of ['users', 'investments', 'campaigns', 'ledger_accounts', 'ledger_transfers', 'ledger_entries'])
      await sql.unsafe(`vacuum analyze ${table}`);
    step('vacuum analyze');
    return { ms: Date.now() - started, portfolioInvestorId: portfolio!.id };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
