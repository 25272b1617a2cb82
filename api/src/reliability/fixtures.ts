import { campaignVideos, DEMO_LOGINS, DEMO_PASSWORD, emailOutbox, investorStatements, repayments, savedInvestments } from '@cf/db';
import { sql } from 'drizzle-orm';
import { login, type TestContext } from '../../test/app';
import { storePrivatePdf } from '../../test/files';
import { readyInvestor } from '../../test/money';

/** The callers of the matrix: a visitor, two investors, two campaign owners and a staff member. */
export const IDENTITIES = ['visitor', 'investorA', 'investorB', 'owner', 'otherOwner', 'staff'] as const;
export type Identity = (typeof IDENTITIES)[number];

/**
 * Records a path parameter, query field or body field can point at. Private ones belong to
 * investor A (the demo investor) or to the owner (the demo owner, Omar); investor B, the other
 * owner (Sofia, another demo owner) and staff outside the console must not reach them.
 */
export const FIXTURE_KEYS = [
  // the owner's
  'campaign',
  'campaignSlug',
  'teamMember',
  'leadInvestor',
  'video',
  'link',
  'campaignFaq',
  'image',
  'extraDocument',
  'update',
  'document',
  'accessRequest',
  'repayment',
  'ownerId',
  // investor A's
  'investment',
  'statement',
  'certificate',
  'comment',
  'file',
  'accreditation',
  'email',
  'topUp',
  'paymentSession',
  'achAccount',
  'achSession',
  'savedInvestment',
  'payIn',
  'investorAId',
  // nothing to own: a record that does not exist
  'missing',
] as const;
export type FixtureKey = (typeof FIXTURE_KEYS)[number];

export type Fixtures = {
  tokens: Record<Identity, string | undefined>;
  /** Signs every identity in again (after a route that ends or changes sessions). */
  renewTokens: () => Promise<void>;
  ids: Record<FixtureKey, string | number>;
  /** Fixture keys that fell back to a record that does not exist (nothing of the kind in the seed). */
  absent: FixtureKey[];
};

/**
 * Kinds the demo seed has none of and only a payment provider's flow creates (a Plaid link, an ACH
 * transfer, a MANGOPAY pay-in): their routes are called with a record that does not exist, which
 * still shows who is refused before the lookup.
 */
export const PROVIDER_ONLY: FixtureKey[] = ['achAccount', 'achSession', 'payIn'];

