import { z } from '../zod-setup';

/**
 * The console's investor-protection work in progress (issue 16): Reg CF reconfirmations asked
 * after a material change, and ECSP reflection periods still running. Both are console lists
 * (ra-data-simple-rest: an array, the total in Content-Range); amounts in minor units.
 */

/** Where a reconfirmation stands: waiting for the investor, kept, or cancelled (not reconfirmed in time, or refunded). */
export const RECONFIRMATION_STATUSES = ['pending', 'reconfirmed', 'cancelled'] as const;
export type ReconfirmationStatus = (typeof RECONFIRMATION_STATUSES)[number];

const people = {
  campaignId: z.number().int(),
  campaignTitle: z.string(),
  investorId: z.string(),
  investorName: z.string(),
  investorEmail: z.string(),
  /** Minor units of `currency`, the campaign's. */
  amount: z.number().int(),
  currency: z.string(),
};

/** filter={"status": …, "campaignId": …} of GET /console/reconfirmations; no status means pending. */
export const reconfirmationsFilter = z.object({
  status: z.enum(RECONFIRMATION_STATUSES, 'validation.invalidFormat').default('pending'),
  campaignId: z.coerce.number('validation.invalidFormat').int('validation.invalidFormat').min(1).max(2_147_483_647).optional(),
});

/** One investment asked to reconfirm (its id is the investment's). */
export const consoleReconfirmationRow = z.object({
  id: z.string(),
  ...people,
  description: z.string(),
  askedAt: z.string(),
  reconfirmBy: z.string(),
  reconfirmedAt: z.string().nullable(),
  status: z.enum(RECONFIRMATION_STATUSES),
});
export type ConsoleReconfirmationRow = z.infer<typeof consoleReconfirmationRow>;
export const consoleReconfirmationsOut = z.array(consoleReconfirmationRow);

/** filter={"campaignId": …} of GET /console/reflection-periods. */
export const reflectionPeriodsFilter = z.object({
  campaignId: reconfirmationsFilter.shape.campaignId,
});

/** One investment the investor may still revoke without reason (ECSP reflection period; id is the investment's). */
export const consoleReflectionRow = z.object({
  id: z.string(),
  ...people,
  /** pending (not yet paid) or success (paid). */
  status: z.string(),
  createdAt: z.string(),
  reflectionEndsAt: z.string(),
});
export type ConsoleReflectionRow = z.infer<typeof consoleReflectionRow>;
export const consoleReflectionsOut = z.array(consoleReflectionRow);
