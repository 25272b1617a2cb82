import type { FieldError } from './errors';

/**
 * What a campaign has on offer right now (minor units, whole shares). `sharesLeft` and `capLeft`
 * already subtract what is sold and what started payments hold.
 */
export type Offer = {
  investingType: 'equity' | 'debt';
  /** Equity: the price of one share. */
  pricePerShare: number | null;
  /** Equity: shares not yet sold or held; null when the campaign sets no share count. */
  sharesLeft: number | null;
  minimumInvestment: number | null;
  maximumInvestment: number | null;
  /** The maximum raise less what is raised and held: a hard cap like the shares. */
  capLeft: number | null;
};

/** The investor asks for an amount (minor units) or, in an equity campaign, a number of shares. */
export type InvestmentAsk = { amount: number; shares?: undefined } | { shares: number; amount?: undefined };

export type Quote = { ok: true; amount: number; shares: number | null } | { ok: false; errors: FieldError[] };

/** Formats minor units for a message ("$1,000.00"); digits without it. */
type Format = (minor: number) => string;

const fail = (field: string, message: string, params?: Record<string, unknown>): Quote => ({
  ok: false,
  errors: [{ field, message, ...(params ? { params } : {}) }],
});

/**
 * The spec's investing rules (§5) in one place, for the invest page and the API alike: an amount
 * between the campaign's minimum and maximum; shares at least 1 and at most those left ("Shares are
 * available only (N)."); in an equity campaign an amount buys whole shares only, and an amount in
 * between is refused with the two nearest valid amounts; nothing past the maximum raise.
 */
export function quoteInvestment(offer: Offer, ask: InvestmentAsk, format: Format = String): Quote {
  let amount: number;
  let shares: number | null = null;
  if (ask.shares !== undefined) {
    if (offer.investingType !== 'equity' || !offer.pricePerShare) return fail('shares', 'invest.errors.sharesNotOffered');
    if (!Number.isSafeInteger(ask.shares) || ask.shares < 1) return fail('shares', 'invest.errors.sharesAtLeastOne');
    shares = ask.shares;
    amount = shares * offer.pricePerShare;
  } else {
    if (!Number.isSafeInteger(ask.amount) || ask.amount < 1) return fail('amount', 'invest.errors.amountPositive');
    amount = ask.amount;
    if (offer.investingType === 'equity' && offer.pricePerShare) {
      const price = offer.pricePerShare;
      if (amount % price !== 0) {
        const lower = amount - (amount % price);
        return fail('amount', 'invest.errors.wholeShares', { lower: format(lower), upper: format(lower + price), price: format(price) });
      }
      shares = amount / price;
    }
  }
  const field = ask.shares !== undefined ? 'shares' : 'amount';
  if (shares !== null && offer.sharesLeft !== null && shares > offer.sharesLeft)
    return fail(field, 'invest.errors.sharesAvailableOnly', { count: offer.sharesLeft });
  if (offer.minimumInvestment !== null && amount < offer.minimumInvestment)
    return fail(field, 'invest.errors.minimumAmount', { min: format(offer.minimumInvestment) });
  if (offer.maximumInvestment !== null && amount > offer.maximumInvestment)
    return fail(field, 'invest.errors.maximumAmount', { max: format(offer.maximumInvestment) });
  if (offer.capLeft !== null && amount > offer.capLeft)
    return offer.capLeft <= 0
      ? fail(field, 'invest.errors.fullyFunded')
      : fail(field, 'invest.errors.aboveCap', { max: format(offer.capLeft) });
  return { ok: true, amount, shares };
}
