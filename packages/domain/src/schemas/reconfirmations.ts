import { z } from '../zod-setup';

/**
 * US Reg CF (17 CFR 227.304): a material change to a live campaign asks every paid investor to
 * reconfirm within 5 business days, and the owner may close early after 21 days with 5 business
 * days' notice.
 */

/** Business days (Mon–Fri, site time zone) an investor has to reconfirm, and the notice of an early close. */
export const RECONFIRM_BUSINESS_DAYS = 5;
export const EARLY_CLOSE_NOTICE_BUSINESS_DAYS = 5;
/** Days a campaign must have been live before its owner may close it early. */
export const EARLY_CLOSE_MIN_LIVE_DAYS = 21;

export const campaignIdParam = z.object({
  id: z.coerce.number().int('errors.notFound').min(1, 'errors.notFound').max(2_147_483_647, 'errors.notFound'),
});

export const investmentIdParam = z.object({ id: z.uuid('errors.notFound') });

/** POST /campaign/:id/material-change (owner) and /console/campaigns/:id/material-change (staff). */
export const materialChangeInput = z.object({
  description: z.string('validation.required').trim().min(1, 'validation.required').max(5000, 'validation.tooLong'),
});
export type MaterialChangeInput = z.infer<typeof materialChangeInput>;

export const materialChangeOut = z.object({
  id: z.number(),
  campaignId: z.number(),
  description: z.string(),
  reconfirmBy: z.string(),
  investorsAsked: z.number().int(),
  investmentsAsked: z.number().int(),
});
export type MaterialChangeOut = z.infer<typeof materialChangeOut>;

const calendarDay = z
  .string('validation.required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidFormat')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'validation.invalidFormat',
  );

/** POST /campaign/:id/early-close: the new closing day (the campaign closes at its end, site time zone). */
export const earlyCloseInput = z.object({ closingDate: calendarDay });
export type EarlyCloseInput = z.infer<typeof earlyCloseInput>;

export const earlyCloseOut = z.object({
  campaignId: z.number(),
  closingDate: z.string(),
  earlyCloseNoticeAt: z.string(),
  investorsNotified: z.number().int(),
});
export type EarlyCloseOut = z.infer<typeof earlyCloseOut>;

/** POST /my-investment/:id/reconfirm. */
export const reconfirmOut = z.object({ id: z.string(), reconfirmedAt: z.string() });
export type ReconfirmOut = z.infer<typeof reconfirmOut>;

/** GET /my-investment/:id/reconfirmation: what the investor is asked to reconfirm, if anything. */
export const reconfirmationOut = z.object({
  pending: z.boolean(),
  reconfirmBy: z.string().nullable(),
  reconfirmedAt: z.string().nullable(),
  description: z.string().nullable(),
});
export type ReconfirmationOut = z.infer<typeof reconfirmationOut>;

/** GET /campaign/:id/investor-protection: what the owner's dashboard offers under Reg CF. */
export const ownerProtectionOut = z.object({
  regCf: z.boolean(),
  live: z.boolean(),
  closingDate: z.string().nullable(),
  /** From when an early close may be asked (21 days after going live). */
  earlyCloseFrom: z.string().nullable(),
  /** The earliest closing day an early close asked now may name. */
  earliestClosingDate: z.string(),
  earlyCloseNoticeAt: z.string().nullable(),
  lastChange: z.object({ description: z.string(), reconfirmBy: z.string(), createdAt: z.string() }).nullable(),
});
export type OwnerProtectionOut = z.infer<typeof ownerProtectionOut>;
