import { type Database, disputes, investments, paymentSessions } from '@cf/db';
import { ConflictError, ValidationError } from '@cf/domain';
import type { DisputeCreateInput, DisputeOutcomeInput } from '@cf/domain/schemas/disputes';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../lib/audit';
import { lockDispute, recordDispute, recoverFromPayable, settleOutcome, writeOffDispute } from '../../modules/disputes/index';
import { moneyFormatter } from '../../modules/notifications/index';
import type { App } from '../../types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const paymentError = (key: string, params?: Record<string, string>) =>
  new ValidationError([{ field: 'payment', message: key, ...(params ? { params } : {}) }], key);

/** The payment staff name: an investment's reference (INV-…) or a payment session's id. */
async function sessionNamed(tx: Database, payment: string) {
  const reference = payment.trim().toUpperCase();
  if (reference.startsWith('INV-')) {
    const [investment] = await tx
      .select({ sessionId: investments.sessionId })
      .from(investments)
      .where(eq(investments.reference, reference));
    if (!investment) throw paymentError('disputes.errors.paymentNotFound');
    if (!investment.sessionId) throw paymentError('disputes.errors.paymentNotDisputable');
    return (await tx.select().from(paymentSessions).where(eq(paymentSessions.id, investment.sessionId)))[0]!;
  }
  const [session] = UUID.test(payment.trim()) ? await tx.select().from(paymentSessions).where(eq(paymentSessions.id, payment.trim())) : [];
  if (!session) throw paymentError('disputes.errors.paymentNotFound');
  return session;
}

const audited = (tx: Database, request: FastifyRequest, action: string, id: string, before: unknown, after: unknown) =>
  recordAudit(tx, request, { action, resource: 'disputes', recordId: id, before, after });

/**
 * Staff record a dispute they learnt of outside a webhook (a bank's letter, a recall of a bank
 * transfer, a provider's e-mail): the same recording as a webhook's, with their name on it.
 */
export async function createDispute(app: App, request: FastifyRequest, input: DisputeCreateInput) {
  return app.db.transaction(async (tx) => {
    const session = await sessionNamed(tx, input.payment);
    if (input.amount > session.amount) {
      const format = await moneyFormatter(tx, [session.currency]);
      throw new ValidationError(
        [{ field: 'amount', message: 'disputes.errors.amountTooLarge', params: { amount: format(session, request.uiLang) } }],
        'disputes.errors.amountTooLarge',
      );
    }
    const result = await recordDispute(tx, app, {
      provider: session.provider,
      providerRef: input.providerRef?.trim() || `manual:${randomUUID()}`,
      kind: input.kind,
      sessionId: session.id,
      amount: input.amount,
      currency: session.currency,
      reason: input.reason,
      evidenceDueBy: input.kind === 'return' ? null : (input.evidenceDueBy ?? null),
      recordedBy: request.user!.id,
    });
    if (!result.changed) throw new ConflictError('disputes.errors.duplicate');
    const [row] = await tx.select().from(disputes).where(eq(disputes.id, result.id));
    await audited(tx, request, 'create', result.id, null, {
      status: row!.status,
      source: row!.source,
      amount: row!.amount,
      transferIds: row!.transferIds,
    });
    return { id: result.id, status: row!.status, changed: true };
  });
}

/** Staff record the provider's decision by hand: the same settlement as the webhook's, once; audited. */
export async function recordOutcome(app: App, request: FastifyRequest, id: string, input: DisputeOutcomeInput) {
  return app.db.transaction(async (tx) => {
    const before = await lockDispute(tx, id);
    if (before.status !== 'open') throw new ConflictError('disputes.errors.notOpen');
    const { row } = await settleOutcome(tx, app, before, input.outcome, { staffId: request.user!.id, note: input.note ?? null });
    await audited(
      tx,
      request,
      'outcome',
      id,
      { status: before.status },
      { status: row!.status, note: row!.note, transferIds: row!.transferIds },
    );
    return { id, status: row!.status, changed: true };
  });
}

/** Staff recover what the owner of a lost dispute owes from what the platform owes them now; audited. */
export async function recoverDispute(app: App, request: FastifyRequest, id: string) {
  return app.db.transaction(async (tx) => {
    const before = await lockDispute(tx, id);
    if (before.status !== 'lost' || before.owed <= 0) throw new ConflictError('disputes.errors.nothingOwed');
    const { recovered, row } = await recoverFromPayable(tx, app, before, { tell: true, actorId: request.user!.id });
    if (recovered === 0) throw new ConflictError('disputes.errors.nothingToRecover');
    await audited(tx, request, 'recover', id, { owed: before.owed }, { owed: row.owed, recovered });
    return { id, status: row.status, changed: true };
  });
}

/** Staff decide the platform bears what is still owed (after what can be recovered); audited. */
export async function writeOff(app: App, request: FastifyRequest, id: string, reason: string) {
  return app.db.transaction(async (tx) => {
    const before = await lockDispute(tx, id);
    const row = await writeOffDispute(tx, app, before, request.user!.id, reason);
    await audited(tx, request, 'write-off', id, { owed: before.owed }, { owed: row.owed, writtenOff: row.writtenOff, reason });
    return { id, status: row.status, changed: true };
  });
}
