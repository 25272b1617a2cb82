import { files } from '@cf/db';
import { SEED_FILE_PREFIX } from '@cf/db/seed/demo-pdf';
import { NotFoundError } from '@cf/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../../lib/audit';
import { cleanImage, isCleanableImage } from '../../lib/image-clean';
import type { DocumentType } from './document-type';
import type { DepsOf } from '../../deps';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type FileDeps = DepsOf<'db' | 'storage'>;

export type FileRow = typeof files.$inferSelect;
export type FilePurpose =
  | 'kyc-document'
  | 'accreditation-letter'
  | 'accreditation-contract'
  | 'accreditation-signature'
  | 'investment-signature'
  | 'investment-contract';

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
 * when the row cannot be written the bytes are removed again, so no orphan is left behind. A photo
 * (of an identity document, a signature) is re-encoded first: staff who read it see no GPS
 * position or other metadata of the uploader's phone.
 */
export async function storePrivateFile(
  deps: FileDeps,
  input: { ownerId: string; bytes: Buffer; type: DocumentType; purpose: FilePurpose; originalName?: string | null },
): Promise<FileRow> {
  const bytes = isCleanableImage(input.type.contentType) ? (await cleanImage(input.bytes)).bytes : input.bytes;
  const storageKey = await deps.storage.putPrivate(bytes, input.type.extension);
  try {
    const [row] = await deps.db
      .insert(files)
      .values({
        ownerId: input.ownerId,
        visibility: 'private',
        storageKey,
        contentType: input.type.contentType,
        size: bytes.length,
        originalName: displayName(input.originalName),
        purpose: input.purpose,
      })
      .returning();
    return row!;
  } catch (err) {
    await deps.storage.deletePrivate(storageKey);
    throw err;
  }
}

/** Removes a stored private file and its row (a step that failed after the upload). */
export async function removePrivateFile(deps: FileDeps, file: FileRow): Promise<void> {
  await deps.db.delete(files).where(eq(files.id, file.id));
  // The demo's documents have no stored bytes (their key names a PDF drawn on the fly): only the row goes.
  if (!file.storageKey.startsWith(SEED_FILE_PREFIX)) await deps.storage.deletePrivate(file.storageKey);
}

/**
 * A private file for the signed-in caller: its owner, or staff (whose read is audited). Anyone
 * else, a public file and an unknown or malformed id are all the same 404.
 */
export async function privateFileFor(deps: FileDeps, request: FastifyRequest, fileId: string | null): Promise<FileRow> {
  const viewer = request.user;
  if (!viewer || !fileId || !UUID.test(fileId)) throw new NotFoundError();
  const [file] = await deps.db.select().from(files).where(eq(files.id, fileId)).limit(1);
  if (!file || file.visibility !== 'private') throw new NotFoundError();
  if (file.ownerId === viewer.id) return file;
  if (!viewer.isAdmin) throw new NotFoundError();
  await recordAudit(deps.db, request, {
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
export async function sendPrivateFile(deps: FileDeps, reply: FastifyReply, file: FileRow): Promise<FastifyReply> {
  let bytes: Buffer;
  try {
    bytes = await deps.storage.readPrivate(file.storageKey);
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
