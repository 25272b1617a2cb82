import { type Database, investorProfiles } from '@cf/db';
import {
  accreditationSelfCheck,
  ConflictError,
  type InvestorProfileInput,
  type InvestorProfilePatch,
  investorProfileRules,
  NotFoundError,
  ValidationError,
} from '@cf/domain';
import { eq } from 'drizzle-orm';
import { encryptSecret } from '../../lib/crypto';
import { recordActivity } from '../activity/index';
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
  return { id: userId, ...rest, currency: site.currency.code, selfCheck: selfCheckOf(row, site) };
}

/** The SSN columns for a write: a value is sealed with its last four kept; null clears; absent keeps. */
function ssnColumns(ssn: string | null | undefined, secret: string) {
  if (ssn === undefined) return {};
  if (ssn === null) return { ssnEncrypted: null, ssnLast4: null };
  const digits = ssn.replace(/-/g, '');
  return { ssnEncrypted: encryptSecret(digits, secret), ssnLast4: digits.slice(-4) };
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
    const [created] = await tx
      .insert(investorProfiles)
      .values({ userId: actor.id, ...fields, ...ssnColumns(ssn, deps.config.encryptionKey) })
      .returning();
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
    assertRules({ ...current, ...changes });
    const [updated] = await tx
      .update(investorProfiles)
      .set({ ...changes, ...ssnColumns(ssn, deps.config.encryptionKey), updatedAt: new Date() })
      .where(eq(investorProfiles.userId, actor.id))
      .returning();
    await recordActivity(tx, { userId: actor.id, type: 'profile', messageKey: 'identity.investor.activitySaved', ip: actor.ip });
    return updated!;
  });
  return profileOut(row, await siteContext(deps.db));
}
