import { files } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../../console/audit';
import type { App } from '../../types';
import type { DocumentType } from './document-type';

export type FileRow = typeof files.$inferSelect;
export type FilePurpose = 'kyc-document' | 'accreditation-letter' | 'accreditation-contract';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

/** The uploader's name, for display only: no path, no control characters, bounded. */
export const displayName = (name: string | null | undefined): string | null =>
  name
    ? name
        .replace(/^.*[\\/]/, '')
        .replace(/[\p{C}"]/gu, '')
        .slice(0, 200) || null
    : null;

/**
 * Stores a private file and its `files` row. The bytes go to storage first (a generated name);
 * when the row cannot be written the bytes are removed again, so no orphan is left behind.
 */
export async function storePrivateFile(
  app: App,
  input: { ownerId: string; bytes: Buffer; type: DocumentType; purpose: FilePurpose; originalName?: string | null },
): Promise<FileRow> {
  const storageKey = await app.storage.putPrivate(input.bytes, input.type.extension);
  try {
    const [row] = await app.db
      .insert(files)
      .values({
        ownerId: input.ownerId,
        visibility: 'private',
        storageKey,
        contentType: input.type.contentType,
        size: input.bytes.length,
        originalName: displayName(input.originalName),
        purpose: input.purpose,
      })
      .returning();
    return row!;
  } catch (err) {
    await app.storage.deletePrivate(storageKey);
    throw err;
  }
}

/** Removes a stored private file and its row (a step that failed after the upload). */
export async function removePrivateFile(app: App, file: FileRow): Promise<void> {
  await app.db.delete(files).where(eq(files.id, file.id));
  await app.storage.deletePrivate(file.storageKey);
}

/**
 * A private file for the signed-in caller: its owner, or staff (whose read is audited). Anyone
 * else, a public file and an unknown or malformed id are all the same 404.
 */
export async function privateFileFor(app: App, request: FastifyRequest, fileId: string | null): Promise<FileRow> {
  const viewer = request.user;
  if (!viewer || !fileId || !UUID.test(fileId)) throw new NotFoundError();
  const [file] = await app.db.select().from(files).where(eq(files.id, fileId)).limit(1);
  if (!file || file.visibility !== 'private') throw new NotFoundError();
  if (file.ownerId === viewer.id) return file;
  if (!viewer.isAdmin) throw new NotFoundError();
  await recordAudit(app.db, request, {
    action: 'view-file',
    resource: 'files',
    recordId: file.id,
    after: { purpose: file.purpose, ownerId: file.ownerId },
  });
  return file;
}

/** Types our uploads are checked to be by content: safe for the browser to show in place. */
const VIEWABLE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * Sends a private file: its stored content type, a generated name (never the uploader's), no
 * sniffing, no caching anywhere. PDFs and images open in place; anything else downloads.
 */
export async function sendPrivateFile(app: App, reply: FastifyReply, file: FileRow): Promise<FastifyReply> {
  let bytes: Buffer;
  try {
    bytes = await app.storage.readPrivate(file.storageKey);
  } catch (err) {
    reply.log.error({ err, fileId: file.id }, 'private file missing from storage');
    throw new NotFoundError('identity.files.missing');
  }
  const name = `${file.purpose}-${file.id.slice(0, 8)}.${EXTENSIONS[file.contentType] ?? 'bin'}`;
  return reply
    .header('content-type', file.contentType)
    .header('content-length', bytes.length)
    .header('content-disposition', `${VIEWABLE.has(file.contentType) ? 'inline' : 'attachment'}; filename="${name}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
