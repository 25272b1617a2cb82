import {
  campaignPayoutAccounts,
  emailOutbox,
  investmentSettings,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  notifications,
  payouts,
  users,
} from '@cf/db';
import { and, count, desc, eq } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCaller, createUser, latestAudit, staffClient, staffToken, useStaff, useTestApp } from '../../../test/app';
import { awayFromStepEdge, totp } from '../../../test/accounts';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';
import { encryptSecret } from '../../lib/crypto';
import { balanceOf, checkLedger } from '../ledger/index';
import { payableOwner, settleForTest } from './testing';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const call = apiCaller(ctx);

type Options = Parameters<typeof payableOwner>[4] & {
  type?: 'fixed' | 'flexible';
  outcome?: 'successful' | 'unsuccessful';
  invested?: number;
  settle?: boolean;
};

/** A campaign with one investment, its owner KYC-approved with a bank account in their name, then settled (unless told). */
async function settled(options: Options = {}) {
  const type = options.type ?? 'flexible';
  const { campaign, owner } = await equityCampaign(ctx, { campaignType: type });
  const investor = await readyInvestor(ctx);
  const invested = options.invested ?? 1_000_00;
  await fundWallet(ctx, investor.id, invested);
  const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: invested });
  expect(res.statusCode, res.body).toBe(201);
  await payableOwner(db(), ctx.app.config.encryptionKey, campaign.id, owner.id, options);
  const settlement =
    options.settle === false
      ? null
      : await settleForTest(db(), campaign.id, { outcome: options.outcome, feeBps: type === 'fixed' ? 500 : 1_000 });
  return { campaign, owner, investor, settlement };
}

const request = (token: string, campaignId: number, body: object = {}) =>
  call('POST', `/campaigns/equities/${campaignId}/request-payout`, token, body);
const payoutId = (res: { json: () => { data: { data: { id: string } } } }) => res.json().data.data.id;
const payable = (campaignId: number) => balanceOf(db(), { kind: 'owner_payable', currency: 'USD', campaignId });
const transfersWith = async (key: string) =>
  (await db().select({ n: count() }).from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, key)))[0]!.n;

/** The entries of the transfer with this key: account kind, provider and amount. */
const entriesOf = async (key: string) =>
  (
    await db()
      .select({ kind: ledgerAccounts.kind, provider: ledgerAccounts.provider, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerTransfers.idempotencyKey, key))
      .orderBy(ledgerAccounts.kind)
  ).map((e) => [e.kind, e.provider, e.amount]);

/** A second staff member, signed in: for the dual approval. */
async function secondStaff() {
  const user = await createUser(ctx, { isAdmin: true });
  return { id: user.id, client: staffClient(ctx, () => user.token) };
}

