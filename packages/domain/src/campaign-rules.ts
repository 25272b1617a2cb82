import type { FieldError } from './errors';
import type { InvestingType } from './schemas/campaign-fields';

/** The campaign settings' bounds (amounts in minor units, percents as decimals, days). */
export type CampaignBounds = {
  minGoal: number;
  maxGoal: number;
  minInvestment: number;
  minEquityPercent: number;
  maxEquityPercent: number;
  minValuation: number;
  maxValuation: number;
  /** Yearly interest, percent. */
  minInterestRate: number;
  maxInterestRate: number;
  minTermMonths: number;
  maxTermMonths: number;
  /** Spec §9: 365. */
  maxCampaignDays: number;
};

/** The fields the rules look at, as stored (null while the draft has none). */
export type CampaignRuleValues = {
  investingType: InvestingType;
  goal: number | null;
  minimumRaise: number | null;
  maximumRaise: number | null;
  minimumInvestment: number | null;
  maximumInvestment: number | null;
  openDate: string | null;
  closingDate: string | null;
  equityAvailable: number | null;
  preMoneyValuation: number | null;
  pricePerShare: number | null;
  interestRateBps: number | null;
  termLengthMonths: number | null;
};
type Field = keyof CampaignRuleValues;

export type CampaignRuleContext = {
  bounds: CampaignBounds;
  /** Today in the site's time zone, YYYY-MM-DD. */
  today: string;
  /** Formats an amount in minor units for a message ("$1,000.00"); plain digits without it. */
  money?: (minor: number) => string;
};

type Broken = { message: string; params?: Record<string, string | number> } | null;
type Rule = {
  /** The fields the rule reads; the first is where it is reported when nothing narrower applies. */
  fields: readonly Field[];
  check: (v: CampaignRuleValues, ctx: CampaignRuleContext) => Broken;
};

/** A day plus n days, both YYYY-MM-DD (calendar arithmetic in UTC: no daylight-saving surprises). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const money = (ctx: CampaignRuleContext, minor: number) => (ctx.money ? ctx.money(minor) : String(minor));
const percent = (value: number) => `${Number(value.toFixed(3))}%`;
const outside = (value: number, min: number, max: number) => value < min || value > max;

/**
 * Spec §5 rules between fields and against the campaign settings. Read as:
 * - goal within [minGoal, maxGoal]; minimum raise below the goal and at least minGoal ("above a
 *   minimum"); maximum raise not above the goal and above the minimum raise;
 * - minimum investment at least the settings' minInvestment and not above the maximum raise;
 *   maximum investment not below the minimum investment;
 * - closing date after today and at most maxCampaignDays after the open date (or today); the open
 *   date before the closing date;
 * - equity percent, pre-money valuation, interest rate and term length within their bounds;
 * - "Price per share positive and a multiple of the minimum investment amount" is read the way an
 *   investor buys: whole shares, so the minimum investment must be a whole multiple of the price
 *   per share (a price of $25 allows a minimum of $100, not $110).
 */
