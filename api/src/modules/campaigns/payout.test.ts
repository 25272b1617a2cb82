import { campaignPayoutAccounts, campaigns, emailOutbox, kycParties } from '@cf/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decryptSecret } from '../../lib/crypto';
import { dataOf, useTestApp } from '../../../test/app';
import { call, fieldErrors, insertCampaign, ownerUser, validSteps } from '../../../test/campaigns';

type Campaign = {
  payout: Record<string, unknown> | null;
  checklist: { sections: { key: string; ready: boolean; missing: string[] }[] };
};
const funding = (c: Campaign) => c.checklist.sections.find((s) => s.key === 'funding')!;

// Issue 14 §8: payout bank details in the US, IBAN and UK schemes (wizard step 6).
describe('PATCH /campaigns/campaign/payment-detail/:id: bank schemes', () => {
  const ctx = useTestApp();
  const db = () => ctx.handle.db;
  const stored = async (id: number) =>
    (await db().select().from(campaignPayoutAccounts).where(eq(campaignPayoutAccounts.campaignId, id)))[0];
  const save = (token: string, id: number, body: object, headers = {}) =>
    call(ctx, token, 'PATCH', `/campaigns/campaign/payment-detail/${id}`, body, headers);
  const uk = {
    bankScheme: 'uk',
    bankName: 'Barclays',
    sortCode: '20-00-00',
    accountNumber: '55779911',
    confirmAccountNumber: '55779911',
    tos: true,
  };
  const iban = { bankScheme: 'iban', bankName: 'Deutsche Bank', iban: 'DE89 3704 0044 0532 0130 00', bic: 'DEUTDEFF', tos: true };

  it('a GB owner of a GBP campaign saves a sort code and account number: funding ready, number encrypted, last 4 shown', async () => {
    const owner = await ownerUser(ctx);
    const { id } = await insertCampaign(ctx, owner.id, { currencyCode: 'GBP' });
    const res = await save(owner.token, id, uk);
    expect(res.statusCode, res.body).toBe(200);
    const campaign = dataOf<Campaign>(res);
    expect(funding(campaign)).toEqual({ key: 'funding', ready: true, missing: [] });
    expect(campaign.payout).toMatchObject({
      bankName: 'Barclays',
      bankScheme: 'uk',
      sortCode: '200000',
      accountNumberLast4: '9911',
      routingNumber: null,
      accountType: null,
    });
    expect(res.body).not.toContain('55779911');
    const row = (await stored(id))!;
    expect(row).toMatchObject({ bankScheme: 'uk', sortCode: '200000', bic: null, accountNumberLast4: '9911' });
    expect(row.accountNumberEncrypted).toMatch(/^v1\./);
    expect(decryptSecret(row.accountNumberEncrypted!, ctx.app.config.encryptionKey)).toBe('55779911');
  });

  it('stores an IBAN encrypted with its last four characters and the BIC in clear; a Gulf IBAN needs no BIC', async () => {
    const owner = await ownerUser(ctx);
    const { id } = await insertCampaign(ctx, owner.id, { currencyCode: 'EUR' });
    const res = await save(owner.token, id, iban);
    expect(res.statusCode, res.body).toBe(200);
    expect(funding(dataOf<Campaign>(res)).ready).toBe(true);
    expect(dataOf<Campaign>(res).payout).toMatchObject({ accountNumberLast4: '3000' });
    const row = (await stored(id))!;
    expect(row).toMatchObject({ bankScheme: 'iban', bic: 'DEUTDEFF', sortCode: null, routingNumber: null });
    expect(decryptSecret(row.accountNumberEncrypted!, ctx.app.config.encryptionKey)).toBe('DE89370400440532013000');

    const gulf = await insertCampaign(ctx, owner.id, { currencyCode: 'AED' });
    const aed = await save(owner.token, gulf.id, { ...iban, iban: 'AE070331234567890123456', bic: '' });
    expect(aed.statusCode, aed.body).toBe(200);
    expect(funding(dataOf<Campaign>(aed)).ready).toBe(true);
  });

  it('an IBAN with a bad checksum is a translated 400 on the field iban, and nothing is stored', async () => {
    const owner = await ownerUser(ctx);
    const { id } = await insertCampaign(ctx, owner.id, { currencyCode: 'EUR' });
    const bad = { ...iban, iban: 'DE89370400440532013001' };
    const res = await save(owner.token, id, bad);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual(['iban: This IBAN is not valid: its check digits do not match. Please check it for a typo.']);
    const fr = await save(owner.token, id, bad, { 'accept-language': 'fr' });
    expect(fieldErrors(fr)).toEqual([
      'iban: Cet IBAN n’est pas valide : sa clé de contrôle ne correspond pas. Vérifiez qu’il n’y a pas de faute de frappe.',
    ]);
    const ar = await save(owner.token, id, { ...bad, bic: 'DEUTDE', iban: 'DE8937040044053201300' }, { 'accept-language': 'ar' });
    expect(fieldErrors(ar).sort()).toEqual(
      ['bic: يتكون رمز BIC / SWIFT من 8 أو 11 حرفًا ورقمًا.', 'iban: عدد أحرف رقم الآيبان هذا غير صحيح بالنسبة إلى بلده.'].sort(),
    );
    expect(await stored(id)).toBeUndefined();
  });

  it('switching scheme asks for the new account number; the stored one of another scheme is not kept', async () => {
    const owner = await ownerUser(ctx);
    const { id } = await insertCampaign(ctx, owner.id, { currencyCode: 'GBP' });
    expect((await save(owner.token, id, uk)).statusCode).toBe(200);
    const { iban: _iban, ...noIban } = iban;
    const res = await save(owner.token, id, noIban);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual(['iban: This field is required.']);
    // The same scheme keeps it: a new bank name alone is enough.
    const { accountNumber: _a, confirmAccountNumber: _c, ...keep } = uk;
    const kept = await save(owner.token, id, { ...keep, bankName: 'Barclays UK' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(dataOf<Campaign>(kept).payout).toMatchObject({ bankName: 'Barclays UK', accountNumberLast4: '9911' });
  });

  it("answers the owner's country from their identity record, which picks the bank fields offered first", async () => {
    const owner = await ownerUser(ctx);
    const { id } = await insertCampaign(ctx, owner.id, { currencyCode: 'USD' });
    const before = dataOf<{ ownerCountry: string | null }>(await call(ctx, owner.token, 'GET', `/campaigns/equities/${id}`));
    expect(before.ownerCountry).toBeNull();
    await db().insert(kycParties).values({ userId: owner.id, provider: 'sandbox', country: 'DE' });
    const after = dataOf<{ ownerCountry: string | null }>(await call(ctx, owner.token, 'GET', `/campaigns/equities/${id}`));
    expect(after.ownerCountry).toBe('DE');
  });

  it('the US shape, without a scheme, works as before', async () => {
    const owner = await ownerUser(ctx);
    const { id } = await insertCampaign(ctx, owner.id, { currencyCode: 'USD' });
    const { payout } = await validSteps(ctx);
    const res = await save(owner.token, id, payout);
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf<Campaign>(res).payout).toEqual({
      bankName: 'First Bank',
      accountType: 'checking',
      accountNumberLast4: '6789',
      routingNumber: '021000021',
      bankScheme: 'us',
      sortCode: null,
      bic: null,
      tosAccepted: true,
      achAccountId: null,
      accountHolderName: null,
    });
    expect(funding(dataOf<Campaign>(res)).ready).toBe(true);
    expect(await stored(id)).toMatchObject({ bankScheme: 'us', sortCode: null, bic: null });
    const { routingNumber: _r, ...noRouting } = payout;
    expect(fieldErrors(await save(owner.token, id, noRouting))).toEqual(['routingNumber: This field is required.']);
  });

  it("a live campaign's IBAN change needs the password, is a destination change and is told to the owner", async () => {
    const owner = await ownerUser(ctx);
    const { id } = await insertCampaign(ctx, owner.id, { currencyCode: 'EUR' });
    expect((await save(owner.token, id, iban)).statusCode).toBe(200);
    await db().update(campaigns).set({ status: 2 }).where(eq(campaigns.id, id));
    const other = { ...iban, iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPXXX' };
    const refused = await save(owner.token, id, other);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'currentPassword', message: 'Enter your password to change the payout details.' }]);
    // Saving the same IBAN again is no change: no password asked.
    expect((await save(owner.token, id, iban)).statusCode).toBe(200);
    const saved = await save(owner.token, id, { ...other, currentPassword: owner.password });
    expect(saved.statusCode, saved.body).toBe(200);
    const row = (await stored(id))!;
    expect(row.detailsChangedAt).not.toBeNull();
    expect(decryptSecret(row.accountNumberEncrypted!, ctx.app.config.encryptionKey)).toBe('FR1420041010050500013M02606');
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, owner.id), eq(emailOutbox.template, 'payout-details-changed')));
    expect(mails).toHaveLength(1);
  });

  it("a live campaign's sort code change needs the password", async () => {
    const owner = await ownerUser(ctx);
    const { id } = await insertCampaign(ctx, owner.id, { currencyCode: 'GBP' });
    expect((await save(owner.token, id, uk)).statusCode).toBe(200);
    await db().update(campaigns).set({ status: 2 }).where(eq(campaigns.id, id));
    const { accountNumber: _a, confirmAccountNumber: _c, ...keep } = uk;
    const refused = await save(owner.token, id, { ...keep, sortCode: '40-47-84' });
    expect(fieldErrors(refused)).toEqual(['currentPassword: Enter your password to change the payout details.']);
    expect((await save(owner.token, id, keep)).statusCode).toBe(200);
  });
});