describe('payouts to campaign owners', () => {
  afterEach(async () => {
    await db().update(investmentSettings).set({ payoutDualApprovalMajor: 10_000 });
    const check = await checkLedger(db());
    expect(check, JSON.stringify(check)).toMatchObject({ balanced: true, negativeBalances: 0, unbalancedTransfers: 0 });
  });

  it('a flexible campaign that succeeded: the tab shows raised, fee and net; requested, approved, confirmed once', async () => {
    const { campaign, owner, settlement } = await settled();
    expect(settlement).toEqual({ raised: 1_000_00, fee: 100_00, net: 900_00 });

    const tab = await call('GET', `/campaigns/equities/${campaign.id}/payout`, owner.token);
    expect(tab.statusCode, tab.body).toBe(200);
    expect(tab.json().data.data).toMatchObject({
      settlement: { outcome: 'successful', raised: 1_000_00, feeBps: 1_000, fee: 100_00, net: 900_00 },
      payable: 900_00,
      requestable: 900_00,
      eligible: true,
      methods: ['bank', 'stripe_connect'],
      kycApproved: true,
      payouts: [],
    });

    const asked = await request(owner.token, campaign.id);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data.data).toMatchObject({ amount: 900_00, status: 'requested', method: 'bank', accountNumberLast4: '6789' });
    const id = payoutId(asked);
    // Nothing moves on request; a second request finds nothing left to ask for.
    expect(await payable(campaign.id)).toBe(900_00);
    const again = await request(owner.token, campaign.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('There is nothing left to pay out for this campaign.');
    // Staff were told; so was the owner.
    const [staffNotice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, staff.id), eq(notifications.messageKey, 'payouts.notify.payoutRequestedStaff')))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(staffNotice).toMatchObject({ link: `/admin/#/payouts/${id}/show` });

    // Confirming before approval is refused; approval, then the bank reference.
    expect((await staff.client.post(`/api/v1/console/payouts/${id}/confirm`, { reference: 'BANK-1' })).statusCode).toBe(409);
    const approved = await staff.client.post(`/api/v1/console/payouts/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const noReference = await staff.client.post(`/api/v1/console/payouts/${id}/confirm`, {});
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().errors).toEqual([{ field: 'reference', message: 'Enter the bank transfer’s reference.' }]);

    const confirmed = await staff.client.post(`/api/v1/console/payouts/${id}/confirm`, { reference: 'BANK-1' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ id, status: 'confirmed' });
    expect(await payable(campaign.id)).toBe(0);
    expect(await entriesOf(`payout:${id}`)).toEqual([
      ['gateway_clearing', 'offline', 900_00],
      ['owner_payable', null, -900_00],
    ]);

    // A repeated confirmation is refused and moves nothing.
    const twice = await staff.client.post(`/api/v1/console/payouts/${id}/confirm`, { reference: 'BANK-1' });
    expect(twice.statusCode).toBe(409);
    expect(await transfersWith(`payout:${id}`)).toBe(1);
    expect(await payable(campaign.id)).toBe(0);

    expect(await latestAudit(ctx, 'payouts', id)).toMatchObject({ action: 'confirm', after: { status: 'confirmed', reference: 'BANK-1' } });
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, owner.id), eq(emailOutbox.template, 'payout-confirmed')));
    expect(mail!.text).toContain('$900.00');
    expect(mail!.text).toContain('BANK-1');
    const after = (await call('GET', `/campaigns/equities/${campaign.id}/payout`, owner.token)).json().data.data;
    expect(after).toMatchObject({
      payable: 0,
      requestable: 0,
      payouts: [{ id, status: 'confirmed', reference: 'BANK-1', amount: 900_00 }],
    });
  });

  it('a flexible campaign that closed below its threshold is paid out; a fixed one that failed is not', async () => {
    const flexible = await settled({ outcome: 'unsuccessful' });
    expect((await request(flexible.owner.token, flexible.campaign.id)).statusCode).toBe(201);

    const fixed = await settled({ type: 'fixed', settle: false });
    await settleForTest(db(), fixed.campaign.id, { outcome: 'unsuccessful', feeBps: 0 });
    const refused = await request(fixed.owner.token, fixed.campaign.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This campaign’s funds are not paid out: its investors were refunded.');
  });

  it('refuses before the campaign is settled, without KYC, and to anyone but the owner', async () => {
    const open = await settled({ settle: false });
    const early = await request(open.owner.token, open.campaign.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Payouts open once the campaign has closed and its money is settled.');

    const noKyc = await settled({ kyc: false });
    const refused = await request(noKyc.owner.token, noKyc.campaign.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your identity check must be approved before a payout.');
    expect(await db().select().from(payouts).where(eq(payouts.campaignId, noKyc.campaign.id))).toEqual([]);

    const other = await createUser(ctx, { userType: 'campaign-owner' });
    expect((await request(other.token, noKyc.campaign.id)).statusCode).toBe(404);
    expect((await call('GET', `/campaigns/equities/${noKyc.campaign.id}/payout`, other.token)).statusCode).toBe(404);
    expect((await request(noKyc.investor.token, noKyc.campaign.id)).statusCode).toBe(404);
    const byStaff = await request(await staffToken(ctx), noKyc.campaign.id);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().message).toBe('Only the campaign’s owner can request its payout.');
    expect((await call('POST', `/campaigns/equities/${noKyc.campaign.id}/request-payout`)).statusCode).toBe(401);
  });

  it('the account holder must be the owner or the company (case and spacing aside)', async () => {
    const mismatched = await settled({ holder: 'Someone Else' });
    const refused = await request(mismatched.owner.token, mismatched.campaign.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The bank account holder’s name must be your name or your company’s name.');

    const company = await settled();
    const holder = `  ${company.campaign.companyName!.toUpperCase()} `;
    await db()
      .update(campaignPayoutAccounts)
      .set({ accountHolderName: holder })
      .where(eq(campaignPayoutAccounts.campaignId, company.campaign.id));
    expect((await request(company.owner.token, company.campaign.id)).statusCode).toBe(201);
  });

  it('fixed campaigns are paid by bank transfer only; Stripe needs a connected account', async () => {
    const fixed = await settled({ type: 'fixed' });
    const byStripe = await request(fixed.owner.token, fixed.campaign.id, { method: 'stripe_connect' });
    expect(byStripe.statusCode).toBe(400);
    expect(byStripe.json().errors).toEqual([{ field: 'method', message: 'Fixed campaigns are paid out by bank transfer only.' }]);
    expect((await call('GET', `/campaigns/equities/${fixed.campaign.id}/payout`, fixed.owner.token)).json().data.data.methods).toEqual([
      'bank',
    ]);

    const flexible = await settled();
    const unconnected = await request(flexible.owner.token, flexible.campaign.id, { method: 'stripe_connect' });
    expect(unconnected.statusCode).toBe(409);
    expect(unconnected.json().message).toBe('Please connect your Stripe account');
  });

  it('a change of bank details needs the password (and the two-factor code when on) and holds payouts 48 hours', async () => {
    const { campaign, owner } = await settled();
    const details = {
      bankName: 'Other Bank',
      accountType: 'savings',
      accountNumber: '555566667777',
      confirmAccountNumber: '555566667777',
      routingNumber: '021000021',
      tos: true,
      accountHolderName: (await db().select().from(campaignPayoutAccounts).where(eq(campaignPayoutAccounts.campaignId, campaign.id)))[0]!
        .accountHolderName,
    };
    const change = (body: object) => call('PATCH', `/campaigns/campaign/payment-detail/${campaign.id}`, owner.token, body);
    const noPassword = await change(details);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual([{ field: 'currentPassword', message: 'Enter your password to change the payout details.' }]);
    expect((await change({ ...details, currentPassword: 'wrong password' })).statusCode).toBe(400);

    // With two-factor on, the code too.
    const secret = generateSecret();
    await db()
      .update(users)
      .set({ enableTwoFactorAuth: true, twoFactorSecret: encryptSecret(secret, ctx.app.config.encryptionKey) })
      .where(eq(users.id, owner.id));
    const noCode = await change({ ...details, currentPassword: owner.password });
    expect(noCode.json().errors).toEqual([{ field: 'twoFactorCode', message: 'Enter your two-factor code to change the payout details.' }]);
    expect((await change({ ...details, currentPassword: owner.password, twoFactorCode: '000000' })).statusCode).toBe(400);
    await awayFromStepEdge();
    const saved = await change({ ...details, currentPassword: owner.password, twoFactorCode: totp(secret) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.data.payout).toMatchObject({ bankName: 'Other Bank', accountNumberLast4: '7777' });

    const held = await request(owner.token, campaign.id);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toMatch(/^Your payout details changed recently: payouts resume on .+\.$/);
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, owner.id), eq(emailOutbox.template, 'payout-details-changed')));
    expect(mail).toBeDefined();

    // Saving the same details again is no change; 48 hours later the payout goes through.
    expect(
      (
        await change({
          bankName: 'Other Bank',
          accountType: 'savings',
          routingNumber: '021000021',
          accountHolderName: details.accountHolderName,
        })
      ).statusCode,
    ).toBe(200);
    await db()
      .update(campaignPayoutAccounts)
      .set({ detailsChangedAt: new Date(Date.now() - 48 * 3_600_000 - 60_000) })
      .where(eq(campaignPayoutAccounts.campaignId, campaign.id));
    expect((await request(owner.token, campaign.id)).statusCode).toBe(201);
  });

  it('a payout whose details changed after the request cannot be confirmed', async () => {
    const { campaign, owner } = await settled();
    const id = payoutId(await request(owner.token, campaign.id));
    expect((await staff.client.post(`/api/v1/console/payouts/${id}/approve`)).statusCode).toBe(200);
    await db()
      .update(campaignPayoutAccounts)
      .set({ detailsChangedAt: new Date(Date.now() + 1_000) })
      .where(eq(campaignPayoutAccounts.campaignId, campaign.id));
    const refused = await staff.client.post(`/api/v1/console/payouts/${id}/confirm`, { reference: 'X' });
    expect(refused.statusCode).toBe(409);
    expect(await payable(campaign.id)).toBe(900_00);
    // Rejected, the owner is told and may ask again (once the hold ends).
    const rejected = await staff.client.post(`/api/v1/console/payouts/${id}/reject`, { reason: 'Bank details changed' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, owner.id), eq(emailOutbox.template, 'payout-rejected')));
    expect(mail!.text).toContain('Bank details changed');
    expect((await staff.client.post(`/api/v1/console/payouts/${id}/reject`, { reason: 'again' })).statusCode).toBe(409);
  });

  it('above the threshold a second, different staff member confirms', async () => {
    await db().update(investmentSettings).set({ payoutDualApprovalMajor: 500 });
    const { campaign, owner } = await settled();
    const other = await secondStaff();
    const id = payoutId(await request(owner.token, campaign.id));
    const list = await staff.client.get(
      `/api/v1/console/payouts?filter=${encodeURIComponent(JSON.stringify({ campaignId: campaign.id }))}`,
    );
    expect(list.json()).toMatchObject([{ id, needsSecondApproval: true, ownerEmail: owner.email, amount: 900_00 }]);
    expect((await staff.client.post(`/api/v1/console/payouts/${id}/approve`)).statusCode).toBe(200);
    const same = await staff.client.post(`/api/v1/console/payouts/${id}/confirm`, { reference: 'BANK-2' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('A second staff member must confirm this payout: you approved it.');
    expect(await transfersWith(`payout:${id}`)).toBe(0);

    // The other staff are told a confirmation waits for them; the approver is not.
    const awaiting = (userId: string) =>
      db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.messageKey, 'payouts.notify.payoutAwaitingSecond')));
    expect(await awaiting(other.id)).toHaveLength(1);
    expect(await awaiting(staff.id)).toHaveLength(0);
    const second = await other.client.post(`/api/v1/console/payouts/${id}/confirm`, { reference: 'BANK-2' });
    expect(second.statusCode, second.body).toBe(200);
    const [row] = await db().select().from(payouts).where(eq(payouts.id, id));
    expect(row).toMatchObject({ status: 'confirmed', approvedBy: staff.id, confirmedBy: other.id, reference: 'BANK-2' });
    expect(await payable(campaign.id)).toBe(0);

    // Under the threshold one staff member may approve and confirm.
    await db().update(investmentSettings).set({ payoutDualApprovalMajor: 10_000 });
    const small = await settled();
    const smallId = payoutId(await request(small.owner.token, small.campaign.id));
    expect((await staff.client.post(`/api/v1/console/payouts/${smallId}/approve`)).statusCode).toBe(200);
    expect((await staff.client.post(`/api/v1/console/payouts/${smallId}/confirm`, { reference: 'BANK-3' })).statusCode).toBe(200);
  });

  it('the console lists, filters and exports payouts; owners and staff download the settlement statement', async () => {
    const { campaign, owner, investor } = await settled();
    const id = payoutId(await request(owner.token, campaign.id));
    const filter = encodeURIComponent(JSON.stringify({ status: 'requested', campaignId: campaign.id }));
    const list = await staff.client.get(`/api/v1/console/payouts?filter=${filter}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['content-range']).toMatch(/^payouts 0-0\/1$/);
    const csv = await staff.client.get(`/api/v1/console/payouts/export.csv?filter=${filter}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toContain(id);
    expect((await staff.client.get(`/api/v1/console/payouts/${id}`)).json()).toMatchObject({ id, campaignName: campaign.campaignName });
    expect((await staff.client.get(`/api/v1/console/payouts?filter=${encodeURIComponent('{"status":"paid"}')}`)).statusCode).toBe(400);

    const statement = await call('GET', `/campaigns/equities/${campaign.id}/settlement-statement`, owner.token);
    expect(statement.statusCode).toBe(200);
    expect(statement.headers['content-type']).toBe('application/pdf');
    expect(statement.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await staff.client.get(`/api/v1/console/payouts/${id}/statement`)).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/campaigns/equities/${campaign.id}/settlement-statement`, investor.token)).statusCode).toBe(404);
  });
});
