import { type Database, investorProfiles, kycParties } from '@cf/db';
import { investorProfileFields, kycPartyPatch } from '@cf/domain';
import { partyValuesFromProfile, profileValuesFromParty } from '@cf/domain/identity-record';
import { eq } from 'drizzle-orm';
import { encryptSecret } from '../../lib/crypto';

/**
 * Issue 14 §11 "one identity record": the investor profile and the KYC party ask for the same
 * person. The fields they share are written to both rows in the same transaction, so saving
 * either page changes the one record the other page shows. The SSN / national ID is kept once,
 * encrypted on the profile (the provider gets it from there, see party-data.ts).
 */
type ProfileRow = typeof investorProfiles.$inferSelect;
type PartyRow = typeof kycParties.$inferSelect;
type Tx = Pick<Database, 'select' | 'insert' | 'update'>;

/** Changing any of these puts an approved party back under review (who the person is changed). */
const WHO: readonly (keyof PartyRow)[] = [
  'firstName',
  'middleInitial',
  'lastName',
  'dateOfBirth',
  'primaryAddress',
  'city',
  'state',
  'postalCode',
  'country',
];

/** Only values the other form would accept are copied; nothing empty overwrites a stored value. */
function validOnly<T extends object>(
  shape: Record<string, { safeParse: (v: unknown) => { success: boolean } }>,
  values: Record<string, unknown>,
) {
  return Object.fromEntries(
    Object.entries(values).filter(([key, v]) => v !== null && v !== undefined && v !== '' && shape[key]?.safeParse(v).success),
  ) as Partial<T>;
}

/** The SSN / national ID columns for a write: a value is sealed with its last four kept; null clears; absent keeps. */
export function ssnColumns(ssn: string | null | undefined, secret: string) {
  if (ssn === undefined) return {};
  if (ssn === null) return { ssnEncrypted: null, ssnLast4: null };
  const chars = ssn.replace(/[\s-]/g, '').toUpperCase();
  return { ssnEncrypted: encryptSecret(chars, secret), ssnLast4: chars.slice(-4) };
}

export const profileFromParty = (party: Partial<PartyRow>): Partial<ProfileRow> =>
  validOnly<ProfileRow>(investorProfileFields.shape, profileValuesFromParty(party));

export const partyFromProfile = (profile: Partial<ProfileRow>): Partial<PartyRow> =>
  validOnly<PartyRow>(kycPartyPatch.shape, partyValuesFromProfile(profile));

const changed = <T extends object>(current: T, next: Partial<T>) =>
  Object.fromEntries(Object.entries(next).filter(([k, v]) => current[k as keyof T] !== v)) as Partial<T>;

/**
 * A saved party's shared fields (and the tax id, when given) onto the profile. Without a profile
 * one is created only when there is a tax id to keep (so a later POST /investor-profiles still works).
 */
export async function writeProfileFromParty(tx: Tx, userId: string, party: Partial<PartyRow>, taxId: Record<string, unknown>) {
  const values = { ...profileFromParty(party), ...taxId };
  const [current] = await tx.select().from(investorProfiles).where(eq(investorProfiles.userId, userId)).limit(1);
  if (!current) {
    if (Object.keys(taxId).length) await tx.insert(investorProfiles).values({ userId, ...values });
    return;
  }
  const changes = changed(current, values);
  if (Object.keys(changes).length)
    await tx
      .update(investorProfiles)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(investorProfiles.userId, userId));
}

/** A saved profile's shared fields onto the party, if there is one; a new identity goes back under review. */
export async function writePartyFromProfile(tx: Tx, userId: string, profile: Partial<ProfileRow>) {
  const [party] = await tx.select().from(kycParties).where(eq(kycParties.userId, userId)).limit(1);
  if (!party) return;
  const changes = changed(party, partyFromProfile(profile));
  if (!Object.keys(changes).length) return;
  const review = WHO.some((key) => key in changes)
    ? { status: 'under-review' as const, decidedAt: null, decidedById: null, reason: null }
    : {};
  await tx
    .update(kycParties)
    .set({ ...changes, ...review, updatedAt: new Date() })
    .where(eq(kycParties.id, party.id));
}

/** The party's domicile, for the profile's tax id rule (SSN for a US person). */
export async function domicileOf(db: Tx, userId: string): Promise<string | null> {
  const [row] = await db.select({ domicile: kycParties.domicile }).from(kycParties).where(eq(kycParties.userId, userId)).limit(1);
  return row?.domicile ?? null;
}
