import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Who changed what, when, before and after. Written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    /** create | update | delete | or a staff action name (approve, toggle-maintenance...). */
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_created_idx').on(t.createdAt),
    index('audit_resource_idx').on(t.resource, t.recordId),
    index('audit_actor_idx').on(t.actorId),
  ],
);
