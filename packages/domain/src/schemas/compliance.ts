import { z } from '../zod-setup';
import { rateUnits } from '../compliance/reg-cf';

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
  knowledgeTestPassed: z.boolean().nullable().optional(),
  lossCapacity: z.number().nullable().optional(),
  reflectionEndsAt: z.array(z.object({ investmentId: z.string(), endsAt: z.string() })).optional(),
  category: z.string().nullable().optional(),
  coolingOffEndsAt: z.string().nullable().optional(),
});
export type ComplianceMe = z.infer<typeof complianceMeOut>;
