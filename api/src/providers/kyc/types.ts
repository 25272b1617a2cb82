import type { KycDocumentType } from '@cf/domain';

/** What a provider is told about a party (amounts in minor units of `currencyDecimals`). */
export type KycPartyData = {
  firstName: string;
  middleInitial: string | null;
  lastName: string;
  dateOfBirth: string;
  domicile: string | null;
  primaryAddress: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  email: string;
  alternateEmail: string | null;
  phone: string | null;
  alternatePhone: string | null;
  occupation: string | null;
  brokerDealerAssociated: boolean;
  employmentStatus: string | null;
  employerName: string | null;
  employerDetails: string | null;
  currentAnnualIncome: number | null;
  averageAnnualIncome: number | null;
  currentHouseholdIncome: number | null;
  averageHouseholdIncome: number | null;
  householdNetWorth: number | null;
  tags: string | null;
  notes: string | null;
  investingFor: 'self' | 'other';
  /** Digits only, from the investor profile when the investor gave it. */
  ssn: string | null;
};

export type KycContext = { ip: string; lang: string; currencyDecimals: number };

/**
 * A provider's answer: its errors and warnings (shown to the user as they are) and, when it
 * decided, its outcome. `pending` leaves the decision to staff (or to a later check).
 */
export type KycResult = {
  errors: string[];
  warnings: string[];
  outcome: 'approved' | 'declined' | 'pending';
};

export type KycDocumentUpload = {
  bytes: Buffer;
  contentType: string;
  /** A generated name (never the uploader's). */
  fileName: string;
  documentType: KycDocumentType;
};

/** One interface, several adapters (sandbox, North Capital, Shufti Pro); routes never see an SDK. */
export interface KycProviderAdapter {
  readonly name: 'sandbox' | 'northkyc' | 'shuftiprokyc';
  /** Creates the party at the provider; partyId is null when the provider refused it (see errors). */
  createParty(party: KycPartyData, ctx: KycContext): Promise<KycResult & { partyId: string | null }>;
  updateParty(partyId: string, party: KycPartyData, ctx: KycContext): Promise<KycResult>;
  uploadDocument(
    partyId: string,
    party: KycPartyData,
    doc: KycDocumentUpload,
    ctx: KycContext,
  ): Promise<KycResult & { providerRef: string | null }>;
  /** Runs (again) the provider's identity and AML check. `lastRef` is the latest document's reference. */
  check(partyId: string, party: KycPartyData, ctx: KycContext & { lastRef: string | null }): Promise<KycResult>;
  /** Reads the provider's current decision without running a new check. */
  status(partyId: string, ctx: KycContext & { lastRef: string | null }): Promise<KycResult>;
}