/** Adds the records of the kinds the demo seed lacks, owned by investor A or on the owner's campaign. */
async function addMissing(ctx: TestContext, ines: string, campaign: number): Promise<void> {
  const db = ctx.handle.db;
  await db.insert(campaignVideos).values({ campaignId: campaign, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Pitch' });
  await db.insert(investorStatements).values({ userId: ines, period: '2025-Q1' });
  await db.insert(emailOutbox).values({
    userId: ines,
    to: DEMO_LOGINS.investor,
    subject: 'Matrix',
    text: 'Matrix e-mail',
    html: '<p>Matrix e-mail</p>',
    template: 'matrix',
    lang: 'en',
  });
  await db
    .insert(savedInvestments)
    .values({ userId: ines, campaignId: campaign, currency: 'USD', amount: 500_00, expiresAt: new Date(Date.now() + 86_400_000) })
    .onConflictDoNothing();
  await db
    .insert(repayments)
    .values({ campaignId: campaign, kind: 'interest', currency: 'USD', interest: 100_00, amount: 100_00, dueDate: '2030-01-01' });
  await storePrivatePdf(ctx, { ownerId: ines, text: 'matrix', purpose: 'kyc' });
}

/** A number no serial column reaches and a uuid nobody has: the "does not exist" record. */
export const MISSING_NUMBER = 2_000_000_000;
export const MISSING_UUID = '00000000-0000-4000-8000-00000000dead';

type Row = { id: string | number };

async function first(ctx: TestContext, query: ReturnType<typeof sql>): Promise<string | number | undefined> {
  // node-postgres answers { rows }, other drivers the rows themselves.
  const result = (await ctx.handle.db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return (Array.isArray(result) ? result : (result.rows ?? []))[0]?.id;
}

/**
 * Signs the six identities in and picks one record of each kind from the seeded demo database,
 * preferring the owner's campaign that investor A invested in, so that one campaign links both.
 */
export async function loadFixtures(ctx: TestContext): Promise<Fixtures> {
  const investorB = await readyInvestor(ctx);
  const logins: Record<Exclude<Identity, 'visitor'>, [string, string]> = {
    investorA: [DEMO_LOGINS.investor, DEMO_PASSWORD],
    investorB: [investorB.email, investorB.password],
    owner: [DEMO_LOGINS.owner, DEMO_PASSWORD],
    otherOwner: ['sofia.owner@demo.test', DEMO_PASSWORD],
    staff: [DEMO_LOGINS.admin, DEMO_PASSWORD],
  };
  const tokens: Fixtures['tokens'] = { visitor: undefined, investorA: '', investorB: '', owner: '', otherOwner: '', staff: '' };
  const renewTokens = async () => {
    for (const [who, [email, password]] of Object.entries(logins)) tokens[who as Identity] = await login(ctx, email, password);
  };
  await renewTokens();
  const ines = sql`(select id from users where email = ${DEMO_LOGINS.investor})`;
  const omar = sql`(select id from users where email = ${DEMO_LOGINS.owner})`;
  const campaign =
    (await first(
      ctx,
      sql`select c.id from campaigns c join investments i on i.campaign_id = c.id
          where c.owner_id = ${omar} and i.investor_id = ${ines} order by c.id limit 1`,
    )) ?? (await first(ctx, sql`select id from campaigns where owner_id = ${omar} order by id limit 1`));
  await addMissing(ctx, String(await first(ctx, sql`select ${ines} as id`)), Number(campaign));
  const ofCampaign = (table: string) => sql`select id from ${sql.identifier(table)} where campaign_id = ${campaign} order by id limit 1`;
  const ofOwnerCampaigns = (table: string) =>
    sql`select t.id from ${sql.identifier(table)} t join campaigns c on c.id = t.campaign_id where c.owner_id = ${omar} order by t.id limit 1`;
  const ofInes = (table: string) => sql`select id from ${sql.identifier(table)} where user_id = ${ines} order by id limit 1`;
  const queries: Record<Exclude<FixtureKey, 'missing'>, ReturnType<typeof sql>> = {
    campaign: sql`select ${campaign}::int as id`,
    campaignSlug: sql`select slug as id from campaigns where id = ${campaign}`,
    teamMember: ofOwnerCampaigns('campaign_team_members'),
    leadInvestor: ofOwnerCampaigns('campaign_lead_investors'),
    video: ofOwnerCampaigns('campaign_videos'),
    link: ofOwnerCampaigns('campaign_links'),
    campaignFaq: ofOwnerCampaigns('campaign_faqs'),
    image: ofOwnerCampaigns('campaign_images'),
    extraDocument: ofOwnerCampaigns('campaign_documents'),
    update: ofOwnerCampaigns('campaign_updates'),
    document: sql`select id from campaign_documents where campaign_id = ${campaign} and visibility <> 'public' order by id limit 1`,
    accessRequest: ofCampaign('campaign_access_requests'),
    repayment: ofCampaign('repayments'),
    ownerId: sql`select ${omar} as id`,
    investment: sql`select id from investments where investor_id = ${ines} and campaign_id = ${campaign} order by id limit 1`,
    statement: ofInes('investor_statements'),
    certificate: sql`select s.id from share_certificates s join campaigns c on c.id = s.campaign_id
                     where s.holder_id = ${ines} and c.owner_id = ${omar} order by s.id limit 1`,
    comment: ofInes('campaign_comments'),
    file: sql`select id from files where owner_id = ${ines} and visibility = 'private' order by created_at limit 1`,
    accreditation: ofInes('accreditations'),
    email: ofInes('email_outbox'),
    topUp: ofInes('wallet_top_ups'),
    paymentSession: ofInes('payment_sessions'),
    achAccount: ofInes('ach_bank_accounts'),
    achSession: sql`select session_id as id from ach_transfers where user_id = ${ines} order by id limit 1`,
    savedInvestment: ofInes('saved_investments'),
    payIn: sql`select t.id from mangopay_twin_transactions t join mangopay_twin_users u on u.id = t.author_id
               where u.email = ${DEMO_LOGINS.investor} and t.type = 'PAYIN' order by t.created_at limit 1`,
    investorAId: sql`select ${ines} as id`,
  };
  const ids = { missing: MISSING_NUMBER } as Fixtures['ids'];
  const absent: FixtureKey[] = [];
  for (const [key, query] of Object.entries(queries) as Array<[FixtureKey, ReturnType<typeof sql>]>) {
    const id = await first(ctx, query).catch(() => undefined);
    if (id === undefined || id === null) absent.push(key);
    ids[key] = id ?? MISSING_NUMBER;
  }
  return { tokens, renewTokens, ids, absent };
}
