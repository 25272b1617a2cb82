import { investorProfiles, kycParties } from '@cf/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, dataOf, useTestApp } from '../../../test/app';
import { validParty, validProfile } from '../../../test/identity';
import { decryptSecret } from '../../lib/crypto';

type Profile = { legalName: string; city: string; country: string; yearlyIncome: number; ssnLast4: string | null; currency: string };
type Party = { firstName: string; lastName: string; city: string; status: string; currentAnnualIncome: number };

const ukParty = {
  ...validParty,
  firstName: 'Jane',
  middleInitial: '',
  lastName: 'Smith',
  domicile: 'non-resident',
  primaryAddress: '1 High Street',
  city: 'London',
  state: '',
  postalCode: 'SW1A 1AA',
  country: 'GB',
  currentAnnualIncome: 6_000_000,
};

describe('one identity record for the investor profile and the KYC party (issue 14 §11)', () => {
  const ctx = useTestApp();
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('a party saved with a national ID fills the profile; the profile page reads the same data', async () => {
    const user = await createUser(ctx);
    const res = await call('POST', 'northKYC/createParty', user.token, { ...ukParty, ssn: 'QQ 12 34 56 C' });
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain('QQ');

    const profile = dataOf<Profile>(await call('GET', 'investor-profiles', user.token));
    expect(profile).toMatchObject({ legalName: 'Jane Smith', city: 'London', country: 'GB', yearlyIncome: 6_000_000, ssnLast4: '456C' });
    // Amounts are labelled in the investor's currency.
    expect(profile.currency).toBe('GBP');
    const [row] = await ctx.handle.db.select().from(investorProfiles).where(eq(investorProfiles.userId, user.id));
    expect(decryptSecret(row!.ssnEncrypted!, ctx.app.config.encryptionKey)).toBe('QQ123456C');

    // The profile page saves the same record: the party follows (and goes back under review).
    const [party] = await ctx.handle.db.select().from(kycParties).where(eq(kycParties.userId, user.id));
    await ctx.handle.db.update(kycParties).set({ status: 'approved' }).where(eq(kycParties.id, party!.id));
    const patched = await call('PATCH', `investor-profiles/${user.id}`, user.token, { city: 'Leeds', yearlyIncome: 7_000_000 });
    expect(patched.statusCode).toBe(200);
    const kyc = dataOf<{ party: Party }>(await call('GET', 'northKYC/get-user-kyc', user.token));
    expect(kyc.party).toMatchObject({ city: 'Leeds', currentAnnualIncome: 7_000_000, firstName: 'Jane', status: 'under-review' });
  });

  it('a profile saved first fills the party when it is updated, and the party update writes back', async () => {
    const user = await createUser(ctx);
    expect((await call('POST', 'investor-profiles', user.token, validProfile)).statusCode).toBe(201);
    expect((await call('POST', 'northKYC/createParty', user.token, validParty)).statusCode).toBe(201);
    const updated = await call('PATCH', 'northKYC/update-party', user.token, { city: 'Boston', lastName: 'Byron' });
    expect(updated.statusCode).toBe(200);
    const profile = dataOf<Profile>(await call('GET', 'investor-profiles', user.token));
    expect(profile).toMatchObject({ city: 'Boston', legalName: 'Ada B Byron', ssnLast4: '6789' });
  });

  it.each([
    [
      'a US party with a national ID',
      { ...validParty, ssn: 'QQ123456C' },
      'Please enter the social security number as 123-45-6789 (hyphens optional).',
    ],
    ['a UK party with a bad national ID', { ...ukParty, ssn: 'Q!' }, 'Please enter a valid national ID number (letters and digits).'],
  ])('refuses %s', async (_name, payload, message) => {
    const user = await createUser(ctx);
    const res = await call('POST', 'northKYC/createParty', user.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'ssn', message });
  });

  it('checks the profile tax id by country: SSN in the US, national ID elsewhere', async () => {
    const us = await createUser(ctx);
    const refused = await call('POST', 'investor-profiles', us.token, { ...validProfile, ssn: 'QQ123456C' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({
      field: 'ssn',
      message: 'Please enter the social security number as 123-45-6789 (hyphens optional).',
    });
    const uk = await createUser(ctx);
    const gb = { ...validProfile, ssn: 'QQ123456C', country: 'GB', city: 'London', state: '', postalCode: 'SW1A 1AA' };
    const ok = await call('POST', 'investor-profiles', uk.token, gb);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.data).toMatchObject({ ssnLast4: '456C', currency: 'GBP' });
  });
});
