import { z } from 'zod';
import { selfCheckOut } from '../investor-profile/schemas';

const status = z.enum(['under-review', 'approved', 'declined']);

export const accreditationOut = z.object({
  id: z.number(),
  status,
  basis: z.enum(['net-worth', 'income']),
  verificationType: z.enum(['phone-call', 'letter']),
  verificationPhone: z.string().nullable(),
  reason: z.string().nullable(),
  letterFileId: z.string().nullable(),
  contractFileId: z.string().nullable(),
  /** The signed contract: GET /api/v1/accreditation/{id}/contract. */
  contractUrl: z.string(),
  signedAt: z.date(),
  decidedAt: z.date().nullable(),
  createdAt: z.date(),
});
export type AccreditationOut = z.infer<typeof accreditationOut>;

export const accreditationStateOut = z.object({
  selfCheck: selfCheckOut,
  latest: accreditationOut.nullable(),
  /** The rule's thresholds in minor units of `currency` (spec §9). */
  thresholds: z.object({ netWorth: z.number(), income: z.number(), jointIncome: z.number(), currency: z.string() }),
  hasProfile: z.boolean(),
});
