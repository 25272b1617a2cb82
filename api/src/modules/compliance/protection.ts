import { accreditations, type Database, investorProtection } from '@cf/db';
import {
  APPROPRIATENESS_CHECK,
  ECSP_CURRENCY,
  FCA_CURRENCY,
  KNOWLEDGE_TEST,
  lossCapacityOf,
  netWorthOf,
  type Quiz,
  scoreQuiz,
} from '@cf/domain/compliance/protection';
import type { ComplianceSettings, FcaCategoryInput, LossSimulationInput } from '@cf/domain/schemas/compliance';
import { desc, eq, sql } from 'drizzle-orm';

export type ProtectionRow = typeof investorProtection.$inferSelect;

/** The investor's prerequisites record (none yet: every field empty). */
export async function protectionOf(db: Database, userId: string): Promise<ProtectionRow | null> {
  const [row] = await db.select().from(investorProtection).where(eq(investorProtection.userId, userId));
  return row ?? null;
}

/** ECSP's sophisticated investor / an accredited one: staff approved their accreditation. */
export async function approvedAccreditation(db: Database, userId: string): Promise<boolean> {
  const [latest] = await db
    .select({ status: accreditations.status })
    .from(accreditations)
    .where(eq(accreditations.userId, userId))
    .orderBy(desc(accreditations.createdAt))
    .limit(1);
  return latest?.status === 'approved';
}

async function upsert(db: Database, userId: string, values: Partial<typeof investorProtection.$inferInsert>) {
  const [row] = await db
    .insert(investorProtection)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: investorProtection.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** Scores a quiz; a pass is kept with its time, every attempt counted (a fail keeps an earlier pass). */
async function takeQuiz(
  db: Database,
  userId: string,
  quiz: Quiz,
  answers: Record<string, string>,
  passedColumn: 'knowledge' | 'appropriateness',
) {
  const result = scoreQuiz(quiz, answers);
  const passedAt = result.passed ? new Date() : undefined;
  await db
    .insert(investorProtection)
    .values({
      userId,
      knowledgeTestAttempts: passedColumn === 'knowledge' ? 1 : 0,
      ...(passedColumn === 'knowledge' ? { knowledgeTestPassedAt: passedAt } : { fcaAppropriatenessPassedAt: passedAt }),
    })
    .onConflictDoUpdate({
      target: investorProtection.userId,
      set: {
        knowledgeTestAttempts: passedColumn === 'knowledge' ? sql`${investorProtection.knowledgeTestAttempts} + 1` : undefined,
        ...(passedAt
          ? passedColumn === 'knowledge'
            ? { knowledgeTestPassedAt: passedAt }
            : { fcaAppropriatenessPassedAt: passedAt }
          : {}),
        updatedAt: new Date(),
      },
    });
  return result;
}

export const takeKnowledgeTest = (db: Database, userId: string, answers: Record<string, string>) =>
  takeQuiz(db, userId, KNOWLEDGE_TEST, answers, 'knowledge');

export const takeAppropriatenessCheck = (db: Database, userId: string, answers: Record<string, string>) =>
  takeQuiz(db, userId, APPROPRIATENESS_CHECK, answers, 'appropriateness');

/** ECSP Art. 21(4)(b): the yearly loss simulation, in euros; its capacity is what the warnings compare with. */
export async function simulateLoss(db: Database, userId: string, settings: ComplianceSettings, input: LossSimulationInput) {
  const netWorth = netWorthOf(input);
  const row = await upsert(db, userId, {
    regimeCurrency: ECSP_CURRENCY,
    netWorth,
    lossCapacity: lossCapacityOf(netWorth, settings.ecspLossCapacityBps),
    lossSimulatedAt: new Date(),
  });
  return { netWorth, lossCapacity: row.lossCapacity!, currency: ECSP_CURRENCY, simulatedAt: row.lossSimulatedAt!.toISOString() };
}

/** FCA self-certification; a restricted investor's net assets (pounds) set their 10 % limit. */
export const categorise = (db: Database, userId: string, input: FcaCategoryInput) =>
  upsert(db, userId, {
    regimeCurrency: FCA_CURRENCY,
    fcaCategory: input.category,
    netWorth: input.category === 'restricted' ? input.netAssets! : null,
    fcaCategorisedAt: new Date(),
  });

/** FCA: the personalised risk warning, acknowledged once; its time starts the 24-hour cooling-off. */
export async function acknowledgeRiskWarning(db: Database, userId: string) {
  const existing = await protectionOf(db, userId);
  if (existing?.fcaRiskWarningAt) return existing;
  return upsert(db, userId, { fcaRiskWarningAt: new Date() });
}
