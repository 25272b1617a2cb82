import { newsletterSubscribers, siteSettings } from '@cf/db';
import { maintenanceToggleInput, NotFoundError, ValidationError } from '@cf/domain';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponses } from '../lib/envelope';
import { cleanImage } from '../lib/image-clean';
import type { App } from '../types';
import { recordAudit } from '../lib/audit';

const tags = ['console'];

/** Guards spreadsheet programs against formulas hidden in subscriber data. */
const csvCell = (value: unknown): string => {
  let text = value instanceof Date ? value.toISOString() : String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
};

/** Staff actions that are not CRUD; each is audited. */
export default async function consoleActions(app: App) {
  app.post(
    '/site-settings/:id/maintenance',
    {
      schema: {
        tags,
        summary: 'Switch maintenance mode on or off (one click from the dashboard)',
        params: z.object({ id: z.literal('1') }),
        body: maintenanceToggleInput,
        response: { 200: z.object({ id: z.number(), maintainanceMode: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => {
      const result = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ maintainanceMode: siteSettings.maintainanceMode })
          .from(siteSettings)
          .where(eq(siteSettings.id, 1));
        if (!before) throw new NotFoundError();
        const [after] = await tx
          .update(siteSettings)
          .set({ maintainanceMode: request.body.maintainanceMode })
          .where(eq(siteSettings.id, 1))
          .returning({ id: siteSettings.id, maintainanceMode: siteSettings.maintainanceMode });
        await recordAudit(tx, request, { action: 'toggle-maintenance', resource: 'site-settings', recordId: 1, before, after });
        return after!;
      });
      await app.publicCache.invalidate();
      return result;
    },
  );

  app.post(
    '/uploads',
    {
      schema: {
        tags,
        summary: 'Upload a public image (PNG, JPEG, GIF, WebP or ICO; at most 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ url: z.string(), width: z.number(), height: z.number() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ValidationError([{ field: 'file', message: 'validation.required' }]);
      const file = await request.file();
      if (!file) throw new ValidationError([{ field: 'file', message: 'validation.required' }]);
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch {
        throw new ValidationError([{ field: 'file', message: 'validation.fileTooLarge' }], 'errors.uploadSize');
      }
      // Re-encoded: no EXIF position or other metadata of the uploader's file is published.
      const image = await cleanImage(bytes);
      const url = await app.storage.putPublic(image.bytes, image.extension);
      await recordAudit(app.db, request, {
        action: 'upload',
        resource: 'uploads',
        recordId: url,
        after: { url, width: image.width, height: image.height },
      });
      return reply.status(201).send({ url, width: image.width, height: image.height });
    },
  );

  app.get(
    '/newsletter-subscribers/export.csv',
    { schema: { tags, summary: 'All newsletter subscribers as CSV', produces: ['text/csv'] } },
    async (_request, reply) => {
      const rows = await app.db
        .select({ email: newsletterSubscribers.email, lang: newsletterSubscribers.lang, createdAt: newsletterSubscribers.createdAt })
        .from(newsletterSubscribers)
        .orderBy(asc(newsletterSubscribers.createdAt));
      const lines = ['email,language,subscribedAt', ...rows.map((r) => [r.email, r.lang, r.createdAt].map(csvCell).join(','))];
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"');
      return `${lines.join('\r\n')}\r\n`;
    },
  );
}
