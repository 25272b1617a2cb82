import { z } from '../zod-setup';
import { rateUnits } from '../compliance/reg-cf';

export const FCA_CATEGORY_VALUES = ['restricted', 'high-net-worth', 'sophisticated'] as const;
/** What an investor still has to do before investing under the regime. */
export const PREREQUISITES = ['knowledgeTest', 'lossSimulation', 'category', 'riskWarning', 'coolingOff', 'appropriateness'] as const;
export type Prerequisite = (typeof PREREQUISITES)[number];

export const JURISDICTION_VALUES = ['us-reg-cf', 'eu-ecsp', 'uk-fca', 'none'] as const;
export type JurisdictionValue = (typeof JURISDICTION_VALUES)[number];

const minor = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const bps = z.coerce.number().int().min(0).max(10_000);
const hours = z.coerce
  .number()
  .int()
  .min(0)
  .max(24 * 365);
const days = z.coerce.number().int().min(0).max(365);

/** The figures of each regime; omitted ones keep their stored value (PUT may send the jurisdiction alone). */
const figures = {
  regCfThreshold: minor,
  regCfMinimum: minor,
  regCfLowPercentBps: bps,
  regCfHighPercentBps: bps,
  regCfCap: minor,
  regCfCancelHours: hours,
  ecspWarnMinimum: minor,
  ecspWarnPercentBps: bps,
  ecspReflectionDays: days,
  ecspLossCapacityBps: bps,
  fcaCoolingOffHours: hours,
  fcaRestrictedPercentBps: bps,
  cancelHoursBeforeClose: hours,
};

/** PUT /console/compliance-settings/1: `{ jurisdiction, ...figures }` (amounts in minor units, percentages in bps). */
export const complianceSettingsInput = z
  .object({
    jurisdiction: z.enum(JURISDICTION_VALUES),
    ...z.object(figures).partial().shape,
  })
  .superRefine((v, ctx) => {
    if (v.regCfMinimum !== undefined && v.regCfCap !== undefined && v.regCfMinimum > v.regCfCap)
      ctx.addIssue({ code: 'custom', path: ['regCfCap'], message: 'validation.maxBelowMin' });
  });
export type ComplianceSettingsInput = z.infer<typeof complianceSettingsInput>;

export const complianceSettingsOut = z.object({
  id: z.number(),
  jurisdiction: z.enum(JURISDICTION_VALUES),
  ...figures,
});
export type ComplianceSettings = z.infer<typeof complianceSettingsOut>;

const currencyCode = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, 'validation.invalidFormat'));