const RULES: readonly Rule[] = [
  {
    fields: ['goal'],
    check: ({ goal }, ctx) =>
      goal !== null && outside(goal, ctx.bounds.minGoal, ctx.bounds.maxGoal)
        ? {
            message: 'campaigns.validation.goalRange',
            params: { min: money(ctx, ctx.bounds.minGoal), max: money(ctx, ctx.bounds.maxGoal) },
          }
        : null,
  },
  {
    fields: ['minimumRaise', 'goal'],
    check: ({ minimumRaise, goal }) =>
      minimumRaise !== null && goal !== null && minimumRaise >= goal ? { message: 'campaigns.validation.minRaiseBelowGoal' } : null,
  },
  {
    fields: ['minimumRaise'],
    check: ({ minimumRaise }, ctx) =>
      minimumRaise !== null && minimumRaise < ctx.bounds.minGoal
        ? { message: 'campaigns.validation.minRaiseTooSmall', params: { min: money(ctx, ctx.bounds.minGoal) } }
        : null,
  },
  {
    fields: ['maximumRaise', 'goal'],
    check: ({ maximumRaise, goal }) =>
      maximumRaise !== null && goal !== null && maximumRaise > goal ? { message: 'campaigns.validation.maxRaiseAboveGoal' } : null,
  },
  {
    fields: ['maximumRaise', 'minimumRaise'],
    check: ({ maximumRaise, minimumRaise }) =>
      maximumRaise !== null && minimumRaise !== null && maximumRaise <= minimumRaise
        ? { message: 'campaigns.validation.maxRaiseNotAboveMin' }
        : null,
  },
  {
    fields: ['minimumInvestment'],
    check: ({ minimumInvestment }, ctx) =>
      minimumInvestment !== null && minimumInvestment < ctx.bounds.minInvestment
        ? { message: 'campaigns.validation.minInvestmentTooSmall', params: { min: money(ctx, ctx.bounds.minInvestment) } }
        : null,
  },
  {
    fields: ['minimumInvestment', 'maximumRaise'],
    check: ({ minimumInvestment, maximumRaise }) =>
      minimumInvestment !== null && maximumRaise !== null && minimumInvestment > maximumRaise
        ? { message: 'campaigns.validation.minInvestmentAboveRaise' }
        : null,
  },
  {
    fields: ['maximumInvestment', 'minimumInvestment'],
    check: ({ maximumInvestment, minimumInvestment }) =>
      maximumInvestment !== null && minimumInvestment !== null && maximumInvestment < minimumInvestment
        ? { message: 'campaigns.validation.maxInvestmentBelowMin' }
        : null,
  },
  {
    fields: ['closingDate'],
    check: ({ closingDate }, ctx) =>
      closingDate !== null && closingDate <= ctx.today ? { message: 'campaigns.validation.closingDatePast' } : null,
  },
  {
    fields: ['closingDate', 'openDate'],
    check: ({ closingDate, openDate }, ctx) => {
      if (closingDate === null) return null;
      return closingDate > addDays(openDate ?? ctx.today, ctx.bounds.maxCampaignDays)
        ? { message: 'campaigns.validation.closingDateTooFar', params: { days: ctx.bounds.maxCampaignDays } }
        : null;
    },
  },
  {
    fields: ['openDate', 'closingDate'],
    check: ({ openDate, closingDate }) =>
      openDate !== null && closingDate !== null && openDate >= closingDate ? { message: 'campaigns.validation.openAfterClosing' } : null,
  },
  {
    fields: ['equityAvailable'],
    check: ({ equityAvailable: v }, { bounds: b }) =>
      v !== null && outside(v, b.minEquityPercent, b.maxEquityPercent)
        ? { message: 'campaigns.validation.equityRange', params: { min: percent(b.minEquityPercent), max: percent(b.maxEquityPercent) } }
        : null,
  },
  {
    fields: ['preMoneyValuation'],
    check: ({ preMoneyValuation: v }, ctx) =>
      v !== null && outside(v, ctx.bounds.minValuation, ctx.bounds.maxValuation)
        ? {
            message: 'campaigns.validation.valuationRange',
            params: { min: money(ctx, ctx.bounds.minValuation), max: money(ctx, ctx.bounds.maxValuation) },
          }
        : null,
  },
  {
    fields: ['interestRateBps'],
    check: ({ interestRateBps: v }, { bounds: b }) =>
      v !== null && outside(v, Math.round(b.minInterestRate * 100), Math.round(b.maxInterestRate * 100))
        ? { message: 'campaigns.validation.interestRange', params: { min: percent(b.minInterestRate), max: percent(b.maxInterestRate) } }
        : null,
  },
  {
    fields: ['termLengthMonths'],
    check: ({ termLengthMonths: v }, { bounds: b }) =>
      v !== null && outside(v, b.minTermMonths, b.maxTermMonths)
        ? { message: 'campaigns.validation.termRange', params: { min: b.minTermMonths, max: b.maxTermMonths } }
        : null,
  },
  {
    fields: ['pricePerShare', 'minimumInvestment'],
    check: ({ investingType, pricePerShare, minimumInvestment }, ctx) =>
      investingType === 'equity' && pricePerShare !== null && minimumInvestment !== null && minimumInvestment % pricePerShare !== 0
        ? { message: 'campaigns.validation.minInvestmentMultiple', params: { price: money(ctx, pricePerShare) } }
        : null,
  },
];

/**
 * The broken rules of a campaign. With `touched` (the fields a step sends), only rules reading one
 * of them are reported, at that field: a step is not blamed for another step's values, and
 * changing the goal reports "maximum raise above the goal" on the goal. Without it (submission),
 * every rule is checked and reported at its main field.
 */
export function campaignRuleIssues(values: CampaignRuleValues, ctx: CampaignRuleContext, touched?: ReadonlySet<string>): FieldError[] {
  const issues: FieldError[] = [];
  for (const rule of RULES) {
    const field = touched ? rule.fields.find((f) => touched.has(f)) : rule.fields[0];
    if (!field) continue;
    const broken = rule.check(values, ctx);
    if (!broken) continue;
    if (issues.some((i) => i.field === field && i.message === broken.message)) continue;
    issues.push({ field, message: broken.message, ...(broken.params ? { params: broken.params } : {}) });
  }
  return issues;
}
