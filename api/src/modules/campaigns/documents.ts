import { campaignDocuments, campaigns, type Database, files } from '@cf/db';
import { NotFoundError, extrasDocumentFields, type extrasDocumentPatch } from '@cf/domain';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type FilePurpose, type FileRow, type MultipartForm, removePrivateFile, storePrivateFile } from '../files/index';
import { managedCampaign } from './access';
import type { Actor, CampaignDeps } from './context';
import { checkPdf, requireFile } from './images';
import { defined } from './wizard';
import { parseOrThrow } from '../../lib/validation';

/** `files.purpose` of campaign files (the column is free text; FilePurpose lists the accounts ones). */
const PURPOSE = { document: 'campaign-document', contract: 'campaign-contract' } as const;

export const documentUrl = (campaignId: number, documentId: number) => `/api/v1/campaigns/${campaignId}/documents/${documentId}`;

type DocumentRow = typeof campaignDocuments.$inferSelect;
const toOut = (row: DocumentRow, file: Pick<FileRow, 'contentType' | 'size'>) => ({
  ...row,
  contentType: file.contentType,
  size: file.size,
  url: documentUrl(row.campaignId, row.id),
});

/**
 * POST /campaigns/equities/:id/contract: the owner's own contract (PDF, private). Spec §5: it is
 * required (checklist "extras") only when contractCopy is on and manageContract is yes. A new
 * upload replaces the previous file.
 */
export async function uploadContract(deps: CampaignDeps, actor: Actor, id: number, form: MultipartForm) {
  // Who may upload is checked before what is uploaded: anyone else learns nothing of the rules.
  const campaign = await managedCampaign(deps.db, actor, id, { edit: true });
  const file = requireFile(form.file);
  const type = checkPdf(file.bytes, file.field);
  const stored = await storePrivateFile(deps, {
    ownerId: campaign.ownerId,
    bytes: file.bytes,
    type,
    purpose: PURPOSE.contract as FilePurpose,
    originalName: file.filename,
  });
  let previous: FileRow | undefined;
  try {
    await deps.db.transaction(async (tx) => {
      const row = await managedCampaign(tx, actor, id, { lock: true, edit: true });
      if (row.contractFileId) [previous] = await tx.select().from(files).where(eq(files.id, row.contractFileId));
      await tx.update(campaigns).set({ contractFileId: stored.id, updatedAt: new Date() }).where(eq(campaigns.id, row.id));
    });
  } catch (err) {
    await removePrivateFile(deps, stored);
    throw err;
  }
  if (previous) await removePrivateFile(deps, previous);
  return { contractFileId: stored.id };
}

/** POST /campaigns/equity/extras-document (multipart `file`, `campaignId`, `title`, `visibility`). */
export async function addDocument(deps: CampaignDeps, actor: Actor, form: MultipartForm) {
  const input = parseOrThrow(extrasDocumentFields, form.fields);
  const campaign = await managedCampaign(deps.db, actor, input.campaignId);
  const file = requireFile(form.file);
  const type = checkPdf(file.bytes, file.field);
  const stored = await storePrivateFile(deps, {
    ownerId: campaign.ownerId,
    bytes: file.bytes,
    type,
    purpose: PURPOSE.document as FilePurpose,
    originalName: file.filename,
  });
  try {
    return await deps.db.transaction(async (tx) => {
      await managedCampaign(tx, actor, input.campaignId, { lock: true });
      const [row] = await tx
        .insert(campaignDocuments)
        .values({ campaignId: input.campaignId, fileId: stored.id, title: input.title, visibility: input.visibility })
        .returning();
      return toOut(row!, stored);
    });
  } catch (err) {
    await removePrivateFile(deps, stored);
    throw err;
  }
}

async function documentRows(db: Database, where: ReturnType<typeof eq>) {
  return db
    .select({ doc: campaignDocuments, file: { contentType: files.contentType, size: files.size } })
    .from(campaignDocuments)
    .innerJoin(files, eq(files.id, campaignDocuments.fileId))
    .where(where)
    .orderBy(asc(campaignDocuments.sortOrder), asc(campaignDocuments.id));
}

/** GET /campaigns/equity/extras-document?campaignId=: every document, public and private (owner or staff). */
export async function listDocuments(db: Database, actor: Actor, campaignId: number) {
  await managedCampaign(db, actor, campaignId);
  return (await documentRows(db, eq(campaignDocuments.campaignId, campaignId))).map((r) => toOut(r.doc, r.file));
}

async function ownedDocument(db: Database, actor: Actor, id: number, lock = false) {
  const [found] = await documentRows(db, eq(campaignDocuments.id, id));
  if (!found) throw new NotFoundError();
  await managedCampaign(db, actor, found.doc.campaignId, { lock });
  return found;
}

export async function getDocument(db: Database, actor: Actor, id: number) {
  const { doc, file } = await ownedDocument(db, actor, id);
  return toOut(doc, file);
}

/** PATCH /campaigns/equity/extras-document/:id: title, visibility, order (the file stays). */
export async function updateDocument(deps: CampaignDeps, actor: Actor, id: number, input: z.infer<typeof extrasDocumentPatch>) {
  return deps.db.transaction(async (tx) => {
    const { file } = await ownedDocument(tx, actor, id, true);
    const values = defined(input);
    const [row] =
      Object.keys(values).length > 0
        ? await tx.update(campaignDocuments).set(values).where(eq(campaignDocuments.id, id)).returning()
        : await tx.select().from(campaignDocuments).where(eq(campaignDocuments.id, id));
    return toOut(row!, file);
  });
}

/** DELETE /campaigns/equity/extras-document/:id: the row, then the stored file. */
export async function deleteDocument(deps: CampaignDeps, actor: Actor, id: number) {
  const fileRow = await deps.db.transaction(async (tx) => {
    const { doc } = await ownedDocument(tx, actor, id, true);
    const [file] = await tx.select().from(files).where(eq(files.id, doc.fileId));
    await tx.delete(campaignDocuments).where(eq(campaignDocuments.id, id));
    return file;
  });
  if (fileRow) await removePrivateFile(deps, fileRow);
  return { id, deleted: true as const };
}
