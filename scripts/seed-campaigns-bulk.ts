// Inserts N campaigns in one statement on the server (INSERT ... SELECT FROM generate_series), for
// the browse benchmark: mostly active, some successful, unsuccessful and drafts; every category,
// both investing types, four currencies, searchable names. Then VACUUM ANALYZE, so the planner
// and index-only counts see them.
//   DATABASE_URL=postgres://... npx tsx scripts/seed-campaigns-bulk.ts 100000
import postgres from 'postgres';

export async function seedCampaignsBulk(url: string, count: number): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [owner] = await sql<{ id: string }[]>`
      select id from users where user_type = 'campaign-owner' and status = 'active' order by created_at limit 1`;
    if (!owner) throw new Error('no campaign owner to attach the campaigns to (seed the demo data first)');
    const categories = (await sql<{ id: number }[]>`select id from lookups where type = 'categories' order by id`).map((r) => r.id);
    if (categories.length === 0) throw new Error('no categories (seed the demo data first)');
    const started = Date.now();
    const run = `${Date.now().toString(36)}`;
    const [inserted] = await sql<{ n: number }[]>`
      with words as (
        select array['Solar','Harbor','Quantum','Verdant','Atlas','Nova','Cedar','Pulse','Summit','Lumen','Aurora','Delta',
                     'Beacon','Orbit','Meadow','Falcon','Ember','Tidal','Granite','Willow'] as a,
               array['Foods','Robotics','Homes','Energy','Health','Labs','Mobility','Finance','Studios','Farms','Apparel','Clinics'] as b,
               array['for every neighbourhood','that pays for itself','built to last','for small businesses','with zero waste',
                     'for busy families','powered by the sun','made locally'] as c
      ), numbered as (
        -- Independent pseudo-random draws per row (hashes of the row number): no accidental
        -- correlation between category, type, amounts and dates that would flatter or punish a plan.
        select g,
               (hashint4(g)::bigint & 2147483647) as h1,
               (hashint4(g + 1000000007)::bigint & 2147483647) as h2,
               (hashint4(g + 2000000011)::bigint & 2147483647) as h3,
               (hashint4(-g)::bigint & 2147483647) as h4,
               (hashint4(-g - 1000000007)::bigint & 2147483647) as h5
        from generate_series(1, ${count}::int) g
      ), rows as (
        select n.*,
               (case when h1 % 20 < 16 then 2 when h1 % 20 < 18 then 4 when h1 % 20 = 18 then 5 else 0 end)::smallint as status,
               (10000 + h2 % 990000) * 100 as goal,
               ${owner.id}::uuid as owner_id
        from numbered n
      ), inserted as (
      insert into campaigns (owner_id, status, slug, investing_type, campaign_type, campaign_accreditation, terms_slug,
        company_name, campaign_name, company_tag_line, company_logo, campaign_image, category_id, currency_code,
        goal, minimum_raise, maximum_raise, minimum_investment, open_date, closing_date,
        raised_amount, investor_count, last_investment_at, featured, created_at, updated_at)
      select r.owner_id, r.status,
        'bulk-' || ${run} || '-' || r.g,
        case when r.h3 % 3 = 0 then 'debt' else 'equity' end,
        case when r.h4 % 4 = 0 then 'flexible' else 'fixed' end,
        case when r.h5 % 10 = 0 then 'accredited' else 'all' end,
        'terms-conditions',
        w.a[1 + (r.h2 % 20)::int] || ' ' || w.b[1 + (r.h3 % 12)::int] || ' Limited ' || r.g,
        w.a[1 + (r.h4 % 20)::int] || ' ' || w.b[1 + (r.h5 % 12)::int] || ' ' || r.g,
        w.b[1 + (r.h1 % 12)::int] || ' ' || w.c[1 + (r.h2 % 8)::int],
        '/demo/campaigns/solarnest-home-batteries-logo.svg',
        '/demo/campaigns/solarnest-home-batteries.svg',
        (${categories}::int[])[1 + (r.h4 % ${categories.length}::int)::int],
        (array['USD','EUR','GBP','AED'])[1 + (r.h5 % 4)::int],
        r.goal,
        r.goal / 2,
        r.goal,
        25000,
        current_date - 30,
        current_date + (case when r.status = 2 then 1 + (r.h3 % 300)::int else -(1 + (r.h3 % 300)::int) end),
        case when r.status = 0 or r.h5 % 7 = 0 then 0 else r.goal * ((r.h1 / 20) % 101) / 100 end,
        case when r.status = 0 or r.h5 % 7 = 0 then 0 else 1 + (r.h2 % 900)::int end,
        case when r.status = 0 or r.h5 % 7 = 0 then null else now() - make_interval(secs => (r.h4 % 2592000)::int) end,
        r.h2 % 5000 = 0,
        now() - make_interval(secs => (r.h3 % 31536000)::int),
        now()
      from rows r, words w
      returning 1
      )
      select count(*)::int as n from inserted`;
    await sql`vacuum analyze campaigns`;
    await sql`analyze saved_campaigns`;
    console.log(`inserted ${inserted!.n} campaigns in ${Date.now() - started} ms`);
    return inserted!.n;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''));
if (isMain) {
  const url = process.env.DATABASE_URL;
  const count = Number(process.argv[2] ?? 100_000);
  if (!url) {
    console.error('Set DATABASE_URL to the database to fill.');
    process.exit(1);
  }
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
    console.error('Usage: seed-campaigns-bulk.ts <count between 1 and 5,000,000>');
    process.exit(1);
  }
  await seedCampaignsBulk(url, count);
}
