// Share certificates, the shareholder register and convertible notes at maturity (issue 10 §2, §7;
// issue 9 §5). Money is in minor units of the campaign's currency; shares are whole numbers.
import { z } from '../zod-setup';
import { isoDay } from './campaign-fields';
import { moneyAmount } from './wallet';

export const CERTIFICATE_TYPES = ['equity', 'converted'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

/** The class a certificate states when nobody chose another (the table's default). */
export const DEFAULT_SHARE_CLASS = 'Common';

export const certificateIdParams = z.object({ id: z.uuid('validation.invalidFormat') });

/** A certificate as its holder, the campaign's owner and staff read it. */
export const certificateOut = z.object({
  id: z.string(),
  number: z.number(),
  type: z.enum(CERTIFICATE_TYPES),
  campaignId: z.number(),
  campaignName: z.string(),
  campaignSlug: z.string(),
  /** The issuer: the campaign's company. */
  issuer: z.string(),
  investmentId: z.string(),
  holderId: z.string(),
  holderName: z.string(),
  shares: z.number(),
  shareClass: z.string(),
  pricePerShare: z.number(),
  currency: z.string(),
  issuedAt: z.date(),
  voidedAt: z.date().nullable(),
  voidReason: z.string().nullable(),
  replacedById: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateOut>;

const reason = z.string('validation.required').trim().min(1, 'validation.required').max(500, 'validation.tooLong');

/** POST .../share-certificate/{id}/reissue (owner or staff): why; the old number is void, a new one issued. */
export const reissueInput = z.object({ reason });
export type ReissueInput = z.infer<typeof reissueInput>;

/** One line of a campaign's shareholder register: a live certificate. */
export const registerEntryOut = z.object({
  certificateId: z.string(),
  number: z.number(),
  type: z.enum(CERTIFICATE_TYPES),
  holderId: z.string(),
  holderName: z.string(),
  holderEmail: z.string(),
  shares: z.number(),
  shareClass: z.string(),
  pricePerShare: z.number(),
  issuedAt: z.date(),
});
export type RegisterEntry = z.infer<typeof registerEntryOut>;

export const registerOut = z.object({
  campaignId: z.number(),
  campaignName: z.string(),
  issuer: z.string(),
  currency: z.string(),
  totalShares: z.number(),
  entries: z.array(registerEntryOut),
});
export type Register = z.infer<typeof registerOut>;

const shareClass = z.string('validation.required').trim().min(1, 'validation.required').max(60, 'validation.tooLong');

/**
 * Staff decide a convertible note at maturity: convert every paid note into whole shares at a
 * price per share (floor(amount / price); the fraction is not paid in cash), or repay it per the
 * redemption terms (a return-of-investment repayment of `amount`, the principal unless told;
 * `creditNow`: the owner's money arrived offline, credit the investors at once).
 */
export const noteMaturityInput = z.discriminatedUnion(
  'outcome',
  [
    z.object({ outcome: z.literal('converted'), pricePerShare: moneyAmount, shareClass }),
    z.object({
      outcome: z.literal('repaid'),
      // Left empty in a form (null): the principal, due today, the redemption terms.
      amount: moneyAmount.nullish(),
      dueDate: isoDay.nullish(),
      description: z.string().trim().max(500, 'validation.tooLong').nullish(),
      creditNow: z.boolean().default(false),
    }),
  ],
  'validation.invalidOption',
);
export type NoteMaturityInput = z.infer<typeof noteMaturityInput>;

/** A convertible note campaign and its decision, as the console shows it. */
export const noteMaturityOut = z.object({
  id: z.number(),
  campaignName: z.string(),
  status: z.number(),
  currency: z.string(),
  maturityDate: z.string(),
  conversionTrigger: z.string().nullable(),
  redemptionTerms: z.string().nullable(),
  /** Paid notes: their sum (minor units) and how many. */
  principal: z.number(),
  investments: z.number(),
  matured: z.boolean(),
  outcome: z.enum(['converted', 'repaid']).nullable(),
  conversionPrice: z.number().nullable(),
  shareClass: z.string().nullable(),
  decidedAt: z.date().nullable(),
  decidedById: z.string().nullable(),
  /** Live certificates issued by the conversion. */
  certificates: z.number(),
});
export type NoteMaturity = z.infer<typeof noteMaturityOut>;

/** The console's certificates list filter (ra-data-simple-rest `filter`). */
export const certificateFilter = z.object({
  id: z.array(z.uuid()).max(1000).optional(),
  campaignId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  holderId: z.uuid().optional(),
  type: z.enum(CERTIFICATE_TYPES).optional(),
  live: z.boolean().optional(),
  q: z.string().trim().max(200).optional(),
});
export type CertificateFilter = z.infer<typeof certificateFilter>;

/** A certificate as staff see it: with the holder's e-mail. */
export const certificateRecordOut = certificateOut.extend({ holderEmail: z.string() });

/** The console's convertible notes list filter. */
export const noteFilter = z.object({
  id: z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(1000).optional(),
  matured: z.boolean().optional(),
  decided: z.boolean().optional(),
});
export type NoteFilter = z.infer<typeof noteFilter>;
