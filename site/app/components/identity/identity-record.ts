import { investorCurrencyCode } from '@cf/domain/schemas/identity';
import type { SiteCurrency } from '~/lib/account/money';

/**
 * Issue 14 §11: the investment account and the KYC party share one identity record. The API keeps
 * both in step once saved; these map one to the other so a page whose own record does not exist
 * yet starts from what the investor gave on the other page.
 */
type Row = Record<string, unknown>;

/** Profile field ↔ party field, the same data on both pages. */
const SAME = [
  ['dateOfBirth', 'dateOfBirth'],
  ['address', 'primaryAddress'],
  ['city', 'city'],
  ['state', 'state'],
  ['postalCode', 'postalCode'],
  ['country', 'country'],
  ['yearlyIncome', 'currentAnnualIncome'],
  ['netWorth', 'householdNetWorth'],
  ['jobTitle', 'occupation'],
] as const;

export function partyFromProfile(profile: Row | null): Row | null {
  if (!profile) return null;
  const party: Row = Object.fromEntries(SAME.map(([p, k]) => [k, profile[p] ?? null]));
  const names = typeof profile.legalName === 'string' ? profile.legalName.trim().split(/\s+/) : [];
  if (names.length >= 2) {
    const middle = names.length === 3 && /^\p{L}\.?$/u.test(names[1]!) ? names[1] : null;
    party.firstName = names[0];
    party.middleInitial = middle;
    party.lastName = middle ? names[2] : names.slice(1).join(' ');
  }
  return party;
}

export function profileFromParty(party: Row | null): Row | null {
  if (!party) return null;
  const profile: Row = Object.fromEntries(SAME.map(([p, k]) => [p, party[k] ?? null]));
  profile.legalName = [party.firstName, party.middleInitial, party.lastName].filter(Boolean).join(' ') || null;
  return profile;
}

/** The investor's currency (by country, else the site's); amounts keep the site's decimals. */
export function investorCurrency(country: string | null | undefined, site: SiteCurrency): SiteCurrency {
  const code = investorCurrencyCode(country, site);
  if (code === site.code) return site;
  let symbol = code;
  try {
    symbol =
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? code;
  } catch {
    // An unknown code keeps the code as its symbol.
  }
  return { code, symbol, decimals: site.decimals };
}
