import { type Database, investorProfiles, kycParties, mangopayAccounts, siteSettings, users } from '@cf/db';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { MangopayApi, NewNaturalUser } from '../../providers/payments/mangopay';

export type Account = typeof mangopayAccounts.$inferSelect & { mangoUserId: string; walletId: string };
type Holder = { holder: string; userId: string | null; twin: boolean; currency: string };

const ready = (row: typeof mangopayAccounts.$inferSelect | undefined): row is Account => !!row?.mangoUserId && !!row.walletId;

const where = (h: Omit<Holder, 'userId'>) =>
  and(eq(mangopayAccounts.holder, h.holder), eq(mangopayAccounts.twin, h.twin), eq(mangopayAccounts.currency, h.currency));

/** A holder's account as it stands (no provider call), or undefined when it was never made. */
export async function findAccount(db: Database, h: Omit<Holder, 'userId'>): Promise<Account | undefined> {
  const [row] = await db.select().from(mangopayAccounts).where(where(h));
  return ready(row) ? row : undefined;
}

/**
 * A holder's MangoPay user and wallet in one currency, made on first use. The row is claimed
 * first and locked while MangoPay is asked, so concurrent first calls queue on it and the later
 * ones find it made: one user and one wallet, whoever asks. MangoPay's Idempotency-Key (derived
 * from the holder) covers a crash between its answer and our commit.
 */
async function ensureAccount(
  db: Database,
  api: MangopayApi,
  h: Holder,
  newUser: (db: Database) => Promise<{ Id: string }>,
  description: string,
): Promise<Account> {
  const found = await findAccount(db, h);
  if (found) return found;
  await db.insert(mangopayAccounts).values(h).onConflictDoNothing();
  const [row] = await db.select().from(mangopayAccounts).where(where(h)).for('update');
  if (ready(row)) return row;
  // A user has one MangoPay user for all its wallets.
  const [sibling] = await db
    .select({ mangoUserId: mangopayAccounts.mangoUserId })
    .from(mangopayAccounts)
    .where(and(eq(mangopayAccounts.holder, h.holder), eq(mangopayAccounts.twin, h.twin), isNotNull(mangopayAccounts.mangoUserId)));
  const mangoUserId = row?.mangoUserId ?? sibling?.mangoUserId ?? (await newUser(db)).Id;
  const wallet = await api.createWallet(
    { Owners: [mangoUserId], Currency: h.currency, Description: description, Tag: h.holder },
    `wallet:${h.holder}:${h.currency}`,
  );
  const [made] = await db
    .update(mangopayAccounts)
    .set({ mangoUserId, walletId: wallet.Id })
    .where(eq(mangopayAccounts.id, row!.id))
    .returning();
  return made as Account;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoCountry = (value: string | null | undefined) =>
  value && /^[A-Za-z]{2}$/.test(value.trim()) ? value.trim().toUpperCase() : undefined;

/** What MangoPay is told of an investor: their name and e-mail, and (when known) birthday and country. */
async function naturalUserOf(db: Database, userId: string): Promise<NewNaturalUser> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      birthday: investorProfiles.dateOfBirth,
      country: investorProfiles.country,
      kycBirthday: kycParties.dateOfBirth,
      kycCountry: kycParties.country,
    })
    .from(users)
    .leftJoin(investorProfiles, eq(investorProfiles.userId, users.id))
    .leftJoin(kycParties, eq(kycParties.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} is missing`);
  const birthday = [row.kycBirthday, row.birthday].find((d) => d && isoDate.test(d));
  const country = isoCountry(row.kycCountry) ?? isoCountry(row.country);
  return {
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    Tag: userId,
    ...(birthday && country
      ? { Birthday: Math.floor(Date.parse(`${birthday}T00:00:00Z`) / 1000), Nationality: country, CountryOfResidence: country }
      : {}),
  };
}

/** The investor's MangoPay user and wallet in the regional currency (made on first use). */
export function investorAccount(db: Database, api: MangopayApi, userId: string, currency: string): Promise<Account> {
  return ensureAccount(
    db,
    api,
    { holder: userId, userId, twin: api.twin, currency },
    async (tx) => api.createNaturalUser(await naturalUserOf(tx, userId), `user:${userId}`),
    'Investor wallet',
  );
}

/** The investor's account locked until the caller's transaction ends: their wallet's movements queue on it. */
export async function lockedInvestorAccount(db: Database, api: MangopayApi, userId: string, currency: string): Promise<Account> {
  const account = await investorAccount(db, api, userId, currency);
  const [row] = await db.select().from(mangopayAccounts).where(eq(mangopayAccounts.id, account.id)).for('update');
  return row as Account;
}

/**
 * The platform's escrow wallet in a currency: investments paid from a MangoPay wallet are
 * transferred there and stay until the campaign settles. Its owner is one legal user for the
 * operator (the site's name and contact address), made once.
 */
export function escrowAccount(db: Database, api: MangopayApi, currency: string): Promise<Account> {
  return ensureAccount(
    db,
    api,
    { holder: 'platform', userId: null, twin: api.twin, currency },
    async (tx) => {
      const [site] = await tx.select({ name: siteSettings.siteName, email: siteSettings.contactEmail }).from(siteSettings).limit(1);
      const name = site?.name ?? 'Platform';
      return api.createLegalUser(
        {
          Name: name,
          Email: site?.email ?? 'operator@example.invalid',
          LegalRepresentativeFirstName: 'Escrow',
          LegalRepresentativeLastName: name,
          Tag: 'platform',
        },
        'user:platform',
      );
    },
    'Investment escrow',
  );
}
