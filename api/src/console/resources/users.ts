import { sessions, users } from '@cf/db';
import { ConflictError, NotFoundError, staffFlagInput, suspendUserInput } from '@cf/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../lib/envelope';
import { informUser, type PendingNotification } from '../../modules/notifications/index';
import type { App } from '../../types';
import { recordAudit } from '../../lib/audit';
import { columnsOf, parseId, type ResourceDef } from '../crud';

type UserRow = typeof users.$inferSelect;

/** What staff see of a person: never the password hash or the two-factor secret. */
const toRecord = ({ passwordHash: _p, twoFactorSecret: _t, twoFactorLastStep: _s, ...row }: Record<string, unknown>) => row;

/** People. CRUD is read-only: changes go through the audited actions below. */
export const usersResource: ResourceDef = {
  name: 'users',
  table: users,
  id: users.id,
  idType: 'uuid',
  toRecord,
  searchColumns: [users.email, users.firstName, users.lastName],
  filters: columnsOf(users, 'isAdmin', 'userType', 'status'),
  sortColumns: columnsOf(users, 'id', 'email', 'lastName', 'createdAt', 'lastLoginAt', 'status'),
  defaultSort: ['createdAt', 'DESC'],
};

const tags = ['console'];
const idParam = z.object({ id: z.string().max(40) });
const recordOut = z.record(z.string(), z.unknown());
const audited = (u: UserRow) => ({ status: u.status, isAdmin: u.isAdmin });

/** Suspend, restore and the staff flag: each audited, with the user told by notification and e-mail. */
export default async function userActions(app: App) {
  /** Locks the user row, applies the change and records it; the push goes out after the commit. */
  const change = async (
    request: FastifyRequest,
    rawId: string,
    action: string,
    apply: (
      user: UserRow,
      tx: App['db'],
    ) => Promise<{ values: Partial<UserRow>; note?: Record<string, unknown>; pending?: PendingNotification | null }>,
  ) => {
    const id = parseId(usersResource, rawId) as string;
    const { record, pending } = await app.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!user) throw new NotFoundError();
      if (user.status === 'deleted') throw new ConflictError('notify.errors.deletedAccount');
      const result = await apply(user, tx);
      const [after] = await tx.update(users).set(result.values).where(eq(users.id, id)).returning();
      await recordAudit(tx, request, {
        action,
        resource: 'users',
        recordId: id,
        before: audited(user),
        after: { ...audited(after!), ...result.note },
      });
      return { record: toRecord(after!), pending: result.pending ?? null };
    });
    await pending?.emit();
    return record;
  };

  app.post(
    '/users/:id/suspend',
    {
      schema: {
        tags,
        summary: 'Suspend an account: it cannot log in, every session is revoked, the user is told why',
        params: idParam,
        body: suspendUserInput,
        response: { 200: recordOut, ...errorResponses },
      },
    },
    async (request) => {
      const { reason } = request.body;
      const record = await change(request, request.params.id, 'suspend', async (user, tx) => {
        if (user.id === request.user!.id) throw new ConflictError('notify.errors.selfSuspend');
        if (user.status === 'suspended') throw new ConflictError('notify.errors.alreadySuspended');
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
        const pending = await informUser(app, tx, user, {
          type: 'account',
          messageKey: 'notify.account.suspended',
          params: { reason },
          link: null,
          email: 'accountSuspended',
          emailPath: '/contact-us',
          notify: true,
        });
        return { values: { status: 'suspended' }, note: { reason }, pending };
      });
      app.realtime.disconnectUser(request.params.id.toLowerCase());
      return record;
    },
  );

  app.post(
    '/users/:id/restore',
    {
      schema: {
        tags,
        summary: 'Lift a suspension: the account can log in again',
        params: idParam,
        response: { 200: recordOut, ...errorResponses },
      },
    },
    async (request) =>
      change(request, request.params.id, 'restore', async (user, tx) => {
        if (user.status !== 'suspended') throw new ConflictError('notify.errors.notSuspended');
        const pending = await informUser(app, tx, user, {
          type: 'account',
          messageKey: 'notify.account.restored',
          link: '/login',
          email: 'accountRestored',
          notify: true,
        });
        return { values: { status: 'active' }, pending };
      }),
  );

  app.post(
    '/users/:id/staff',
    {
      schema: {
        tags,
        summary: 'Give or take staff access (never your own)',
        params: idParam,
        body: staffFlagInput,
        response: { 200: recordOut, ...errorResponses },
      },
    },
    async (request) =>
      change(request, request.params.id, 'staff', async (user) => {
        if (user.id === request.user!.id && !request.body.isAdmin) throw new ConflictError('notify.errors.selfStaff');
        return { values: { isAdmin: request.body.isAdmin } };
      }),
  );
}
