import { z } from 'zod';

const status = z.enum(['under-review', 'approved', 'declined']);

/** The party as its owner sees it, with what the provider said about it. */
export const kycPartyOut = z.object({
  id: z.number(),
  provider: z.enum(['sandbox', 'northkyc', 'shuftiprokyc']),
  partyId: z.string().nullable(),
  status,
  reason: z.string().nullable(),
  firstName: z.string().nullable(),
  middleInitial: z.string().nullable(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  domicile: z.string().nullable(),
  primaryAddress: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  alternateEmail: z.string().nullable(),
  alternatePhone: z.string().nullable(),
  occupation: z.string().nullable(),
  brokerDealerAssociated: z.boolean(),
  employmentStatus: z.string().nullable(),
  employerName: z.string().nullable(),
  employerDetails: z.string().nullable(),
  currentAnnualIncome: z.number().nullable(),
  averageAnnualIncome: z.number().nullable(),
  currentHouseholdIncome: z.number().nullable(),
  averageHouseholdIncome: z.number().nullable(),
  householdNetWorth: z.number().nullable(),
  tags: z.string().nullable(),
  notes: z.string().nullable(),
  investingFor: z.enum(['self', 'other']),
  providerErrors: z.array(z.string()),
  providerWarnings: z.array(z.string()),
  decidedAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type KycPartyOut = z.infer<typeof kycPartyOut>;

export const kycDocumentOut = z.object({
  id: z.number(),
  documentType: z.string(),
  fileId: z.string(),
  /** Where its owner (or staff) downloads it: GET /api/v1/files/{fileId}. */
  url: z.string(),
  contentType: z.string(),
  size: z.number(),
  originalName: z.string().nullable(),
  providerRef: z.string().nullable(),
  createdAt: z.date(),
});
export type KycDocumentOut = z.infer<typeof kycDocumentOut>;

/** An upload's answer: the document, and what the provider said about it. */
export const kycUploadOut = kycDocumentOut.extend({
  status,
  providerErrors: z.array(z.string()),
  providerWarnings: z.array(z.string()),
});

export const userKycOut = z.object({ party: kycPartyOut.nullable(), documents: z.array(kycDocumentOut) });
