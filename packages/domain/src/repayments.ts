import { allocateMinor, BPS_SCALE, divide } from './money';

/**
 * Repayments of debt campaigns and distributions of any campaign (spec §3 Repayment, §9 interest,
 * docs/decisions/012-repayments.md). Pure: the schedule from the terms, each investor's share, the
 * calculator. Every amount is an integer in minor units; the spec's decimal weights are exact
 * fractions and each investor's interest is rounded once, half up.
 */

/** Spec §3 term frequencies: campaigns pay yearly, quarterly or monthly; the calculator also by day. */
export const REPAYMENT_FREQUENCIES = ['yearly', 'quarterly', 'monthly', 'days'] as const;
export type RepaymentFrequency = (typeof REPAYMENT_FREQUENCIES)[number];
export type ScheduleFrequency = Exclude<RepaymentFrequency, 'days'>;

/**
 * Spec §3 interest weights (Yearly 4, Quarterly 1, Monthly 0.3335, Days 0.01095) as exact fractions:
 * interest per period = principal × yearly rate ÷ 4 × weight (design.md, Money).
 */
export const INTEREST_WEIGHTS: Record<RepaymentFrequency, { num: bigint; den: bigint }> = {
  yearly: { num: 4n, den: 1n },
  quarterly: { num: 1n, den: 1n },
  monthly: { num: 3335n, den: 10_000n },
  days: { num: 1095n, den: 100_000n },
};

/** Months one period of a campaign's schedule covers. */
export const MONTHS_PER_PERIOD: Record<ScheduleFrequency, number> = { yearly: 12, quarterly: 3, monthly: 1 };

/** What a repayment pays (spec §3 type): interest and dividends are income, return of investment is principal. */
export const REPAYMENT_KINDS = ['interest', 'dividend', 'return_of_investment'] as const;
export type RepaymentKind = (typeof REPAYMENT_KINDS)[number];

/**
 * scheduled: owed; processing: a card checkout is open or an offline payment awaits staff; paid;
 * failed: a debit or payment failed (the owner may pay again); declined: staff cancelled it.
 */
export const REPAYMENT_STATUSES = ['scheduled', 'processing', 'paid', 'failed', 'declined'] as const;
export type RepaymentStatus = (typeof REPAYMENT_STATUSES)[number];

/** How an owner pays: from the platform wallet, by card checkout (sandbox or Stripe), or offline for staff to confirm. */
export const REPAYMENT_PAY_ROUTES = ['wallet', 'sandbox', 'stripe', 'offline'] as const;
export type RepaymentPayRoute = (typeof REPAYMENT_PAY_ROUTES)[number];
/** Where automatic instalments are debited from: the owner's wallet, the sandbox bank route, or their linked bank account (ACH). */
export const AUTO_REPAYMENT_ROUTES = ['wallet', 'sandbox', 'ach'] as const;
export type AutoRepaymentRoute = (typeof AUTO_REPAYMENT_ROUTES)[number];

/** Spec §4: after a repayment action the page waits, then reads the record again (5 s at most). */
export const REPAYMENT_REFRESH_MS = 5_000;

/** May the owner pay it now? A processing card checkout may be replaced by another route. */
export function isPayable(status: RepaymentStatus, paymentType: string | null): boolean {
  if (status === 'scheduled' || status === 'failed') return true;
  return status === 'processing' && paymentType !== 'offline';
}

/** Staff approve only an offline payment the owner says was sent. */
export const isApprovable = (status: RepaymentStatus, paymentType: string | null) => status === 'processing' && paymentType === 'offline';

/** Staff decline anything not yet paid or declined. */
export const isDeclinable = (status: RepaymentStatus) => status === 'scheduled' || status === 'failed' || status === 'processing';

/** Late: the due date (YYYY-MM-DD in the site's time zone) has passed and it is still owed. */
export function isLate(r: { status: RepaymentStatus; dueDate: string }, today: string): boolean {
  return r.dueDate < today && r.status !== 'paid' && r.status !== 'declined';
}

/** A calendar date `months` later, the day kept or clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * Interest on `principal` for `periods` periods (a fraction: a short last period is part of one),
 * rounded half up once: principal × bps ÷ 10 000 ÷ 4 × weight × periods.
 */
export function interestFor(
  principal: number,
  rateBps: number,
  frequency: RepaymentFrequency,
  periods: { num: number; den: number } = { num: 1, den: 1 },
): number {
  const w = INTEREST_WEIGHTS[frequency];
  const numerator = BigInt(principal) * BigInt(rateBps) * w.num * BigInt(periods.num);
  const denominator = BigInt(BPS_SCALE) * 4n * w.den * BigInt(periods.den);
  return Number(divide(numerator, denominator, 'halfUp'));
}

