/**
 * One identity record: the investor profile (investment account) and the KYC party ask for the
 * same person. This is the one map between their fields; the API writes both rows from it and the
 * site prefills a page whose own record does not exist yet.
 */
type Row = Record<string, unknown>;

/** Profile field ↔ party field, the same data on both. */
export const SHARED_IDENTITY_FIELDS = [
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

/** The party's shared values under the profile's names; the legal name from first, middle initial and last. */
export function profileValuesFromParty(party: Row): Row {
  const values: Row = Object.fromEntries(SHARED_IDENTITY_FIELDS.map(([p, k]) => [p, party[k] ?? null]));
  if (party.firstName && party.lastName)
    values.legalName = [party.firstName, party.middleInitial, party.lastName].filter(Boolean).join(' ');
  return values;
}

/** The profile's shared values under the party's names; "Ann B. Smith" gives first, middle initial and last. */
export function partyValuesFromProfile(profile: Row): Row {
  const values: Row = Object.fromEntries(SHARED_IDENTITY_FIELDS.map(([p, k]) => [k, profile[p] ?? null]));
  const names = typeof profile.legalName === 'string' ? profile.legalName.trim().split(/\s+/) : [];
  if (names.length >= 2) {
    const middle = names.length === 3 && /^\p{L}\.?$/u.test(names[1]!) ? names[1] : null;
    values.firstName = names[0];
    values.middleInitial = middle;
    values.lastName = middle ? names[2] : names.slice(1).join(' ');
  }
  return values;
}
