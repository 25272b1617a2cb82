import { activityLog, investorProfiles } from '@cf/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, dataOf, useTestApp } from '../../../test/app';
import { validProfile } from '../../../test/identity';
import { decryptSecret } from '../../lib/crypto';

const url = '/api/v1/investor-profiles';

describe('investor profile (spec §3 "Investor profile", §5)', () => {
  const ctx = useTestApp();
  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method, url: path, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });

  it('needs a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('is null until created, then shows the SSN only as its last four digits (encrypted at rest)', async () => {
    const user = await createUser(ctx);
    expect(dataOf(await call('GET', url, user.token))).toBeNull();

    const created = await call('POST', url, user.token, validProfile);
    expect(created.statusCode).toBe(201);
    const profile = created.json().data.data;
    expect(profile).toMatchObject({ id: user.id, ssnLast4: '6789', netWorth: 150_000_000, country: 'US', currency: 'USD' });
    expect(profile.selfCheck).toEqual({ accredited: true, basis: 'net-worth' });
    expect(created.body).not.toContain('123-45-6789');
    expect(created.body).not.toContain('123456789');
    expect(created.body).not.toMatch(/ssnEncrypted|v1\./);

    const read = await call('GET', url, user.token);
    expect(dataOf<{ ssnLast4: string }>(read).ssnLast4).toBe('6789');
    expect(read.body).not.toContain('12345');

    const [row] = await ctx.handle.db.select().from(investorProfiles).where(eq(investorProfiles.userId, user.id));
    expect(row!.ssnEncrypted).not.toContain('6789');
    expect(decryptSecret(row!.ssnEncrypted!, ctx.app.config.encryptionKey)).toBe('123456789');

    const activity = await ctx.handle.db.select().from(activityLog).where(eq(activityLog.userId, user.id));
    expect(activity.map((a) => [a.type, a.messageKey])).toContainEqual(['profile', 'identity.investor.activitySaved']);
  });

  it('is created once: a second POST is a 409', async () => {
    const user = await createUser(ctx);
    expect((await call('POST', url, user.token, validProfile)).statusCode).toBe(201);
    const again = await call('POST', url, user.token, validProfile);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have an investor profile: please update it instead.');
  });

  it('accepts the SSN without hyphens, and digit strings for amounts as forms send them', async () => {
    const user = await createUser(ctx);
    const res = await call('POST', url, user.token, { ...validProfile, ssn: '987654321', netWorth: '100000001', yearlyIncome: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.data).toMatchObject({ ssnLast4: '4321', netWorth: 100_000_001, yearlyIncome: null });
  });

  it.each([
    ['ssn', { ssn: '12-345-6789' }, 'Please enter the social security number as 123-45-6789 (hyphens optional).'],
    ['ssn', { ssn: '123-45-678' }, 'Please enter the social security number as 123-45-6789 (hyphens optional).'],
    ['netWorth', { netWorth: -1 }, 'Invalid numeric input: please enter digits only.'],
    ['netWorth', { netWorth: '12a' }, 'Invalid numeric input: please enter digits only.'],
    ['yearlyIncome', { yearlyIncome: 10.5 }, 'Invalid numeric input: please enter digits only.'],
    ['dateOfBirth', { dateOfBirth: '2999-01-01' }, 'The date of birth must be in the past.'],
    ['dateOfBirth', { dateOfBirth: `${new Date().getUTCFullYear() - 10}-01-01` }, 'You must be at least 18 years old.'],
    ['dateOfBirth', { dateOfBirth: '1980-02-30' }, 'Please enter a valid date (YYYY-MM-DD).'],
    ['spouseFirstName', { hasSpouseIncome: true }, 'The spouse’s name is required when the income includes the spouse’s.'],
    [
      'spouseFirstName',
      { hasSpouseIncome: true, spouseFirstName: 'Ann  Marie', spouseLastName: 'X' },
      'Please use letters, hyphens and parentheses, separated by single spaces.',
    ],
    [
      'crowdfundingAmount12m',
      { crowdfundingAmount12m: null },
      'Please enter the amount you invested in crowdfunding in the last 12 months.',
    ],
    ['postalCode', { postalCode: '<script>' }, 'Please enter a valid postal code.'],
    ['country', { country: 'Narnia' }, 'Please choose a country from the list.'],
    ['country', { country: 'ZZ' }, 'Please choose a country from the list.'],
    ['email', { email: 'not-an-email' }, 'Email is invalid.'],
  ])('refuses a bad %s with its message', async (field, change, message) => {
    const user = await createUser(ctx);
    const res = await call('POST', url, user.token, { ...validProfile, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('speaks French when asked', async () => {
    const user = await createUser(ctx);
    const res = await call('POST', `${url}?language=fr`, user.token, { ...validProfile, ssn: '1234' });
    expect(res.json().errors).toContainEqual({
      field: 'ssn',
      message: 'Veuillez saisir le numéro de sécurité sociale au format 123-45-6789 (tirets facultatifs).',
    });
  });

  describe('PATCH /investor-profiles/:id', () => {
    it('changes only the fields sent; the SSN stays unless sent; null clears it', async () => {
      const user = await createUser(ctx);
      await call('POST', url, user.token, validProfile);
      const res = await call('PATCH', `${url}/${user.id}`, user.token, { city: 'Boston', ssn: '' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.data).toMatchObject({
        city: 'Boston',
        ssnLast4: '6789',
        legalName: 'Ada Lovelace',
        investedInCrowdfunding12m: true,
      });

      const changed = dataOf<{ ssnLast4: string }>(await call('PATCH', `${url}/${user.id}`, user.token, { ssn: '111-22-3333' }));
      expect(changed.ssnLast4).toBe('3333');
      const cleared = dataOf<{ ssnLast4: string | null }>(await call('PATCH', `${url}/${user.id}`, user.token, { ssn: null }));
      expect(cleared.ssnLast4).toBeNull();
    });

    it('checks the rules across fields on the merged profile', async () => {
      const user = await createUser(ctx);
      await call('POST', url, user.token, validProfile);
      const res = await call('PATCH', `${url}/${user.id}`, user.token, { hasSpouseIncome: true, spouseFirstName: 'Grace' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'spouseLastName', message: 'The spouse’s name is required when the income includes the spouse’s.' },
      ]);
      const ok = await call('PATCH', `${url}/${user.id}`, user.token, {
        hasSpouseIncome: true,
        spouseFirstName: 'Grace',
        spouseLastName: 'Hopper',
      });
      expect(ok.statusCode).toBe(200);
    });

    it('gives 404 for another user’s profile, and leaves it unchanged', async () => {
      const owner = await createUser(ctx);
      const other = await createUser(ctx);
      await call('POST', url, owner.token, validProfile);
      const res = await call('PATCH', `${url}/${owner.id}`, other.token, { city: 'Hacked' });
      expect(res.statusCode).toBe(404);
      expect(dataOf<{ city: string }>(await call('GET', url, owner.token)).city).toBe('New York');
      // The other user's own GET never shows the owner's profile either.
      expect(dataOf(await call('GET', url, other.token))).toBeNull();
    });

    it('gives 404 before the profile exists', async () => {
      const user = await createUser(ctx);
      expect((await call('PATCH', `${url}/${user.id}`, user.token, { city: 'Paris' })).statusCode).toBe(404);
    });
  });
});
