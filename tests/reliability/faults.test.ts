import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cloneDatabase, databaseUrl, dropDatabase } from '@cf/db/testing';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { call, dataOf, investBody, ledgerOf, staffCookie, tokenOf, until } from './support/client';
import { freePort, type Server, startServer } from './support/server';

type Investment = { id: string; status: string; amount: number; session_id: string | null };

/**
 * The server is killed (SIGKILL, as a power cut) at each named step of a payment's life
 * (api/src/lib/fault-point.ts), restarted, and the client retries as a client would (the same
 * Idempotency-Key, the same button). After each restart: nothing half-done, nothing done twice;
 * at the end the ledger check passes and no payment is left pending past its time.
 */
describe('the server killed at each step of a payment', () => {
  let database = '';
  let dataDir = '';
  let port = 0;
  let server: Server | undefined;
  let sql: postgres.Sql;
  let campaignId = 0;
  let investorId = '';
  const killed: string[] = [];

  const boot = async (point?: string) => {
    await server?.stop();
    server = await startServer({ port, databaseUrl: databaseUrl(database), dataDir, env: point ? { CF_FAULT_POINT: point } : {} });
    return server.url;
  };

  /**
   * Runs a step on a server armed at `point`: the step must kill it there (its connection drops).
   * The restart is armed at the next point, so each recovery may itself be killed at the next step.
   */
  async function crashAt(point: string, next: string | undefined, step: (url: string) => Promise<unknown>): Promise<string> {
    const started = Date.now();
    await step(server!.url).catch(() => undefined);
    const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 30_000).unref());
    expect(await Promise.race([server!.exited, timeout]), `the server should die at ${point}:\n${server!.output()}`).toBe('SIGKILL');
    killed.push(point);
    const url = await boot(next);
    console.log(`killed at ${point} ${Date.now() - started} ms before the restart answered`);
    return url;
  }

  const investmentsOf = () =>
    sql<Investment[]>`select id, status, amount, session_id from investments
      where campaign_id = ${campaignId} and investor_id = ${investorId} order by created_at`;
  const investment = async (id: string) => {
    const [row] = await sql<Investment[]>`select id, status, amount::int as amount, session_id from investments where id = ${id}`;
    return row!;
  };
  const transfers = async (key: string) =>
    Number((await sql`select count(*)::int as n from ledger_transfers where idempotency_key = ${key}`)[0]!.n);
  const balance = async (kind: string, owner: string) =>
    Number(
      (
        await sql`select coalesce(sum(balance), 0)::bigint as b from ledger_accounts
          where kind = ${kind} and currency = 'USD' and (campaign_id::text = ${owner} or user_id::text = ${owner})`
      )[0]!.b,
    );

  beforeAll(async () => {
    database = await cloneDatabase(inject('templateDatabase'));
    dataDir = mkdtempSync(join(tmpdir(), 'cf-faults-'));
    port = await freePort();
    sql = postgres(databaseUrl(database), { max: 1, onnotice: () => {} });
    [{ id: campaignId }] = (await sql`select id from campaigns where slug = 'solarnest-home-batteries'`) as unknown as [{ id: number }];
    [{ id: investorId }] = (await sql`select id from users where email = 'investor@demo.test'`) as unknown as [{ id: string }];
  });
  afterAll(async () => {
    await server?.stop();
    await sql?.end({ timeout: 5 });
    if (database) await dropDatabase(database);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('recovers at every step: balanced ledger, no double charge, no payment pending past its time', { timeout: 420_000 }, async () => {
    let url = await boot();
    const front = await call(url, 'GET', `/api/v1/process-investment/${campaignId}/front`);
    const offer = dataOf<{ pricePerShare: number; minimumInvestment: number }>(front);
    const shares = Math.ceil(offer.minimumInvestment / offer.pricePerShare);
    const token = await tokenOf(url);
    const cookie = await staffCookie(url);
    const before = {
      investments: (await investmentsOf()).length,
      escrow: await balance('campaign_escrow', String(campaignId)),
      wallet: await balance('investor_wallet', investorId),
    };
    const invest = (to: string, key: string) =>
      call(to, 'POST', '/api/v1/process-investment/', { token, key, body: investBody(campaignId, shares, 'sandbox') });
    const pay = (to: string, sessionId: string) =>
      call(to, 'POST', `/api/v1/payments/sandbox/sessions/${sessionId}/complete`, { token, body: { outcome: 'paid' } });
    const created = async () => (await investmentsOf()).length - before.investments;

    // Investing, one Idempotency-Key retried across three crashes: killed before the commit (after
    // the hold, after the checkout session is recorded) nothing stays; killed after it, the retry
    // answers the first investment.
    await boot('invest.held');
    url = await crashAt('invest.held', 'invest.session-recorded', (to) => invest(to, 'fault-invest'));
    expect(await created()).toBe(0);
    url = await crashAt('invest.session-recorded', 'invest.answered', (to) => invest(to, 'fault-invest'));
    expect(await created()).toBe(0);
    url = await crashAt('invest.answered', 'checkout.session-marked', (to) => invest(to, 'fault-invest'));
    expect(await created()).toBe(1);
    const retried = await invest(url, 'fault-invest');
    expect(retried.status, retried.text).toBe(201);
    const { id } = dataOf<{ id: string }>(retried);
    expect((await investmentsOf()).at(-1)!.id).toBe(id);
    expect(await created(), 'one investment for one key').toBe(1);
    const sessionId = (await investment(id)).session_id!;
    expect((await investment(id)).status).toBe('pending');

    // Paying: killed after the session is marked (before the transfer), after the transfer (before
    // the commit), and after the commit; the investor presses Pay again each time.
    url = await crashAt('checkout.session-marked', 'ledger.posted.investment', (to) => pay(to, sessionId));
    expect((await investment(id)).status).toBe('pending');
    url = await crashAt('ledger.posted.investment', 'checkout.completed', (to) => pay(to, sessionId));
    expect((await investment(id)).status).toBe('pending');
    expect(await transfers(`investment:${id}`)).toBe(0);
    url = await crashAt('checkout.completed', 'ledger.posted.wallet_refund', (to) => pay(to, sessionId));
    expect((await investment(id)).status).toBe('success');
    const again = await pay(url, sessionId);
    expect(again.status, again.text).toBe(200);
    expect(dataOf<{ status: string; changed: boolean }>(again)).toMatchObject({ status: 'paid', changed: false });
    expect(await transfers(`investment:${id}`), 'charged once').toBe(1);
    expect(await balance('campaign_escrow', String(campaignId))).toBe(before.escrow + (await investment(id)).amount);

    // A staff refund killed after its ledger transfer, before the commit: retried, refunded once.
    const refund = (to: string) =>
      call(to, 'POST', `/api/v1/console/investments/${id}/refund`, { cookie, body: { reason: 'Fault test refund' } });
    url = await crashAt('ledger.posted.wallet_refund', 'expire-holds.released', refund);
    expect((await investment(id)).status).toBe('success');
    const refunded = await refund(url);
    expect(refunded.status, refunded.text).toBe(200);
    expect((await investment(id)).status).toBe('refunded');
    expect(await transfers(`investment:${id}:admin-refund`)).toBe(1);

    // The expiry job killed mid-release: after the restart its next run ends the hold, and the
    // sandbox refuses the late payment. Time passes here by moving the deadlines into the past.
    const late = dataOf<{ id: string }>(await invest(url, 'fault-invest-late'));
    const lateSession = (await investment(late.id)).session_id!;
    await sql`update investments set hold_expires_at = now() - interval '1 minute' where id = ${late.id}`;
    await sql`update payment_sessions set expires_at = now() - interval '1 minute' where id = ${lateSession}`;
    const runJob = (to: string) => call(to, 'POST', '/api/v1/console/jobs/expire-holds/run', { cookie });
    url = await crashAt('expire-holds.released', undefined, runJob);
    expect((await investment(late.id)).status).toBe('pending');
    // The dead instance's run stops beating and is taken over once stale (two minutes): that long passes here too.
    await sql`update job_runs set heartbeat_at = heartbeat_at - interval '10 minutes' where job = 'expire-holds' and status = 'running'`;
    const rerun = await runJob(url);
    expect(rerun.status, rerun.text).toBe(200);
    await until(async () => (await investment(late.id)).status === 'fail', 30_000, 'the expiry job to end the hold');
    const latePay = await pay(url, lateSession);
    expect(dataOf<{ status: string }>(latePay).status).toBe('expired');

    // The oracle: the ledger's own check, the money where it belongs, every session ended.
    const ledger = await ledgerOf(databaseUrl(database));
    expect(ledger).toMatchObject({ balanced: true, unbalancedTransfers: 0, driftedAccounts: 0, negativeBalances: 0 });
    const amount = (await investment(id)).amount;
    expect(await balance('campaign_escrow', String(campaignId))).toBe(before.escrow);
    expect(await balance('investor_wallet', investorId)).toBe(before.wallet + amount);
    const open =
      await sql`select count(*)::int as n from payment_sessions where status = 'open' and subject_id::text = any(${[id, late.id]})`;
    expect(open[0]!.n).toBe(0);
    const [held] = await sql`select o.amount_held::bigint as held, (select coalesce(sum(amount), 0)::bigint from investments
      where campaign_id = o.campaign_id and status = 'pending' and payment_type <> 'wallet') as pending
      from campaign_offers o where campaign_id = ${campaignId}`;
    expect(Number(held!.held)).toBe(Number(held!.pending));
    const stale = await sql`select count(*)::int as n from investments where status = 'pending' and hold_expires_at < now()`;
    expect(stale[0]!.n).toBe(0);
    console.log(`fault points (${killed.length} kills, ${killed.length + 1} restarts): ${killed.join(', ')}`);
    expect(killed).toHaveLength(8);
  });
});
