import { z } from '../zod-setup';
import { moneyAmount } from './wallet';
import { currencyOut } from './wire';

/** Spec §5/§9: a typed signature is at most 20 characters; a drawn or uploaded one an image ≤ 512 KB. */
export const SIGNATURE_LIMITS = { typedMax: 20, imageBytesMax: 512 * 1024 } as const;

export const signatureInput = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('typed'),
    value: z.string().trim().min(1, 'validation.required').max(SIGNATURE_LIMITS.typedMax, 'invest.errors.signatureTooLong'),
  }),
  z.object({
    type: z.enum(['drawn', 'uploaded']),
    /** A PNG or JPEG as a data URL (what a signature pad or a file input gives). */
    value: z
      .string()
      .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, 'invest.errors.signatureImage')
      .max(Math.ceil((SIGNATURE_LIMITS.imageBytesMax * 4) / 3) + 32, 'invest.errors.signatureImageSize'),
  }),
]);
export type SignatureInput = z.infer<typeof signatureInput>;

export const INVESTMENT_PAYMENT_TYPES = ['wallet', 'sandbox', 'stripe', 'paypal', 'ach', 'mangopay', 'offline'] as const;

/** POST /process-investment/: an amount (minor units) or, in an equity campaign, a number of shares. */
export const processInvestmentInput = z
  .object({
    campaignId: z.number().int().positive().max(2_147_483_647),
    amount: moneyAmount.optional(),
    shares: z
      .number('invest.errors.sharesAtLeastOne')
      .int('invest.errors.sharesAtLeastOne')
      .min(1, 'invest.errors.sharesAtLeastOne')
      .max(Number.MAX_SAFE_INTEGER)
      .optional(),
    paymentType: z.enum(INVESTMENT_PAYMENT_TYPES),
    acceptTerms: z.literal(true, 'invest.errors.acceptTerms'),
    acceptRisk: z.literal(true, 'invest.errors.acceptRisk'),
    /** The spec's "I am an accredited investor" box, required by accredited-only campaigns. */
    accreditedInvestor: z.boolean().optional(),
    signature: signatureInput,
    /** The linked bank account to debit (spec §5: required when paying by ACH). */
    achAccountId: z.uuid('validation.invalidFormat').optional(),
    /** ECSP/FCA: the investor read the warning shown for an investment above the regime's threshold. */
    riskAcknowledged: z.boolean().optional(),
  })
  .refine((v) => (v.amount === undefined) !== (v.shares === undefined), { message: 'invest.errors.amountOrShares', path: ['amount'] })
  .refine((v) => v.paymentType !== 'ach' || v.achAccountId !== undefined, { message: 'validation.required', path: ['achAccountId'] });
export type ProcessInvestmentInput = z.infer<typeof processInvestmentInput>;

export const investmentOut = z.object({
  id: z.string(),
  campaignId: z.number(),
  status: z.enum(['pending', 'success', 'fail', 'refunded']),
  paymentType: z.enum(INVESTMENT_PAYMENT_TYPES),
  amount: z.number(),
  shares: z.number().nullable(),
  pricePerShare: z.number().nullable(),
  currencyCode: z.string(),
  siteFee: z.number(),
  gatewayFee: z.number(),
  actualTakeaway: z.number(),
  reference: z.string(),
  /** Where to pay, for a hosted checkout. */
  checkoutUrl: z.string().optional(),
  holdExpiresAt: z.date().nullable(),
  createdAt: z.date(),
  paidAt: z.date().nullable(),
});

/** process-investment-check: the ask alone, before consents and signature. */
export const investmentCheckInput = z
  .object({
    campaignId: z.number().int().positive().max(2_147_483_647),
    amount: moneyAmount.optional(),
    shares: z
      .number('invest.errors.sharesAtLeastOne')
      .int('invest.errors.sharesAtLeastOne')
      .min(1, 'invest.errors.sharesAtLeastOne')
      .max(Number.MAX_SAFE_INTEGER)
      .optional(),
    accreditedInvestor: z.boolean().optional(),
    riskAcknowledged: z.boolean().optional(),
  })
  .refine((v) => (v.amount === undefined) !== (v.shares === undefined), { message: 'invest.errors.amountOrShares', path: ['amount'] });
export type InvestmentCheckInput = z.infer<typeof investmentCheckInput>;

export const investmentQuoteOut = z.object({
  campaignId: z.number(),
  amount: z.number(),
  shares: z.number().nullable(),
  pricePerShare: z.number().nullable(),
  currencyCode: z.string(),
});

export const investmentReceiptOut = investmentOut.extend({
  campaign: z.object({ id: z.number(), slug: z.string(), name: z.string().nullable() }),
  investor: z.object({ firstName: z.string(), lastName: z.string() }),
  currency: currencyOut,
});

/** GET process-investment/{campaignId}/front: the offer as the invest page shows it. */
export const offerFrontOut = z.object({
  campaignId: z.number(),
  slug: z.string(),
  name: z.string().nullable(),
  open: z.boolean(),
  investingType: z.enum(['equity', 'debt']),
  accreditedOnly: z.boolean(),
  pricePerShare: z.number().nullable(),
  sharesLeft: z.number().nullable(),
  minimumInvestment: z.number().nullable(),
  maximumInvestment: z.number().nullable(),
  capLeft: z.number().nullable(),
  currency: currencyOut,
});

/** POST contracts/generate-pdf: the contract to read before signing; no amount means the campaign's minimum. */
export const contractPreviewInput = z
  .object({
    campaignId: z.number().int().positive().max(2_147_483_647),
    amount: moneyAmount.optional(),
    shares: z
      .number('invest.errors.sharesAtLeastOne')
      .int('invest.errors.sharesAtLeastOne')
      .min(1, 'invest.errors.sharesAtLeastOne')
      .max(Number.MAX_SAFE_INTEGER)
      .optional(),
  })
  .refine((v) => v.amount === undefined || v.shares === undefined, { message: 'invest.errors.amountOrShares', path: ['amount'] });
export type ContractPreviewInput = z.infer<typeof contractPreviewInput>;

/** An investment named in a contract call (create-pdf body, get-investor-contract query, upload fields). */
export const contractInvestmentInput = z.object({ investmentId: z.uuid('validation.invalidFormat') });

/** Where an investment's signed contract came from. */
export const CONTRACT_SOURCES = ['generated', 'uploaded'] as const;

/** The signed record of an investment's contract: the stored file and the SHA-256 of its exact bytes. */
export const investmentContractOut = z.object({
  investmentId: z.string(),
  contractFileId: z.string(),
  contractSha256: z.string(),
  contractSource: z.enum(CONTRACT_SOURCES),
  signedAt: z.date(),
});

/** GET transactions/: one of the caller's investment payments, with its campaign and ledger transfer. */
export const investmentTransactionOut = investmentOut.extend({
  /** The ledger transfer that moved the money, once paid. */
  transactionId: z.number().nullable(),
  campaign: z.object({ id: z.number(), slug: z.string(), name: z.string().nullable() }),
});
