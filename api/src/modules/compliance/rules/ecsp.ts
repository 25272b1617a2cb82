import { type Database, investments } from '@cf/db';
import { ECSP_CURRENCY, ecspWarningThreshold, LOSS_SIMULATION_VALID_DAYS } from '@cf/domain/compliance/protection';
import type { ComplianceSettings, Prerequisite } from '@cf/domain/schemas/compliance';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { approvedAccreditation, protectionOf } from '../protection';

export const ECSP_RULES = {
  knowledgeTest: 'ecsp.knowledge-test',
  lossSimulation: 'ecsp.loss-simulation',
  warning: 'ecsp.warning',
  kiis: 'ecsp.kiis',
} as const;

const DAY_MS = 86_400_000;

/** Where an investor stands under ECSP now (EUR minor units); a sophisticated investor has nothing to do. */
export async function ecspPosition(db: Database, userId: string, settings: ComplianceSettings, now = new Date()) {
  const [sophisticated, p] = await Promise.all([approvedAccreditation(db, userId), protectionOf(db, userId)]);
  const simulated = p?.lossSimulatedAt && p.regimeCurrency === ECSP_CURRENCY && p.netWorth !== null ? p : null;
  const simulationValid = !!simulated && now.getTime() - simulated.lossSimulatedAt!.getTime() < LOSS_SIMULATION_VALID_DAYS * DAY_MS;
  const missing: Prerequisite[] = [];
  if (!sophisticated && !p?.knowledgeTestPassedAt) missing.push('knowledgeTest');
  if (!sophisticated && !simulationValid) missing.push('lossSimulation');
  return {
    sophisticated,
    knowledgeTestPassed: !!p?.knowledgeTestPassedAt,
    netWorth: simulated?.netWorth ?? null,
    lossCapacity: simulated?.lossCapacity ?? null,
    lossSimulatedAt: simulated?.lossSimulatedAt ?? null,
    warningThreshold: sophisticated || !simulationValid ? null : ecspWarningThreshold(simulated!.netWorth!, settings),
    missing,
  };
}

/** Investments the investor may still revoke without reason (Art. 22), soonest end first. */
export async function reflectionsRunning(db: Database, userId: string, now = new Date()) {
  const rows = await db
    .select({ investmentId: investments.id, endsAt: investments.reflectionEndsAt })
    .from(investments)
    .where(
      and(eq(investments.investorId, userId), inArray(investments.status, ['pending', 'success']), gt(investments.reflectionEndsAt, now)),
    )
    .orderBy(investments.reflectionEndsAt);
  return rows.map((r) => ({ investmentId: r.investmentId, endsAt: r.endsAt!.toISOString() }));
}

/** The reflection period of an investment made now: N calendar days (Art. 22(2): four). */
export const reflectionEnd = (settings: ComplianceSettings, now: Date): Date =>
  new Date(now.getTime() + settings.ecspReflectionDays * DAY_MS);
