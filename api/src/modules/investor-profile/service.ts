import { type Database, investorProfiles } from '@cf/db';
import {
  accreditationSelfCheck,
  ConflictError,
  investorCurrencyCode,
  type InvestorProfileInput,
  type InvestorProfilePatch,
  investorProfileRules,
  NotFoundError,
  ValidationError,
} from '@cf/domain';
import { eq } from 'drizzle-orm';
import { recordActivity } from '../activity/index';
import { domicileOf, ssnColumns, writePartyFromProfile } from '../kyc/identity-record';
import { assertCountry, type SiteContext, siteContext } from './reference';
import type { InvestorProfileOut } from './schemas';
import type { DepsOf } from '../../deps';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type InvestorProfileDeps = DepsOf<'db' | 'config'>;

export type ProfileRow = typeof investorProfiles.$inferSelect;
type Actor = { id: string; ip: string };

export async function loadProfile(db: Database, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(investorProfiles).where(eq(investorProfiles.userId, userId)).limit(1);
  return row ?? null;
}

export const selfCheckOf = (row: ProfileRow | null, site: SiteContext) =>
  accreditationSelfCheck(row, { currencyDecimals: site.currency.decimals });

export function profileOut(row: ProfileRow, site: SiteContext): InvestorProfileOut {
  const { userId, ssnEncrypted: _secret, ...rest } = row;
  // Amounts are in the investor's currency (by country, issue 14 §11), in minor units.
  return { id: userId, ...rest, currency: investorCurrencyCode(row.country, site.currency), selfCheck: selfCheckOf(row, site) };
}

function assertRules(profile: Parameters<typeof investorProfileRules>[0]) {
  const issues = investorProfileRules(profile);
  if (issues.length) throw new ValidationError(issues.map((i) => ({ field: i.path, message: i.message })));
}

export async function getOwnProfile(deps: InvestorProfileDeps, userId: string): Promise<InvestorProfileOut | null> {
  const [row, site] = await Promise.all([loadProfile(deps.db, userId), siteContext(deps.db)]);
  return row ? profileOut(row, site) : null;
}

export async function createProfile(deps: InvestorProfileDeps, actor: Actor, input: InvestorProfileInput): Promise<InvestorProfileOut> {
  const { ssn, ...fields } = input;
  await assertCountry(deps.db, fields.country);
  const row = await deps.db.transaction(async (tx) => {
    if (await loadProfile(tx, actor.id)) throw new ConflictError('identity.investor.exists');
    // The SSN / national ID rule also follows the KYC domicile of the shared identity record.
    assertRules({ ...fields, ssn, domicile: await domicileOf(tx, actor.id) });
    const [created] = await tx
      .insert(investorProfiles)
      .values({ userId: actor.id, ...fields, ...ssnColumns(ssn, deps.config.encryptionKey) })
      .returning();
    await writePartyFromProfile(tx, actor.id, created!);
    await recordActivity(tx, { userId: actor.id, type: 'profile', messageKey: 'identity.investor.activitySaved', ip: actor.ip });
    return created!;
  });
  return profileOut(row, await siteContext(deps.db));
}

/** Only the caller's own profile: another user's id is the same 404 as a missing profile. */
export async function updateProfile(
  deps: InvestorProfileDeps,
  actor: Actor,
  id: string,
  patch: InvestorProfilePatch,
): Promise<InvestorProfileOut> {
  if (id !== actor.id) throw new NotFoundError();
  const { ssn, ...fields } = patch;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<ProfileRow>;
  await assertCountry(deps.db, changes.country);
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(investorProfiles).where(eq(investorProfiles.userId, actor.id)).for('update');
    if (!current) throw new NotFoundError();
    assertRules({ ...current, ...changes, ssn, domicile: await domicileOf(tx, actor.id) });
    const [updated] = await tx
      .update(investorProfiles)
      .set({ ...changes, ...ssnColumns(ssn, deps.config.encryptionKey), updatedAt: new Date() })
      .where(eq(investorProfiles.userId, actor.id))
      .returning();
    await writePartyFromProfile(tx, actor.id, updated!);
    await recordActivity(tx, { userId: actor.id, type: 'profile', messageKey: 'identity.investor.activitySaved', ip: actor.ip });
    return updated!;
  });
  return profileOut(row, await siteContext(deps.db));
}
