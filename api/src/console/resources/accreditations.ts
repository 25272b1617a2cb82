import { accreditations, type Database, files, users } from '@cf/db';
import { declineInput, NotFoundError } from '@cf/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponses } from '../../lib/envelope';
import { sendPrivateFile } from '../../modules/files/index';
import type { App } from '../../types';
import { recordAudit } from '../../lib/audit';
import { columnsOf, containsPattern, parseId, type ResourceDef } from '../crud';
import { ACCREDITATION_REVIEW, decideReview } from '../reviews';

async function loadAccreditations(db: Database, ids: (string | number)[]) {
  const rows = await db
    .select({ accreditation: accreditations, userEmail: users.email, userFirstName: users.firstName, userLastName: users.lastName })
    .from(accreditations)
    .leftJoin(users, eq(users.id, accreditations.userId))
    .where(inArray(accreditations.id, ids as number[]));
  return rows.map(({ accreditation, ...user }) => ({ ...accreditation, ...user }));
}

/** The accreditation review queue (spec §9 thresholds are checked when the investor applies). */
export const accreditationsResource: ResourceDef = {
  name: 'accreditations',
  table: accreditations,
  id: accreditations.id,
  loadByIds: loadAccreditations,
  filters: {
    status: accreditations.status,
    basis: accreditations.basis,
    verificationType: accreditations.verificationType,
    userId: accreditations.userId,
    q: (value) => {
      const term = containsPattern(value);
      return sql`${accreditations.userId} in (select ${users.id} from ${users} where ${users.email} ilike ${term} or ${users.firstName} ilike ${term} or ${users.lastName} ilike ${term})`;
    },
  },
  sortColumns: columnsOf(accreditations, 'id', 'createdAt', 'status', 'decidedAt'),
  defaultSort: ['createdAt', 'DESC'],
};

const tags = ['console'];
const idParam = z.object({ id: z.string().max(40) });
const recordOut = z.record(z.string(), z.unknown());

async function loadOne(app: App, id: number) {
  const [record] = await loadAccreditations(app.db, [id]);
  if (!record) throw new NotFoundError();
  return record;
}

/** Approve or decline; read the uploaded letter and the signed contract (staff only, audited). */
export default async function accreditationActions(app: App) {
  app.post(
    '/accreditations/:id/approve',
    { schema: { tags, summary: 'Approve an accreditation', params: idParam, response: { 200: recordOut, ...errorResponses } } },
    async (request) => {
      const id = parseId(accreditationsResource, request.params.id) as number;
      await decideReview(app, request, ACCREDITATION_REVIEW, id, { status: 'approved', reason: null });
      return loadOne(app, id);
    },
  );

  app.post(
    '/accreditations/:id/decline',
    {
      schema: {
        tags,
        summary: 'Decline an accreditation; the reason reaches the user',
        params: idParam,
        body: declineInput,
        response: { 200: recordOut, ...errorResponses },
      },
    },
    async (request) => {
      const id = parseId(accreditationsResource, request.params.id) as number;
      await decideReview(app, request, ACCREDITATION_REVIEW, id, { status: 'declined', reason: request.body.reason });
      return loadOne(app, id);
    },
  );

  for (const [path, column] of [
    ['letter', accreditations.letterFileId],
    ['contract', accreditations.contractFileId],
    ['signature', accreditations.signatureFileId],
  ] as const) {
    app.get(
      `/accreditations/:id/${path}`,
      {
        schema: {
          tags,
          summary: `The accreditation's ${path} (private file)`,
          params: idParam,
          produces: ['application/pdf', 'image/png', 'image/jpeg'],
        },
      },
      async (request, reply) => {
        const id = parseId(accreditationsResource, request.params.id) as number;
        const [row] = await app.db
          .select({ file: files })
          .from(accreditations)
          .innerJoin(files, eq(files.id, column))
          .where(eq(accreditations.id, id))
          .limit(1);
        if (!row) throw new NotFoundError('notify.errors.noFile');
        await recordAudit(app.db, request, {
          action: `view-${path}`,
          resource: 'accreditations',
          recordId: id,
          after: { fileId: row.file.id },
        });
        return sendPrivateFile(app, reply, row.file);
      },
    );
  }
}
