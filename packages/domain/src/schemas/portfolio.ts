// The investor's portfolio (issue 10 §1, GET/PATCH my-investment/...). Amounts are integers in minor
// units of their currency; numbers are read from the ledger and the investments, never stored twice.
import { PAGE_SIZE } from '../constants';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '../wallet';
import { z } from '../zod-setup';
import { currencyCodeInput } from './wallet';
import { currencyOut } from './wire';

/** `currencyCode`, or `currencyId` as the spec names it (a currency's id or its code). */
export const portfolioCurrencyQuery = z.object({
  currencyCode: currencyCodeInput.optional(),
  currencyId: z.union([z.coerce.number().int().positive().max(2_147_483_647), currencyCodeInput]).optional(),
});

/** GET my-investment/: 10 a page unless `limit` says otherwise. */
export const myInvestmentsQuery = portfolioCurrencyQuery.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.investments),
  status: z.enum(PAYMENT_STATUSES).optional(),
});
export type MyInvestmentsQuery = z.infer<typeof myInvestmentsQuery>;

/** GET my-investment/get-graph-by-transactions: the last `months` months (the current one included). */
export const graphByTransactionsQuery = portfolioCurrencyQuery.extend({
  months: z.coerce.number().int().min(1).max(60).default(12),
});

export const myInvestmentIdParams = z.object({ id: z.uuid('validation.invalidFormat') });

/** PATCH my-investment/{id}: hide (or show) the investor's name on the campaign's public investors list. */
export const myInvestmentPatchInput = z.object({ anonymous: z.boolean('validation.required') });
export type MyInvestmentPatch = z.infer<typeof myInvestmentPatchInput>;

/** A currency the investor holds investments in (get-unique-currency). */
export const portfolioCurrencyOut = currencyOut.extend({ id: z.number(), name: z.string() });

const campaignRef = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  investingType: z.string(),
  status: z.number(),
});

/** The campaign's next repayment or distribution still owed (debt and dividends), if any. */
const nextRepaymentOut = z.object({ id: z.string(), dueDate: z.string(), kind: z.string(), number: z.number().nullable() }).nullable();

/** One investment as the dashboard's table shows it. */
export const myInvestmentOut = z.object({
  id: z.string(),
  reference: z.string(),
  campaign: campaignRef,
  currencyCode: z.string(),
  amount: z.number(),
  shares: z.number().nullable(),
  pricePerShare: z.number().nullable(),
  /** Percent of the company the shares stand for (equity), e.g. 1.25; null when not computable. */
  ownershipPercent: z.number().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  paymentType: z.enum(PAYMENT_PROVIDERS),
  anonymous: z.boolean(),
  createdAt: z.date(),
  paidAt: z.date().nullable(),
  nextRepayment: nextRepaymentOut,
  /** The investor's distributions from the campaign, split over their paid investments in it by amount. */
  distributionsReceived: z.number(),
});
export type MyInvestment = z.infer<typeof myInvestmentOut>;

/** The dashboard's totals in one currency. */
export const portfolioTotalsOut = z.object({
  currency: portfolioCurrencyOut,
  /** Money paid into campaigns' escrow (ledger: the investments' transfers). */
  paidIn: z.number(),
  /** Money given back (ledger: the investments' refund transfers). */
  refunded: z.number(),
  /** paidIn − refunded: what stays invested. */
  invested: z.number(),
  /** Paid investments still standing, and the campaigns they are in. */
  investmentCount: z.number(),
  campaignCount: z.number(),
  pendingCount: z.number(),
  /** Ledger: distribution credits to the investor's wallet. */
  distributionsReceived: z.number(),
  /** From the repayments' allocations: principal returned and interest or dividends. */
  principalReturned: z.number(),
  incomeReceived: z.number(),
  /** The soonest repayment owed over all the investor's campaigns in this currency. */
  nextRepayment: z
    .object({ id: z.string(), dueDate: z.string(), kind: z.string(), campaignId: z.number(), campaignName: z.string() })
    .nullable(),
});
export type PortfolioTotals = z.infer<typeof portfolioTotalsOut>;

