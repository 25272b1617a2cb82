import type postgres from 'postgres';
import { userIdOf } from './database';

/** The demo owner whose campaigns the tests arrange. */
export const DEMO_OWNER = 'owner@demo.test';

/**
 * A complete equity submission in review (status 1), written straight to the database for the
 * owner: a $250,000 goal, $500 minimum investment, closing in 60 days; optionally already taking
 * reservations (testing the waters). Returns its id, slug and name.
 */
export async function campaignInReview(
  sql: postgres.Sql,
  name: string,
  { ownerEmail = DEMO_OWNER, reservationsOpen = false }: { ownerEmail?: string; reservationsOpen?: boolean } = {},
) {
  const ownerId = await userIdOf(sql, ownerEmail);
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  const [campaign] = await sql<{ id: number }[]>`
    insert into campaigns (
      owner_id, status, slug, investing_type, campaign_type, company_name, company_tag_line, company_email,
      company_phone, company_address, company_description, currency_code, goal, minimum_raise, maximum_raise,
      minimum_investment, maximum_investment, closing_date, available_shares, equity_available, pre_money_valuation,
      price_per_share, campaign_name, upload_type, campaign_story, highlights, submitted_at, reservations_open)
    values (
      ${ownerId}, 1, ${slug}, 'equity', 'fixed', ${`${name} Holdings Ltd`}, 'Made by hand', 'hello@example.test',
      '+15550100', '1 Market Street, Springfield', 'We make things.', 'USD', 25000000, 10000000, 25000000,
      50000, 1000000, ${new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)}, 100000, 10, 225000000,
      2500, ${name}, 'image', ${`${name}: the story investors will read.`}, 'Profitable since 2022', now(), ${reservationsOpen})
    returning id`;
  await sql`insert into campaign_status_history (campaign_id, from_status, to_status, actor_id) values (${campaign!.id}, 0, 1, ${ownerId})`;
  return { id: campaign!.id, slug, name };
}
