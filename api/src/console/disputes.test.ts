import { afterEach, describe, expect, it } from 'vitest';
import { apiCaller, createUser, latestAudit, listUrl, totalOf, useStaff, useTestApp } from '../../test/app';
import { disputeNotes, disputeRow, sandboxInvestment } from '../modules/disputes/testing';
import { balanceOf, checkLedger } from '../modules/ledger/index';
import { payableOwner, settleForTest } from '../modules/payouts/testing';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const call = apiCaller(ctx);
const DAY = 86_400_000;

/** Staff record a chargeback by hand against an investment (its reference), due in `days`. */
const record = (reference: string, amount: number, days: number | null, more: object = {}) =>
  staff.client.post('/api/v1/console/disputes', {
    payment: reference,
    kind: days === null ? 'return' : 'chargeback',
    amount,
    reason: 'Card holder says unauthorised',
    ...(days === null ? {} : { evidenceDueBy: new Date(Date.now() + days * DAY).toISOString() }),
    ...more,
  });

describe('console: disputes', () => {
  afterEach(async () => {
    const check = await checkLedger(db());
    expect(check, JSON.stringify(check)).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('only staff see disputes or act on them', async () => {
    const investor = await createUser(ctx, { userType: 'investor' });
    expect((await call('GET', '/console/disputes')).statusCode).toBe(401);
    expect((await call('GET', '/console/disputes', investor.token)).statusCode).toBe(403);
    expect((await call('POST', '/console/disputes', investor.token, { payment: 'INV-0000000000' })).statusCode).toBe(403);
  });

  it('lists open disputes by evidence deadline, filters the ones due soon, shows the money trail; staff record the outcome', async () => {
    const late = await sandboxInvestment(ctx, 200_00);
    const soon = await sandboxInvestment(ctx, 300_00);
    const first = await record(late.investment.reference, 200_00, 20);
    expect(first.statusCode, first.body).toBe(200);
    const second = await record(soon.investment.reference, 300_00, 2, { providerRef: 'case-42' });
    expect(second.statusCode, second.body).toBe(200);
    const secondId = second.json().id as string;
    expect(await latestAudit(ctx, 'disputes', secondId)).toMatchObject({
      action: 'create',
      actorId: staff.id,
      after: { status: 'open', source: 'escrow' },
    });

    const open = await staff.client.get(listUrl('disputes', { filter: { status: 'open' }, sort: ['evidenceDueBy', 'ASC'] }));
    expect(open.statusCode, open.body).toBe(200);
    const mine = open.json().filter((d: { id: string }) => [first.json().id, secondId].includes(d.id));
    expect(mine.map((d: { providerRef: string }) => d.providerRef)).toEqual(['case-42', expect.stringMatching(/^manual:/)]);
    const dueSoon = await staff.client.get(listUrl('disputes', { filter: { dueSoon: true } }));
    expect(dueSoon.json().map((d: { id: string }) => d.id)).toContain(secondId);
    expect(dueSoon.json().map((d: { id: string }) => d.id)).not.toContain(first.json().id);
    expect(totalOf(dueSoon)).toBe(dueSoon.json().length);

    const shown = await staff.client.get(`/api/v1/console/disputes/${secondId}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      status: 'open',
      source: 'escrow',
      purpose: 'investment',
      investmentReference: soon.investment.reference,
      payerEmail: soon.investor.email,
      amount: 300_00,
      transfers: [
        {
          kind: 'dispute',
          entries: expect.arrayContaining([expect.objectContaining({ accountKind: 'campaign_escrow', amount: -300_00 })]),
        },
      ],
      payoutsFrozen: false,
    });

    const won = await staff.client.post(`/api/v1/console/disputes/${secondId}/outcome`, { outcome: 'won', note: 'Evidence accepted' });
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json()).toEqual({ id: secondId, status: 'won', changed: true });
    expect(await latestAudit(ctx, 'disputes', secondId)).toMatchObject({
      action: 'outcome',
      after: { status: 'won', note: 'Evidence accepted' },
    });
    expect(await balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId: soon.investor.id })).toBe(300_00);
    const again = await staff.client.post(`/api/v1/console/disputes/${secondId}/outcome`, { outcome: 'lost' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This dispute was already decided.');
    expect((await staff.client.post(`/api/v1/console/disputes/${secondId}/outcome`, { outcome: 'maybe' })).statusCode).toBe(400);
  });

  it('refuses an unknown payment, more than was paid, and the same provider case twice', async () => {
    const paid = await sandboxInvestment(ctx, 100_00);
    const unknown = await record('INV-FFFFFFFFFF', 1, 3);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'payment', message: expect.stringContaining('No payment has this reference') }]);
    const tooMuch = await record(paid.investment.reference, 100_01, 3);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('The amount is more than the payment ($100.00).');
    expect((await record(paid.investment.reference, 100_00, 3, { providerRef: 'dup-1' })).statusCode).toBe(200);
    const dup = await record(paid.investment.reference, 100_00, 3, { providerRef: 'dup-1' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A dispute with this provider reference was already recorded.');
  });

  it('a return after the payout: lost at once; recover later from new money owed, then write the rest off', async () => {
    const paid = await sandboxInvestment(ctx, 500_00);
    await payableOwner(db(), ctx.app.config.encryptionKey, paid.campaignId, paid.owner!.id);
    await settleForTest(db(), paid.campaignId, { feeBps: 1_000 });
    // The owner was paid out everything: nothing left to recover from.
    const { post } = await import('../modules/ledger/index');
    await post(db(), {
      idempotencyKey: `test-payout:${paid.campaignId}`,
      kind: 'payout',
      campaignId: paid.campaignId,
      entries: [
        { account: { kind: 'owner_payable', currency: 'USD', campaignId: paid.campaignId }, amount: -450_00 },
        { account: { kind: 'gateway_clearing', currency: 'USD', provider: 'offline' }, amount: 450_00 },
      ],
    });
    const returned = await record(paid.investment.reference, 500_00, null);
    expect(returned.statusCode, returned.body).toBe(200);
    const id = returned.json().id as string;
    expect(returned.json().status).toBe('lost');
    expect(await disputeRow(ctx, id)).toMatchObject({ owed: 500_00, recovered: 0 });
    const shown = (await staff.client.get(`/api/v1/console/disputes/${id}`)).json();
    expect(shown).toMatchObject({ receivableBalance: -500_00, payoutsFrozen: true, ownerPayable: 0 });

    const nothing = await staff.client.post(`/api/v1/console/disputes/${id}/recover`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('The platform owes this campaign’s owner nothing at the moment: there is nothing to recover from.');

    // The platform comes to owe the owner 120 (a correction): recovered on request.
    await post(db(), {
      idempotencyKey: `test-owed:${paid.campaignId}`,
      kind: 'correction',
      campaignId: paid.campaignId,
      entries: [
        { account: { kind: 'gateway_clearing', currency: 'USD', provider: 'offline' }, amount: -120_00 },
        { account: { kind: 'owner_payable', currency: 'USD', campaignId: paid.campaignId }, amount: 120_00 },
      ],
    });
    const recovered = await staff.client.post(`/api/v1/console/disputes/${id}/recover`);
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(await disputeRow(ctx, id)).toMatchObject({ owed: 380_00, recovered: 120_00 });
    expect(await disputeNotes(ctx, paid.owner!.id)).toContain('disputes.notify.ownerRecovered');

    const noReason = await staff.client.post(`/api/v1/console/disputes/${id}/write-off`, {});
    expect(noReason.statusCode).toBe(400);
    const writtenOff = await staff.client.post(`/api/v1/console/disputes/${id}/write-off`, { reason: 'Company dissolved' });
    expect(writtenOff.statusCode, writtenOff.body).toBe(200);
    expect(await disputeRow(ctx, id)).toMatchObject({ owed: 0, writtenOff: 380_00 });
    expect(await latestAudit(ctx, 'disputes', id)).toMatchObject({ action: 'write-off', after: { owed: 0, writtenOff: 380_00 } });
    expect((await staff.client.get(`/api/v1/console/disputes/${id}`)).json()).toMatchObject({ receivableBalance: 0, payoutsFrozen: false });
    expect(await disputeNotes(ctx, paid.owner!.id)).toContain('disputes.notify.ownerWrittenOff');
  });
});
