import { campaigns, type Database, savedInvestments, users } from '@cf/db';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { containsPattern, type ResourceDef } from '../crud';

/** A saved investment with who saved it and in which campaign, for staff. */
async function loadSavedInvestments(db: Database, ids: (string | number)[]) {
  const rows = await db
    .select({
      saved: savedInvestments,
      userEmail: users.email,
      userName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      campaignSlug: campaigns.slug,
      campaignName: campaigns.companyName,
    })
    .from(savedInvestments)
    .innerJoin(users, eq(users.id, savedInvestments.userId))
    .innerJoin(campaigns, eq(campaigns.id, savedInvestments.campaignId))
    .where(inArray(savedInvestments.id, ids as string[]));
  return rows.map(({ saved, ...rest }) => ({ ...saved, ...rest }));
}

/**
 * Saved investments of every investor (issue 10 §8): read and delete only (spec §6: staff delete
 * saved investments). Deleting is audited by the generic resource.
 */
export const savedInvestmentsResource: ResourceDef = {
  name: 'saved-investments',
  table: savedInvestments,
  id: savedInvestments.id,
  idType: 'uuid',
  loadByIds: loadSavedInvestments,
  allow: { delete: true },
  filters: {
    userId: savedInvestments.userId,
    campaignId: savedInvestments.campaignId,
    currency: savedInvestments.currency,
    // An investor's e-mail, or a campaign's name.
    q: (value): SQL =>
      sql`(exists (select 1 from ${users} where ${users.id} = ${savedInvestments.userId} and ${users.email} ilike ${containsPattern(value)})
        or exists (select 1 from ${campaigns} where ${campaigns.id} = ${savedInvestments.campaignId} and ${campaigns.companyName} ilike ${containsPattern(value)}))`,
  },
  sortColumns: {
    createdAt: savedInvestments.createdAt,
    updatedAt: savedInvestments.updatedAt,
    expiresAt: savedInvestments.expiresAt,
    amount: savedInvestments.amount,
    campaignId: savedInvestments.campaignId,
  },
  defaultSort: ['updatedAt', 'DESC'],
};
