import { type Database, files, kycDocuments, kycParties, users } from '@cf/db';
import { declineInput, NotFoundError } from '@cf/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponses } from '../../lib/envelope';
import { sendPrivateFile } from '../../modules/files/index';
import type { App } from '../../types';
import { recordAudit } from '../../lib/audit';
import { columnsOf, containsPattern, parseId, type ResourceDef } from '../crud';
import { decideReview, KYC_REVIEW } from '../reviews';

/** Parties with their user's name and e-mail and their documents (file metadata, never the bytes). */
async function loadParties(db: Database, ids: (string | number)[]) {
  const rows = await db
    .select({ party: kycParties, userEmail: users.email, userFirstName: users.firstName, userLastName: users.lastName })
    .from(kycParties)
    .leftJoin(users, eq(users.id, kycParties.userId))
    .where(inArray(kycParties.id, ids as number[]));
  const docs = await db
    .select({
      id: kycDocuments.id,
      partyId: kycDocuments.partyId,
      documentType: kycDocuments.documentType,
      fileId: kycDocuments.fileId,
      contentType: files.contentType,
      size: files.size,
      originalName: files.originalName,
      createdAt: kycDocuments.createdAt,
    })
    .from(kycDocuments)
    .innerJoin(files, eq(files.id, kycDocuments.fileId))
    .where(inArray(kycDocuments.partyId, ids as number[]))
    .orderBy(asc(kycDocuments.id));
  return rows.map(({ party, ...user }) => ({
    ...party,
    ...user,
    documents: docs.filter((d) => d.partyId === party.id).map(({ partyId: _p, ...d }) => d),
  }));
}

/** The KYC review queue: filter by status (under-review first in the console), search by name or e-mail. */
export const kycResource: ResourceDef = {
  name: 'kyc',
  table: kycParties,
  id: kycParties.id,
  loadByIds: loadParties,
  filters: {
    status: kycParties.status,
    provider: kycParties.provider,
    userId: kycParties.userId,
    q: (value) => {
      const term = containsPattern(value);
      return sql`(${kycParties.firstName} ilike ${term} or ${kycParties.lastName} ilike ${term} or ${kycParties.userId} in (select ${users.id} from ${users} where ${users.email} ilike ${term}))`;
    },
  },
  sortColumns: columnsOf(kycParties, 'id', 'createdAt', 'updatedAt', 'status', 'decidedAt'),
  defaultSort: ['createdAt', 'DESC'],
};

const tags = ['console'];
const idParam = z.object({ id: z.string().max(40) });
const recordOut = z.record(z.string(), z.unknown());

async function loadOne(app: App, id: number) {
  const [record] = await loadParties(app.db, [id]);
  if (!record) throw new NotFoundError();
  return record;
}

/** Approve or decline a party; view its documents (staff only, each view audited). */
export default async function kycActions(app: App) {
  app.post(
    '/kyc/:id/approve',
    {
      schema: { tags, summary: 'Approve identity verification', params: idParam, response: { 200: recordOut, ...errorResponses } },
    },
    async (request) => {
      const id = parseId(kycResource, request.params.id) as number;
      await decideReview(app, request, KYC_REVIEW, id, { status: 'approved', reason: null });
      return loadOne(app, id);
    },
  );

  app.post(
    '/kyc/:id/decline',
    {
      schema: {
        tags,
        summary: 'Decline identity verification; the reason reaches the user',
        params: idParam,
        body: declineInput,
        response: { 200: recordOut, ...errorResponses },
      },
    },
    async (request) => {
      const id = parseId(kycResource, request.params.id) as number;
      await decideReview(app, request, KYC_REVIEW, id, { status: 'declined', reason: request.body.reason });
      return loadOne(app, id);
    },
  );

  app.get(
    '/kyc/:id/documents/:documentId',
    {
      schema: {
        tags,
        summary: "One of a party's documents, streamed (private file)",
        params: z.object({ id: z.string().max(40), documentId: z.string().max(40) }),
        produces: ['application/pdf', 'image/png', 'image/jpeg'],
      },
    },
    async (request, reply) => {
      const id = parseId(kycResource, request.params.id) as number;
      const documentId = parseId(kycResource, request.params.documentId) as number;
      const [doc] = await app.db
        .select({ file: files })
        .from(kycDocuments)
        .innerJoin(files, eq(files.id, kycDocuments.fileId))
        .where(and(eq(kycDocuments.id, documentId), eq(kycDocuments.partyId, id)))
        .limit(1);
      if (!doc) throw new NotFoundError();
      await recordAudit(app.db, request, {
        action: 'view-document',
        resource: 'kyc',
        recordId: id,
        after: { documentId, fileId: doc.file.id },
      });
      return sendPrivateFile(app, reply, doc.file);
    },
  );
}
