import { emailOutbox } from '@cf/db';
import { inboxItemOut, inboxMessageOut, NotFoundError, PAGE_SIZE } from '@cf/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { maskSealed } from '../../lib/mail/mailer';
import { envelope, errorResponses, listEnvelope, ok, okList } from '../../lib/envelope';
import type { App } from '../../types';

const tags = ['account'];

/** /inbox: the user's own copy of every e-mail the platform sent them. */
export default async function inboxRoutes(app: App) {
  app.get(
    '/users/inbox',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'E-mails the platform sent to the signed-in user, newest first (10 a page)',
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: listEnvelope(inboxItemOut), ...errorResponses },
      },
    },
    async (request) => {
      const limit = PAGE_SIZE.users;
      const { page } = request.query;
      const mine = eq(emailOutbox.userId, request.user!.id);
      const [rows, [total]] = await Promise.all([
        app.db
          .select({ id: emailOutbox.id, subject: emailOutbox.subject, template: emailOutbox.template, createdAt: emailOutbox.createdAt })
          .from(emailOutbox)
          .where(mine)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ value: count() }).from(emailOutbox).where(mine),
      ]);
      return okList(rows, { total: total?.value ?? 0, page, limit });
    },
  );

  app.get(
    '/users/inbox/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'One e-mail of the signed-in user (404 for anyone else)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(inboxMessageOut), ...errorResponses },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({
          id: emailOutbox.id,
          subject: emailOutbox.subject,
          template: emailOutbox.template,
          createdAt: emailOutbox.createdAt,
          text: emailOutbox.text,
          html: emailOutbox.html,
        })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.id, request.params.id), eq(emailOutbox.userId, request.user!.id)));
      if (!row) throw new NotFoundError();
      // Links' secrets (activation, reset) stay masked here: the e-mail itself carried them.
      return ok({ ...row, subject: maskSealed(row.subject), text: maskSealed(row.text), html: maskSealed(row.html) });
    },
  );
}