export type DebtTerms = {
  /** Yearly rate in basis points. */
  rateBps: number;
  frequency: ScheduleFrequency;
  termMonths: number;
  /** Due date of the first instalment (the campaign's payback start date). */
  firstDueDate: string;
};

export type Share = { principal: number; interest: number; amount: number };
export type Instalment = Share & {
  number: number;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  /** One per holding, in the holdings' order. */
  shares: Share[];
};

/**
 * The schedule of a debt campaign: one instalment per period of the term, each due at its period's
 * end. Interest every period on each investor's whole principal, rounded once per investor; the
 * principal comes back whole with the last instalment (a bullet loan). A term that is not a whole
 * number of periods ends with a short period whose interest is that part of a period's.
 * `holdings` are the investors' confirmed investments; the instalment's totals are their sums.
 */
export function repaymentSchedule(terms: DebtTerms, holdings: readonly number[]): Instalment[] {
  const months = MONTHS_PER_PERIOD[terms.frequency];
  if (!Number.isInteger(terms.termMonths) || terms.termMonths < 1) throw new RangeError('the term is at least one month');
  if (!Number.isInteger(terms.rateBps) || terms.rateBps < 0) throw new RangeError('the rate is a non-negative integer of basis points');
  const count = Math.ceil(terms.termMonths / months);
  const anchor = addMonths(terms.firstDueDate, -months);
  return Array.from({ length: count }, (_, i) => {
    const covered = Math.min(months, terms.termMonths - i * months);
    const last = i === count - 1;
    const shares = holdings.map((invested) => {
      const interest = interestFor(invested, terms.rateBps, terms.frequency, { num: covered, den: months });
      const principal = last ? invested : 0;
      return { principal, interest, amount: principal + interest };
    });
    const periodEnd = addMonths(anchor, i * months + covered);
    return {
      number: i + 1,
      periodStart: addMonths(anchor, i * months),
      periodEnd,
      dueDate: periodEnd,
      ...totalOf(shares),
      shares,
    };
  });
}

export function totalOf(shares: readonly Share[]): Share {
  return shares.reduce(
    (t, s) => ({ principal: t.principal + s.principal, interest: t.interest + s.interest, amount: t.amount + s.amount }),
    {
      principal: 0,
      interest: 0,
      amount: 0,
    },
  );
}

/** The holding that takes a split's rounding remainder: the largest, the first of equals (callers order holdings stably). */
export function remainderHolder(holdings: readonly number[]): number {
  return holdings.reduce((best, h, i) => (h > holdings[best]! ? i : best), 0);
}

/**
 * Each investor's share of a repayment. An instalment whose planned shares (from the schedule,
 * for these same holdings) still add up to its principal and interest is paid as planned;
 * anything else — an ad hoc distribution, or a schedule whose investors changed since — is split
 * pro rata by the holdings, principal and income apart, each part's remainder to remainderHolder.
 * The shares always add up to the repayment exactly.
 */
export function shareRepayment(
  parts: { principal: number; interest: number },
  holdings: readonly number[],
  planned?: readonly Share[],
): Share[] {
  if (planned && planned.length === holdings.length) {
    const total = totalOf(planned);
    if (total.principal === parts.principal && total.interest === parts.interest) return planned.map((s) => ({ ...s }));
  }
  const to = remainderHolder(holdings);
  const split = (amount: number) => (amount === 0 ? holdings.map(() => 0) : allocateMinor(amount, holdings, to));
  const principal = split(parts.principal);
  const interest = split(parts.interest);
  return holdings.map((_, i) => ({ principal: principal[i]!, interest: interest[i]!, amount: principal[i]! + interest[i]! }));
}

/** An ad hoc repayment's parts: a return of investment is principal, interest and dividends are income. */
export const partsOf = (kind: RepaymentKind, amount: number) =>
  kind === 'return_of_investment' ? { principal: amount, interest: 0 } : { principal: 0, interest: amount };

export type CalculatorInput = { principal: number; rateBps: number; frequency: RepaymentFrequency; periods: number };
export type CalculatorResult = { perPeriod: number; totalInterest: number; total: number };

/**
 * The campaign page's repayment calculator (spec §5: principal at least 1): the interest of one
 * period, of `periods` periods (each rounded as a payment would be), and principal plus interest.
 */
export function calculateRepayment(input: CalculatorInput): CalculatorResult {
  const perPeriod = interestFor(input.principal, input.rateBps, input.frequency);
  const totalInterest = perPeriod * input.periods;
  return { perPeriod, totalInterest, total: input.principal + totalInterest };
}

/** Spec §5 calculator bounds. */
export const CALCULATOR_LIMITS = { principalMinMajor: 1, periodsMax: 3650 } as const;
