import { createHash, randomUUID } from 'node:crypto';
import { campaigns, captchaChallenges, lookups } from '@cf/db';
import { invalidateBrowse } from '../src/modules/campaigns-public/browse';
import type { TestContext } from './app';

let counter = 0;

/** Inserts a campaign straight into the table (the owner wizard is another module's concern). */
export async function insertCampaign(ctx: TestContext, props: Partial<typeof campaigns.$inferInsert> & { ownerId: string }) {
  const n = ++counter;
  const [row] = await ctx.handle.db
    .insert(campaigns)
    .values({
      slug: `test-campaign-${n}-${Date.now().toString(36)}`,
      investingType: 'equity',
      status: 2,
      companyName: `Test Company ${n} Limited`,
      campaignName: `Test campaign ${n}`,
      companyTagLine: 'A test tagline',
      currencyCode: 'USD',
      goal: 100_000_00,
      minimumRaise: 50_000_00,
      maximumRaise: 100_000_00,
      minimumInvestment: 100_00,
      closingDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      ...props,
    })
    .returning();
  invalidateBrowse(ctx.app);
  return row!;
}

/** A category of its own, so a test can browse only its campaigns. */
export async function insertCategory(ctx: TestContext): Promise<number> {
  const n = ++counter;
  const [row] = await ctx.handle.db
    .insert(lookups)
    .values({ type: 'categories', slug: `test-category-${n}-${Date.now().toString(36)}`, names: { en: `Test category ${n}` } })
    .returning({ id: lookups.id });
  return row!.id;
}

/** A captcha challenge whose answer the test knows. */
export async function knownChallenge(ctx: TestContext, text: string): Promise<string> {
  const id = randomUUID();
  const answerHash = createHash('sha256').update(`${id}:${text.toLowerCase()}`).digest('hex');
  await ctx.handle.db.insert(captchaChallenges).values({ id, answerHash, expiresAt: new Date(Date.now() + 60_000) });
  return id;
}

/** A date (YYYY-MM-DD, UTC: the demo site's time zone) this many days from today. */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
