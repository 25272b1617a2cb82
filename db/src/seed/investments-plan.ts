import { DEMO_CAMPAIGNS, DEMO_INVESTORS, type DemoCampaign } from './campaigns-data';

const DAY = 86_400_000;
/** Smallest investment per currency, in major units; a multiple of the share price below. */
export const MIN_INVESTMENT: Record<DemoCampaign['currency'], number> = { USD: 250, EUR: 250, GBP: 200, AED: 1_000 };
/** Share price per currency, in minor units. */
export const SHARE_PRICE: Record<DemoCampaign['currency'], number> = { USD: 500, EUR: 500, GBP: 500, AED: 2_000 };
/** Debt investments are whole multiples of this many minor units (50.00). */
const DEBT_UNIT = 50_00;
/** Investors per campaign unless its story names their number: enough to look alive, quick to seed. */
const MAX_BACKERS = 24;

/** A stable small number from a text: varies the demo without randomness (the seed is repeatable). */
export const hashOf = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

const FIRST = ['Maya', 'Leo', 'Hana', 'Omar', 'Clara', 'Yusuf', 'Elena', 'Ravi', 'Sara', 'Tom', 'Lina', 'Jonas'];
const LAST = ['Fischer', 'Haddad', 'Dubois', 'Okafor', 'Larsen'];

/** Backers of the demo campaigns besides the named demo investors (sixty people, repeatable). */
export const DEMO_BACKERS = FIRST.flatMap((first) => LAST.map((last) => ({ first, last }))).map(({ first, last }) => ({
  email: `${first}.${last}@backers.demo.test`.toLowerCase(),
  firstName: first,
  lastName: last,
}));

/** Everyone who invests in the demo: the demo investor, the named investors, then the backers. */
const POOL = ['investor@demo.test', ...DEMO_INVESTORS.map((i) => i.email), ...DEMO_BACKERS.map((b) => b.email)];

export type DemoInvestment = {
  campaignSlug: string;
  investorEmail: string;
  /** Minor units of the campaign's currency. */
  amount: number;
  /** Equity: whole shares at the campaign's price; debt: null. */
  shares: number | null;
  paidAt: Date;
};

/** Splits `target` into `n` parts, each a multiple of `unit` between `min` and `max`, weighted repeatably. */
function split(target: number, n: number, min: number, max: number, unit: number, seed: string): number[] {
  const parts = Array.from({ length: n }, () => min);
  const spare = target - n * min;
  let left = spare;
  const weights = parts.map((_, i) => 1 + (hashOf(`${seed}:${i}`) % 7));
  const total = weights.reduce((a, b) => a + b, 0);
  for (const [i, w] of weights.entries()) {
    const add = Math.min(Math.floor((spare * w) / total / unit) * unit, max - parts[i]!);
    parts[i]! += add;
    left -= add;
  }
  for (let i = 0; left > 0; i = (i + 1) % n)
    if (parts[i]! + unit <= max) {
      parts[i]! += unit;
      left -= unit;
    }
  return parts;
}

/**
 * The demo's investments: every campaign that has raised money gets whole-share (or whole-unit)
 * investments from distinct investors, each within the campaign's minimum and maximum, paid between
 * its approval and its close. The API posts them through the ledger, so the campaigns' raised
 * amounts and investor counts are what the ledger says (never seeded as counters).
 */
export function demoInvestmentPlan(now: Date): DemoInvestment[] {
  return DEMO_CAMPAIGNS.filter((c) => c.raised > 0).flatMap((c, campaignIndex) => {
    const unit = c.investingType === 'equity' ? SHARE_PRICE[c.currency] : DEBT_UNIT;
    const min = MIN_INVESTMENT[c.currency] * 100;
    const max = Math.floor((c.goal * 10) / unit) * unit;
    const target = Math.floor((c.goal * c.raised * 100) / unit) * unit;
    const wanted = c.investors ?? Math.min(MAX_BACKERS, Math.round(target / (min * 6)));
    const n = Math.max(Math.ceil(target / max), Math.min(wanted, POOL.length, Math.floor(target / min)));
    const amounts = split(target, n, min, max, unit, c.slug);
    const approved = now.getTime() - (c.createdDaysAgo - 3) * DAY;
    const closed = c.closesInDays < 0;
    const end = closed ? now.getTime() + c.closesInDays * DAY - DAY / 3 : now.getTime() - 3_600_000;
    const offset = (campaignIndex * 7) % POOL.length;
    return amounts.map((amount, i) => ({
      campaignSlug: c.slug,
      investorEmail: POOL[(offset + i) % POOL.length]!,
      amount,
      shares: c.investingType === 'equity' ? amount / unit : null,
      paidAt: new Date(approved + ((end - approved) * (i + 1)) / (n + 1)),
    }));
  });
}
