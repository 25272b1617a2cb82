import { auditLog, type Database } from '@cf/db';
import type { FastifyRequest } from 'fastify';

/** Records a staff change; call inside the transaction that makes the change. */
export async function recordAudit(
  tx: Database,
  request: FastifyRequest,
  entry: { action: string; resource: string; recordId: string | number | null; before?: unknown; after?: unknown },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: request.user?.id ?? null,
    actorEmail: request.user?.email ?? null,
    action: entry.action,
    resource: entry.resource,
    recordId: entry.recordId === null ? null : String(entry.recordId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: request.clientIp,
  });
}
