import { campaigns, currencies, users } from '@cf/db';
import type { CurrencyFormat } from '@cf/domain';
import { sql } from 'drizzle-orm';
import { campaignTitle } from '../campaigns/index';

/** The name shown for an anonymous investor (in the reader's language). */
export const MASKED_NAME_KEY = 'browse.campaignInvestors.anonymous';

/** The columns naming an investor, a campaign and a currency in the lists' one query each. */
export const personColumns = {
  personId: users.id,
  slug: users.slug,
  firstName: users.firstName,
  lastName: users.lastName,
  photo: users.photo,
  personActive: sql<boolean>`${users.status} = 'active'`,
};
export const campaignColumns = {
  campaignId: campaigns.id,
  campaignSlug: campaigns.slug,
  campaignName: campaigns.campaignName,
  companyName: campaigns.companyName,
  companyLogo: campaigns.companyLogo,
};
export const currencyColumns = {
  currencyCode: currencies.code,
  currencySymbol: currencies.symbol,
  currencyFormat: currencies.displayFormat,
  currencyDecimals: currencies.decimals,
};

type PersonRow = { personId: string; slug: string; firstName: string; lastName: string; photo: string | null; personActive: boolean };
type CampaignRow = {
  campaignId: number;
  campaignSlug: string;
  campaignName: string | null;
  companyName: string | null;
  companyLogo: string | null;
};
type CurrencyRow = {
  currencyCode: string | null;
  currencySymbol: string | null;
  currencyFormat: CurrencyFormat | null;
  currencyDecimals: number | null;
};

export const personOf = (row: PersonRow) => ({
  id: row.personId,
  slug: row.slug,
  firstName: row.firstName,
  lastName: row.lastName,
  photo: row.photo,
});

/**
 * What the public sees of an investor: their name and profile, or the masked name when they asked
 * to be anonymous (or their account is closed or suspended: no profile to link to).
 */
export function shownInvestor(row: PersonRow & { anonymous: boolean }, maskedName: string) {
  const masked = row.anonymous || !row.personActive;
  return masked
    ? { name: maskedName, anonymous: true, person: null }
    : { name: `${row.firstName} ${row.lastName}`.trim(), anonymous: false, person: personOf(row) };
}

export const campaignOf = (row: CampaignRow) => ({
  id: row.campaignId,
  slug: row.campaignSlug,
  title: campaignTitle({ campaignName: row.campaignName, companyName: row.companyName, slug: row.campaignSlug }),
  logo: row.companyLogo,
});

/** The investment's currency as the site formats it (an unknown code: its code, two decimals). */
export const currencyOf = (row: CurrencyRow, code: string) => ({
  code: row.currencyCode ?? code,
  symbol: row.currencySymbol ?? code,
  displayFormat: row.currencyFormat ?? ('leftCode' as const),
  decimals: row.currencyDecimals ?? 2,
});
