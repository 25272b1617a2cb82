import { bankStatementLines } from '@cf/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCaller, bearer, createUser, latestAudit, listUrl, staffToken, useStaff, useTestApp } from '../../test/app';
import { multipart } from '../../test/files';
import { equityCampaign, invest, readyInvestor } from '../../test/money';
import { investmentRow } from '../modules/disputes/testing';
import { balanceOf, checkLedger } from '../modules/ledger/index';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const call = apiCaller(ctx);

const upload = async (csv: string, token?: string, name = 'statement.csv') => {
  const { payload, headers } = await multipart({ name, type: 'text/csv', data: csv });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/console/bank-statements',
    payload,
    headers: { ...headers, ...bearer(token ?? (await staffToken(ctx))) },
  });
};

/** A bank-transfer investment waiting for its money. */
async function offlineInvestment(amount: number) {
  const { campaign } = await equityCampaign(ctx);
  const investor = await readyInvestor(ctx);
  const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount, paymentType: 'offline' });
  expect(res.statusCode, res.body).toBe(201);
  return { campaignId: campaign.id, investor, ...(res.json().data.data as { id: string; reference: string; status: string }) };
}

const lineOf = async (statementId: string, lineNo: number) =>
  (await db().select().from(bankStatementLines).where(eq(bankStatementLines.statementId, statementId))).find((l) => l.lineNo === lineNo)!;

describe('console: bank statements', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('only staff upload; a file that is not a statement is a 400 naming the problem, and nothing is imported', async () => {
    const investor = await createUser(ctx, { userType: 'investor' });
    expect((await upload('Date,Amount,Currency,Reference\n', investor.token)).statusCode).toBe(403);
    const header = await upload('When,How much\n2026-11-20,1\n');
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toBe('The first line must name the columns: date, amount, currency, and reference or description.');
    const bad = await upload('Date,Amount,Currency,Reference\n2026-11-20,12.00,USD,a\n2026-13-01,5.00,USD,b\n');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Line 3: the date is not a date (YYYY-MM-DD or DD/MM/YYYY).',
      errors: [{ field: 'file', message: 'Line 3: the date is not a date (YYYY-MM-DD or DD/MM/YYYY).' }],
    });
    const none = await call('POST', '/console/bank-statements', await staffToken(ctx), {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose a CSV file to upload.');
    expect(await db().select().from(bankStatementLines)).toEqual([]);
  });

  it('confirms the pending bank transfers a statement pays, lists the rest; the same file again adds nothing', async () => {
    const a = await offlineInvestment(250_00);
    const b = await offlineInvestment(100_00);
    const csv = [
      'Date,Amount,Currency,Reference,Description',
      `2026-11-20,250.00,USD,${a.reference},Jane Investor`,
      `2026-11-20,99.00,USD,,Payment ${b.reference.toLowerCase()}`,
      '2026-11-20,-15.00,USD,,Bank fee',
      '2026-11-21,40.00,USD,INV-0000000000,Unknown',
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ lines: 4, matched: 1, unmatched: 3, duplicates: 0 });
    const statementId = res.json().id as string;

    // Confirmed by the console's own confirm-offline path: in escrow, audited, the investor told.
    expect(await investmentRow(ctx, a.id)).toMatchObject({ status: 'success' });
    expect(await balanceOf(db(), { kind: 'campaign_escrow', currency: 'USD', campaignId: a.campaignId })).toBe(250_00);
    expect(await latestAudit(ctx, 'investments', a.id)).toMatchObject({ action: 'confirm-offline', after: { status: 'success' } });
    expect(await lineOf(statementId, 2)).toMatchObject({ status: 'matched', investmentId: a.id });
    expect(await lineOf(statementId, 3)).toMatchObject({ status: 'unmatched', problem: 'amountDiffers', investmentId: b.id });
    expect(await lineOf(statementId, 4)).toMatchObject({ status: 'unmatched', problem: 'outgoing' });
    expect(await lineOf(statementId, 5)).toMatchObject({ status: 'unmatched', problem: 'unknownReference' });
    expect((await investmentRow(ctx, b.id)).status).toBe('pending');

    const listed = await staff.client.get(listUrl('bank-statement-lines', { filter: { status: 'unmatched', statementId } }));
    expect(
      listed
        .json()
        .map((l: { lineNo: number }) => l.lineNo)
        .sort(),
    ).toEqual([3, 4, 5]);

    const again = await upload(csv);
    expect(again.json()).toMatchObject({ lines: 4, matched: 0, unmatched: 0, duplicates: 4 });
  });

  it('staff match a line by hand (the same confirmation) or set it aside; a decided line is not decided again', async () => {
    const inv = await offlineInvestment(300_00);
    const res = await upload(`Date,Amount,Currency,Description\n2026-11-22,300.00,USD,From J Doe (no ref)\n2026-11-22,0.42,USD,Interest\n`);
    const statementId = res.json().id as string;
    const [noRef, interest] = [await lineOf(statementId, 2), await lineOf(statementId, 3)];
    expect(noRef).toMatchObject({ status: 'unmatched', problem: 'noReference' });

    const wrongAmount = await staff.client.post(`/api/v1/console/bank-statement-lines/${interest.id}/match`, { investment: inv.reference });
    expect(wrongAmount.statusCode).toBe(409);
    expect(wrongAmount.json().message).toBe('The line’s amount or currency is not the investment’s ($300.00).');

    const matched = await staff.client.post(`/api/v1/console/bank-statement-lines/${noRef.id}/match`, { investment: inv.reference });
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json()).toEqual({ id: noRef.id, status: 'matched_by_hand', investmentId: inv.id });
    expect((await investmentRow(ctx, inv.id)).status).toBe('success');
    expect(await latestAudit(ctx, 'bank-statement-lines', noRef.id)).toMatchObject({ action: 'match', actorId: staff.id });
    const twice = await staff.client.post(`/api/v1/console/bank-statement-lines/${noRef.id}/ignore`, { note: 'oops' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This statement line was already decided.');

    const ignored = await staff.client.post(`/api/v1/console/bank-statement-lines/${interest.id}/ignore`, { note: 'Bank interest' });
    expect(ignored.json()).toMatchObject({ status: 'ignored' });
    const shown = await staff.client.get(`/api/v1/console/bank-statement-lines/${interest.id}`);
    expect(shown.json()).toMatchObject({ status: 'ignored', note: 'Bank interest', decidedBy: staff.id, fileName: 'statement.csv' });
  });
});