/** POST /console/exchange-rates: 1 base = rate quote from effectiveOn; the rate an exact decimal (at most 10 fraction digits). */
export const exchangeRateInput = z
  .object({
    baseCurrency: currencyCode,
    quoteCurrency: currencyCode,
    rate: z
      .union([z.string(), z.number()])
      .transform((r) => String(r).trim())
      .refine((r) => rateUnits(r) !== null, 'compliance.validation.rate'),
    effectiveOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidFormat')
      .refine(
        (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
        'validation.invalidFormat',
      ),
  })
  .superRefine((v, ctx) => {
    if (v.baseCurrency === v.quoteCurrency)
      ctx.addIssue({ code: 'custom', path: ['quoteCurrency'], message: 'compliance.validation.sameCurrency' });
  });
export type ExchangeRateInput = z.infer<typeof exchangeRateInput>;

/** POST /console/exchange-rates/import: the file's lines, the rates entered, those already there. */
export const ratesImportOut = z.object({ lines: z.number(), created: z.number(), skipped: z.number() });

/** A conversion the answer relied on: which staff-entered rate, from which day. */
export const rateUsedOut = z.object({
  id: z.number(),
  baseCurrency: z.string(),
  quoteCurrency: z.string(),
  rate: z.string(),
  effectiveOn: z.string(),
});
export type RateUsed = z.infer<typeof rateUsedOut>;

/**
 * GET /compliance/me: what applies to the caller now. Reg CF fields in USD minor units (null limit:
 * accredited, unlimited). ECSP (knowledgeTestPassed, lossCapacity, reflectionEndsAt) and FCA
 * (category, coolingOffEndsAt) names are reserved for the rules still to come.
 */
export const complianceMeOut = z.object({
  jurisdiction: z.enum(JURISDICTION_VALUES),
  accredited: z.boolean().optional(),
  currency: z.string().optional(),
  limit12Months: z.number().nullable().optional(),
  remaining12Months: z.number().nullable().optional(),
  invested12Months: z.number().optional(),
  ratesUsed: z.array(rateUsedOut).optional(),
  /** ECSP (EUR minor units): sophisticated investors (approved accreditation) skip the tests. */
  sophisticated: z.boolean().optional(),
  knowledgeTestPassed: z.boolean().nullable().optional(),
  netWorth: z.number().nullable().optional(),
  lossCapacity: z.number().nullable().optional(),
  lossSimulatedAt: z.string().nullable().optional(),
  /** ECSP: one investment above this asks for the warning's acknowledgement. */
  warningThreshold: z.number().nullable().optional(),
  reflectionEndsAt: z.array(z.object({ investmentId: z.string(), endsAt: z.string() })).optional(),
  /** FCA (GBP minor units). */
  category: z.enum(FCA_CATEGORY_VALUES).nullable().optional(),
  riskWarningAcknowledged: z.boolean().optional(),
  coolingOffEndsAt: z.string().nullable().optional(),
  appropriatenessPassed: z.boolean().optional(),
  /** What the investor may still invest now: all prerequisites met, and (FCA restricted) the limit left. */
  canInvest: z.boolean().optional(),
  missing: z.array(z.enum(PREREQUISITES)).optional(),
});
export type ComplianceMe = z.infer<typeof complianceMeOut>;

const answers = z.record(z.string().max(40), z.string().max(40));

/** POST /compliance/knowledge-test and /compliance/appropriateness: the chosen option per question. */
export const quizInput = z.object({ answers });
export const quizOut = z.object({ passed: z.boolean(), wrong: z.array(z.string()) });
export const quizQuestionsOut = z.array(z.object({ id: z.string(), options: z.array(z.string()) }));

const wholeMinor = z.coerce.number('validation.required').int('validation.invalidFormat').min(0, 'validation.invalidFormat').max(1e15);

/** POST /compliance/loss-simulation (ECSP Art. 21(4)(b)): yearly figures in EUR minor units. */
export const lossSimulationInput = z.object({ yearlyIncome: wholeMinor, liquidAssets: wholeMinor, yearlyCommitments: wholeMinor });
export type LossSimulationInput = z.infer<typeof lossSimulationInput>;
export const lossSimulationOut = z.object({
  netWorth: z.number(),
  lossCapacity: z.number(),
  currency: z.string(),
  simulatedAt: z.string(),
});

/** POST /compliance/fca-category: the investor's self-certified category; net assets (GBP minor) for a restricted investor. */
export const fcaCategoryInput = z
  .object({ category: z.enum(FCA_CATEGORY_VALUES), netAssets: wholeMinor.optional() })
  .refine((v) => v.category !== 'restricted' || v.netAssets !== undefined, { message: 'validation.required', path: ['netAssets'] });
export type FcaCategoryInput = z.infer<typeof fcaCategoryInput>;

const kiisText = z.string().trim().max(5000, 'validation.tooLong');
/** PUT /campaign/{id}/kiis/{lang}: the owner's Key Investment Information Sheet in one language. */
export const kiisInput = z.object({
  projectOwner: kiisText.min(1, 'validation.required'),
  mainFeatures: kiisText.min(1, 'validation.required'),
  riskFactors: kiisText.min(1, 'validation.required'),
  offerTerms: kiisText.min(1, 'validation.required'),
  fees: kiisText.min(1, 'validation.required'),
  investorRights: kiisText.min(1, 'validation.required'),
});
export type KiisInput = z.infer<typeof kiisInput>;
export const KIIS_SECTIONS = ['projectOwner', 'mainFeatures', 'riskFactors', 'offerTerms', 'fees', 'investorRights'] as const;
export const kiisOut = kiisInput.extend({
  campaignId: z.number(),
  lang: z.string(),
  checkedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Kiis = z.infer<typeof kiisOut>;
