import { type Database, files, investorProfiles, kycDocuments, kycParties, users } from '@cf/db';
import { desc, eq } from 'drizzle-orm';
import { decryptSecret } from '../../lib/crypto';
import type { KycPartyData, KycResult } from '../../providers/kyc/index';
import type { KycDocumentOut, KycPartyOut } from './schemas';

export type PartyRow = typeof kycParties.$inferSelect;
export type PartyFields = Omit<
  PartyRow,
  | 'id'
  | 'userId'
  | 'provider'
  | 'partyId'
  | 'status'
  | 'providerErrors'
  | 'providerWarnings'
  | 'decidedById'
  | 'decidedAt'
  | 'reason'
  | 'createdAt'
  | 'updatedAt'
>;

export async function ownParty(db: Database, userId: string): Promise<PartyRow | null> {
  const [row] = await db.select().from(kycParties).where(eq(kycParties.userId, userId)).limit(1);
  return row ?? null;
}

export function partyOut(row: PartyRow): KycPartyOut {
  const { userId: _userId, decidedById: _staff, ...rest } = row;
  return rest;
}

export async function partyDocuments(db: Database, partyId: number): Promise<KycDocumentOut[]> {
  const rows = await db
    .select({ doc: kycDocuments, file: files })
    .from(kycDocuments)
    .innerJoin(files, eq(files.id, kycDocuments.fileId))
    .where(eq(kycDocuments.partyId, partyId))
    .orderBy(desc(kycDocuments.createdAt), desc(kycDocuments.id));
  return rows.map(({ doc, file }) => documentOut(doc, file));
}

export const documentOut = (doc: typeof kycDocuments.$inferSelect, file: typeof files.$inferSelect): KycDocumentOut => ({
  id: doc.id,
  documentType: doc.documentType,
  fileId: file.id,
  url: `/api/v1/files/${file.id}`,
  contentType: file.contentType,
  size: file.size,
  originalName: file.originalName,
  providerRef: doc.providerRef,
  createdAt: doc.createdAt,
});

/**
 * What the provider is told: the party's fields, the account's e-mail and phone, and the SSN from
 * the investor profile when the investor gave one (decrypted only for this call).
 */
export async function partyData(db: Database, userId: string, fields: PartyFields, encryptionKey: string): Promise<KycPartyData> {
  const [user] = await db
    .select({ email: users.email, phone: users.phoneNumber, ssn: investorProfiles.ssnEncrypted })
    .from(users)
    .leftJoin(investorProfiles, eq(investorProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  let ssn: string | null = null;
  if (user?.ssn) {
    try {
      ssn = decryptSecret(user.ssn, encryptionKey);
    } catch {
      ssn = null;
    }
  }
  return {
    ...fields,
    firstName: fields.firstName ?? '',
    lastName: fields.lastName ?? '',
    dateOfBirth: fields.dateOfBirth ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? null,
    ssn,
  };
}

/**
 * A provider's answer on the party row. New data (a party created or changed, a document) goes
 * back under review unless the provider approves it; a re-run check never takes back an approval
 * by itself, and re-opens a declined party for review. Declines are for staff, with a reason.
 */
export function outcomeColumns(result: KycResult, current: PartyRow['status'] | null, newData: boolean): Partial<PartyRow> {
  const base = { providerErrors: result.errors, providerWarnings: result.warnings };
  if (result.outcome === 'approved') return { ...base, status: 'approved', decidedAt: new Date(), decidedById: null, reason: null };
  if (!newData && current === 'approved') return base;
  return { ...base, status: 'under-review', decidedAt: null, decidedById: null, reason: null };
}

/** A party with nothing filled in (what a new party starts from). */
export const emptyFields: PartyFields = {
  firstName: null,
  middleInitial: null,
  lastName: null,
  dateOfBirth: null,
  domicile: null,
  primaryAddress: null,
  city: null,
  state: null,
  postalCode: null,
  country: null,
  alternateEmail: null,
  alternatePhone: null,
  occupation: null,
  brokerDealerAssociated: false,
  employmentStatus: null,
  employerName: null,
  employerDetails: null,
  currentAnnualIncome: null,
  averageAnnualIncome: null,
  currentHouseholdIncome: null,
  averageHouseholdIncome: null,
  householdNetWorth: null,
  tags: null,
  notes: null,
  investingFor: 'self',
};
