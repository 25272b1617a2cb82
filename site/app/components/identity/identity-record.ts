import { numberFormat } from '@cf/domain/number-format';
import { partyValuesFromProfile, profileValuesFromParty } from '@cf/domain/identity-record';
import { investorCurrencyCode } from '@cf/domain/schemas/identity';
import type { SiteCurrency } from '~/lib/account/money';

/**
 * Issue 14 §11: the investment account and the KYC party share one identity record. The API keeps
 * both in step once saved; the map between them is the domain's (@cf/domain/identity-record).
 */
type Row = Record<string, unknown>;

/** A page whose own record does not exist yet starts from the other page's. */
export const partyFromProfile = (profile: Row | null): Row | null => (profile ? partyValuesFromProfile(profile) : null);
export const profileFromParty = (party: Row | null): Row | null => (party ? profileValuesFromParty(party) : null);

/** The investor's currency (by country, else the site's); amounts keep the site's decimals and display format. */
export function investorCurrency(country: string | null | undefined, site: SiteCurrency): SiteCurrency {
  const code = investorCurrencyCode(country, site);
  if (code === site.code) return site;
  let symbol = code;
  try {
    symbol =
      numberFormat('en', { style: 'currency', currency: code })
        .formatToParts(0)
        .find((p) => p.type === 'currency')?.value ?? code;
  } catch {
    // An unknown code keeps the code as its symbol.
  }
  return { ...site, code, symbol };
}
