import { type Database, webhookEvents } from '@cf/db';
import { NotFoundError, ValidationError } from '@cf/domain';
import { MangopayError, type MangopayApi } from '../../providers/payments/mangopay';
import { fulfil } from '../checkout/index';
import { findSessionByRef, lockSession } from '../payments/index';
import { type WebhookDeps, WebhookNotConfiguredError } from '../webhooks/stripe';
import { postInvestmentDebit } from './ledger';
import { lockPayout, settlePayout } from './payouts';
import { apiFor } from './regional';
import { lockTopUp, settleTopUp } from './top-ups';

/** The hooks acted on, by the resource they name (MangoPay sends many more). */
const RESOURCE_OF: Record<string, 'payIn' | 'payOut' | 'transfer'> = {
  PAYIN_NORMAL_SUCCEEDED: 'payIn',
  PAYIN_NORMAL_FAILED: 'payIn',
  PAYOUT_NORMAL_SUCCEEDED: 'payOut',
  PAYOUT_NORMAL_FAILED: 'payOut',
  TRANSFER_NORMAL_SUCCEEDED: 'transfer',
  TRANSFER_NORMAL_FAILED: 'transfer',
};

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const EVENT = /^[A-Z_]{3,64}$/;

/** MangoPay does not know the resource: not ours to act on, and nothing is written. */
const unknownResource = (err: unknown): never => {
  if (err instanceof MangopayError && err.httpStatus === 404) throw new NotFoundError();
  throw err;
};

/**
 * GET /webhooks/mangopay?EventType=&RessourceId=&Date=. MangoPay's hooks are not signed, so the
 * query is only a hint: the resource is read back from MangoPay's API with our keys, and what it
 * says decides (whatever the event type claims, in whatever order hooks arrive). In one transaction
 * the event (`EventType:RessourceId`) is recorded, so a redelivery changes nothing, and the same
 * settlement as the redirect's check runs under the record's lock: a top-up is credited once, a
 * failed payout gives the money back once, a pending investment transfer completes once. A
 * resource MangoPay does not know, or that is none of ours, is a 404 with nothing written.
 */
export async function receiveMangopayEvent(
  deps: WebhookDeps,
  query: Record<string, string>,
): Promise<{ received: true; duplicate: boolean }> {
  const type = query.EventType ?? '';
  const id = query.RessourceId ?? '';
  const problems = [
    ...(EVENT.test(type) ? [] : [{ field: 'EventType', message: 'validation.invalidFormat' }]),
    ...(ID.test(id) ? [] : [{ field: 'RessourceId', message: 'validation.invalidFormat' }]),
  ];
  if (problems.length) throw new ValidationError(problems);
  const mode = await deps.payments.modeOf(deps.db, 'mangopay');
  if (mode.kind === 'off') throw new WebhookNotConfiguredError();
  const resource = RESOURCE_OF[type];
  // An event we do not act on is acknowledged, so MangoPay stops sending it.
  if (!resource) return { received: true, duplicate: false };
  // Read before the transaction: no lock is held while MangoPay answers. (A twin's card page address is not needed here.)
  const read = await readBack(apiFor(deps.db, mode, ''), resource, id);
  return deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ provider: 'mangopay', eventId: `${type}:${id}`, type })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (!fresh) return { received: true as const, duplicate: true };
    await apply(tx, deps, read);
    return { received: true as const, duplicate: false };
  });
}

type ReadBack =
  | { resource: 'payIn'; payIn: Awaited<ReturnType<MangopayApi['getPayIn']>> }
  | { resource: 'payOut'; payOut: Awaited<ReturnType<MangopayApi['getPayout']>> }
  | { resource: 'transfer'; transfer: Awaited<ReturnType<MangopayApi['getTransfer']>> };

async function readBack(api: MangopayApi, resource: 'payIn' | 'payOut' | 'transfer', id: string): Promise<ReadBack> {
  if (resource === 'payIn') return { resource, payIn: await api.getPayIn(id).catch(unknownResource) };
  if (resource === 'payOut') return { resource, payOut: await api.getPayout(id).catch(unknownResource) };
  return { resource, transfer: await api.getTransfer(id).catch(unknownResource) };
}

async function apply(tx: Database, deps: WebhookDeps, read: ReadBack): Promise<void> {
  if (read.resource === 'payIn') {
    await settleTopUp(tx, await lockTopUp(tx, read.payIn.Id), read.payIn, deps.log);
    return;
  }
  if (read.resource === 'payOut') {
    await settlePayout(tx, await lockPayout(tx, read.payOut.Id), read.payOut);
    return;
  }
  // An investment paid by a transfer MangoPay had not decided when we asked.
  const { transfer } = read;
  const found = await findSessionByRef(tx, transfer.Id);
  if (!found || found.provider !== 'mangopay') throw new NotFoundError();
  const session = await lockSession(tx, found.id);
  if (session.status !== 'open' || transfer.Status === 'CREATED') return;
  if (transfer.Status === 'SUCCEEDED') {
    if (transfer.DebitedFunds.Amount !== session.amount || transfer.DebitedFunds.Currency !== session.currency) {
      deps.log.error({ transferId: transfer.Id, sessionId: session.id }, 'mangopay transfer does not match its session');
      return;
    }
    await postInvestmentDebit(tx, { transferId: transfer.Id, userId: session.userId, currency: session.currency, amount: session.amount });
  }
  await fulfil(tx, session, transfer.Status === 'SUCCEEDED' ? 'paid' : 'failed', deps);
}
