import { campaignKiis, type Database, languages } from '@cf/db';
import { NotFoundError, ValidationError } from '@cf/domain';
import { type Kiis, kiisInput, kiisOut } from '@cf/domain/schemas/compliance';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../../lib/audit';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { managedCampaignRef, visibleCampaign } from '../campaigns/public-access';

type KiisRow = typeof campaignKiis.$inferSelect;

const toKiis = ({ checkedBy: _b, ...row }: KiisRow): Kiis => ({
  ...row,
  checkedAt: row.checkedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/** ECSP: a campaign takes investments only once staff checked its KIIS in at least one language. */
export async function hasCheckedKiis(db: Database, campaignId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(campaignKiis)
    .where(and(eq(campaignKiis.campaignId, campaignId), isNotNull(campaignKiis.checkedAt)))
    .limit(1);
  return Boolean(row);
}

/** The checked sheet in the reader's language, else the first checked one (the language is in the answer). */
export async function kiisFor(db: Database, campaignId: number, lang: string): Promise<Kiis | null> {
  const [row] = await db
    .select()
    .from(campaignKiis)
    .where(and(eq(campaignKiis.campaignId, campaignId), isNotNull(campaignKiis.checkedAt)))
    .orderBy(sql`${campaignKiis.lang} = ${lang} desc`, asc(campaignKiis.lang))
    .limit(1);
  return row ? toKiis(row) : null;
}

async function assertLanguage(db: Database, lang: string) {
  const [row] = await db
    .select({ code: languages.code })
    .from(languages)
    .where(and(eq(languages.code, lang), eq(languages.active, true)));
  if (!row) throw new ValidationError([{ field: 'lang', message: 'validation.invalidFormat' }]);
}

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const langParams = idParams.extend({ lang: z.string().min(2).max(10) });
const tags = ['compliance'];

/**
 * The Key Investment Information Sheet (ECSP Art. 23): the owner (or team manager) writes it per
 * language, any change waits for staff to check it again; visitors read the checked one.
 */
export async function kiisRoutes(app: App) {
  app.get(
    '/campaign/:id/kiis',
    {
      schema: {
        tags,
        summary: "A campaign's checked Key Investment Information Sheet in the reader's language (else another checked one)",
        params: idParams,
        response: { 200: envelope(kiisOut.nullable()), ...errorResponses },
      },
    },
    async (request) => {
      await visibleCampaign(app.db, request.params.id, request.user ?? null);
      return ok(await kiisFor(app.db, request.params.id, request.uiLang));
    },
  );

  app.get(
    '/campaign/:id/kiis/all',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Every language's sheet of a campaign the caller manages, checked or not",
        params: idParams,
        response: { 200: envelope(z.array(kiisOut)), ...errorResponses },
      },
    },
    async (request) => {
      await managedCampaignRef(app.db, request.params.id, request.user!);
      const rows = await app.db
        .select()
        .from(campaignKiis)
        .where(eq(campaignKiis.campaignId, request.params.id))
        .orderBy(campaignKiis.lang);
      return ok(rows.map(toKiis));
    },
  );

  app.put(
    '/campaign/:id/kiis/:lang',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Write a campaign's sheet in one language (the owner); staff check it again before investors see it",
        params: langParams,
        body: kiisInput,
        response: { 200: envelope(kiisOut), ...errorResponses },
      },
    },
    async (request) => {
      const { id, lang } = request.params;
      await managedCampaignRef(app.db, id, request.user!);
      await assertLanguage(app.db, lang);
      const values = { ...request.body, checkedAt: null, checkedBy: null, updatedAt: new Date() };
      const [row] = await app.db
        .insert(campaignKiis)
        .values({ campaignId: id, lang, ...values })
        .onConflictDoUpdate({ target: [campaignKiis.campaignId, campaignKiis.lang], set: values })
        .returning();
      return ok(toKiis(row!));
    },
  );
}

/** Console: staff read a campaign's sheets and mark one checked (audited). */
export async function kiisConsoleRoutes(staff: App) {
  staff.get(
    '/campaigns/:id/kiis',
    {
      schema: {
        tags: ['console'],
        summary: "A campaign's Key Investment Information Sheets, every language",
        params: idParams,
        response: { 200: z.array(kiisOut), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await staff.db
        .select()
        .from(campaignKiis)
        .where(eq(campaignKiis.campaignId, request.params.id))
        .orderBy(campaignKiis.lang);
      return rows.map(toKiis);
    },
  );
  staff.post(
    '/campaigns/:id/kiis/:lang/check',
    {
      schema: {
        tags: ['console'],
        summary: 'Mark a campaign sheet checked: investors may read it and, under ECSP, invest',
        params: langParams,
        response: { 200: kiisOut, ...errorResponses },
      },
    },
    async (request) => {
      const { id, lang } = request.params;
      return staff.db.transaction(async (tx) => {
        const [row] = await tx
          .update(campaignKiis)
          .set({ checkedAt: new Date(), checkedBy: request.user!.id })
          .where(and(eq(campaignKiis.campaignId, id), eq(campaignKiis.lang, lang)))
          .returning();
        if (!row) throw new NotFoundError();
        await recordAudit(tx, request, {
          action: 'update',
          resource: 'campaign-kiis',
          recordId: `${id}/${lang}`,
          after: { checkedAt: row.checkedAt },
        });
        return toKiis(row);
      });
    },
  );
}
