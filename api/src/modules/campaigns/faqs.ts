import { campaignFaqs, campaignFaqTemplates, type Database } from '@cf/db';
import { type CampaignFaqInput, type campaignFaqPatch, ConflictError, NotFoundError, ValidationError } from '@cf/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { recordCampaignActivity } from '../activity/index';
import { managedCampaign } from './access';
import type { Actor, CampaignDeps } from './context';
import { requiredQuestionIds } from './view';

type Row = typeof campaignFaqs.$inferSelect;
const toOut = ({ createdAt: _c, updatedAt: _u, ...row }: Row, required: ReadonlySet<number>) => ({
  ...row,
  isRequired: row.questionId !== null && required.has(row.questionId),
});

/** GET /campaigns/faq-templates?investingType=: the platform's active questions (required ones marked). */
export async function faqTemplates(db: Database, investingType?: 'equity' | 'debt') {
  return db
    .select({
      id: campaignFaqTemplates.id,
      question: campaignFaqTemplates.question,
      isRequired: campaignFaqTemplates.isRequired,
      investingType: campaignFaqTemplates.investingType,
    })
    .from(campaignFaqTemplates)
    .where(
      and(
        eq(campaignFaqTemplates.active, true),
        investingType ? inArray(campaignFaqTemplates.investingType, [investingType, 'all']) : undefined,
      ),
    )
    .orderBy(asc(campaignFaqTemplates.sortOrder), asc(campaignFaqTemplates.id));
}

async function managedFaq(db: Database, actor: Actor, id: number, options: { lock?: boolean; edit?: boolean } = {}) {
  const [row] = await db.select().from(campaignFaqs).where(eq(campaignFaqs.id, id));
  if (!row) throw new NotFoundError();
  const campaign = await managedCampaign(db, actor, row.campaignId, options);
  return { row, campaign };
}

const requiredSet = async (db: Database, investingType: 'equity' | 'debt') => new Set(await requiredQuestionIds(db, investingType));

export async function listFaqs(db: Database, actor: Actor, campaignId: number) {
  const campaign = await managedCampaign(db, actor, campaignId);
  const [rows, required] = await Promise.all([
    db
      .select()
      .from(campaignFaqs)
      .where(eq(campaignFaqs.campaignId, campaignId))
      .orderBy(asc(campaignFaqs.sortOrder), asc(campaignFaqs.id)),
    requiredSet(db, campaign.investingType),
  ]);
  return rows.map((r) => toOut(r, required));
}

export async function getFaq(db: Database, actor: Actor, id: number) {
  const { row, campaign } = await managedFaq(db, actor, id);
  return toOut(row, await requiredSet(db, campaign.investingType));
}

/**
 * POST /campaigns/equity/campaign-faqs: an answer to a platform question (its text is copied;
 * one answer per question: 409 on a second) or the owner's own question.
 */
export async function addFaq(deps: CampaignDeps, actor: Actor, input: CampaignFaqInput) {
  return deps.db.transaction(async (tx) => {
    const campaign = await managedCampaign(tx, actor, input.campaignId, { lock: true, edit: true });
    let question = input.question ?? '';
    if (input.questionId) {
      const [template] = await tx
        .select()
        .from(campaignFaqTemplates)
        .where(
          and(
            eq(campaignFaqTemplates.id, input.questionId),
            eq(campaignFaqTemplates.active, true),
            inArray(campaignFaqTemplates.investingType, [campaign.investingType, 'all']),
          ),
        );
      if (!template) throw new ValidationError([{ field: 'questionId', message: 'campaigns.faqs.questionUnknown' }]);
      const [answered] = await tx
        .select({ id: campaignFaqs.id })
        .from(campaignFaqs)
        .where(and(eq(campaignFaqs.campaignId, campaign.id), eq(campaignFaqs.questionId, template.id)));
      if (answered)
        throw new ConflictError('campaigns.faqs.questionTaken', [{ field: 'questionId', message: 'campaigns.faqs.questionTaken' }]);
      question = template.question;
    }
    const [row] = await tx
      .insert(campaignFaqs)
      .values({
        campaignId: campaign.id,
        questionId: input.questionId ?? null,
        question,
        answer: input.answer,
        ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
      })
      .returning();
    await recordCampaignActivity(tx, {
      userId: actor.id,
      type: 'faq',
      messageKey: 'identity.activity.faqAdded',
      campaignId: campaign.id,
      ip: actor.ip,
    });
    return toOut(row!, await requiredSet(tx, campaign.investingType));
  });
}

/** PATCH /campaigns/equity/campaign-faqs/:id: the answer, the order, and the text of the owner's own questions. */
export async function updateFaq(deps: CampaignDeps, actor: Actor, id: number, input: z.infer<typeof campaignFaqPatch>) {
  return deps.db.transaction(async (tx) => {
    const { row, campaign } = await managedFaq(tx, actor, id, { lock: true, edit: true });
    if (input.question === null && row.questionId === null)
      throw new ValidationError([{ field: 'question', message: 'validation.required' }]);
    const [updated] = await tx
      .update(campaignFaqs)
      .set({
        ...(input.answer !== undefined ? { answer: input.answer } : {}),
        ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
        // A platform question keeps the platform's wording.
        ...(input.question && row.questionId === null ? { question: input.question } : {}),
        updatedAt: new Date(),
      })
      .where(eq(campaignFaqs.id, id))
      .returning();
    await recordCampaignActivity(tx, {
      userId: actor.id,
      type: 'faq',
      messageKey: 'identity.activity.faqEdited',
      campaignId: campaign.id,
      ip: actor.ip,
    });
    return toOut(updated!, await requiredSet(tx, campaign.investingType));
  });
}

export async function deleteFaq(deps: CampaignDeps, actor: Actor, id: number) {
  return deps.db.transaction(async (tx) => {
    await managedFaq(tx, actor, id, { lock: true, edit: true });
    await tx.delete(campaignFaqs).where(eq(campaignFaqs.id, id));
    return { id, deleted: true as const };
  });
}