/** GET my-investment/dashboard: the totals per currency (one, when a currency is asked) and the latest investments. */
export const portfolioDashboardOut = z.object({
  totals: z.array(portfolioTotalsOut),
  latest: z.array(myInvestmentOut),
});
export type PortfolioDashboard = z.infer<typeof portfolioDashboardOut>;

/** GET my-investment/get-graph-data: each campaign's share of what stays invested, per currency. */
export const portfolioSliceOut = z.object({
  currencyCode: z.string(),
  campaignId: z.number(),
  campaignName: z.string(),
  amount: z.number(),
  /** Share of the currency's total in basis points; a currency's shares sum to 10000. */
  shareBps: z.number(),
});
export type PortfolioSlice = z.infer<typeof portfolioSliceOut>;

/** GET my-investment/get-graph-by-transactions: money moved per month (site time zone), from the ledger. */
export const portfolioMonthOut = z.object({
  currencyCode: z.string(),
  /** YYYY-MM. */
  month: z.string(),
  invested: z.number(),
  refunded: z.number(),
  distributions: z.number(),
});
export type PortfolioMonth = z.infer<typeof portfolioMonthOut>;

/** One ledger transfer that moved this investment's money (or credited a distribution from its campaign). */
export const portfolioHistoryOut = z.object({
  transferId: z.number(),
  kind: z.string(),
  memo: z.string().nullable(),
  /** Positive: toward the campaign; negative: back to, or paid out to, the investor. */
  amount: z.number(),
  createdAt: z.date(),
});

/** GET my-investment/{id}: the investment with its documents, distributions and ledger history. */
export const myInvestmentDetailOut = myInvestmentOut.extend({
  currency: portfolioCurrencyOut,
  siteFee: z.number(),
  gatewayFee: z.number(),
  actualTakeaway: z.number(),
  signedAt: z.date(),
  /** The signed contract can be downloaded (/investment-contract/{id}): stored, or rendered at first download. */
  contractAvailable: z.boolean(),
  /** A payment receipt exists (/payment-receipt/{id}): the investment was paid. */
  receiptAvailable: z.boolean(),
  certificate: z.object({ id: z.string(), number: z.number(), shareClass: z.string(), shares: z.number(), issuedAt: z.date() }).nullable(),
  distributions: z.array(
    z.object({
      repaymentId: z.string(),
      kind: z.string(),
      number: z.number().nullable(),
      paidAt: z.date().nullable(),
      /** The investor's share of the whole holding in the campaign. */
      amount: z.number(),
    }),
  ),
  history: z.array(portfolioHistoryOut),
  /** The investor may withdraw it (POST my-investment/{id}/withdraw) until then; null when they cannot now. */
  withdrawableUntil: z.date().nullable(),
  /** EU ECSP: the investor may revoke without reason until then (null outside ECSP). */
  reflectionEndsAt: z.date().nullable(),
});
export type MyInvestmentDetail = z.infer<typeof myInvestmentDetailOut>;

/** GET my-investment/overview: the /investments page in one call (a currency, else the first held; a page of investments). */
export const portfolioOverviewQuery = z.object({
  currencyCode: currencyCodeInput.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const portfolioOverviewOut = z.object({
  currencies: z.array(portfolioCurrencyOut),
  /** The currency shown: the one asked when held, else the first; null without investments. */
  current: portfolioCurrencyOut.nullable(),
  dashboard: portfolioDashboardOut.nullable(),
  slices: z.array(portfolioSliceOut),
  months: z.array(portfolioMonthOut),
  investments: z.object({ data: z.array(myInvestmentOut), total: z.number(), page: z.number(), limit: z.number() }).nullable(),
});
export type PortfolioOverview = z.infer<typeof portfolioOverviewOut>;
