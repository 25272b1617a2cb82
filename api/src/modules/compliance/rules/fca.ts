import type { Database } from '@cf/db';
import { FCA_CURRENCY, fcaRestrictedLimit } from '@cf/domain/compliance/protection';
import type { ComplianceSettings, Prerequisite, RateUsed } from '@cf/domain/schemas/compliance';
import { siteZone } from '../../payouts/notices';
import { protectionOf } from '../protection';
import { usedIn12Months } from './reg-cf';

export const FCA_RULES = {
  category: 'fca.category',
  riskWarning: 'fca.risk-warning',
  coolingOff: 'fca.cooling-off',
  appropriateness: 'fca.appropriateness',
  restrictedLimit: 'fca.restricted-limit',
} as const;

/**
 * Where an investor stands under the FCA's rules now (GBP minor units): their category, the
 * cooling-off that the personalised risk warning started, the appropriateness check, and for a
 * restricted investor the 12-month limit of 10 % of net assets and what is left of it.
 */
export async function fcaPosition(db: Database, userId: string, settings: ComplianceSettings, now = new Date()) {
  const p = await protectionOf(db, userId);
  const category = p?.fcaCategory ?? null;
  const coolingOffEndsAt = p?.fcaRiskWarningAt ? new Date(p.fcaRiskWarningAt.getTime() + settings.fcaCoolingOffHours * 3_600_000) : null;
  const missing: Prerequisite[] = [];
  if (!category) missing.push('category');
  if (!coolingOffEndsAt) missing.push('riskWarning');
  else if (now.getTime() < coolingOffEndsAt.getTime()) missing.push('coolingOff');
  if (!p?.fcaAppropriatenessPassedAt) missing.push('appropriateness');
  const ratesUsed = new Map<number, RateUsed>();
  let limit: number | null = null;
  let used = 0;
  if (category === 'restricted' && p?.regimeCurrency === FCA_CURRENCY && p.netWorth !== null) {
    limit = fcaRestrictedLimit(p.netWorth, settings.fcaRestrictedPercentBps);
    used = await usedIn12Months(db, userId, now, ratesUsed, FCA_CURRENCY, await siteZone(db));
  }
  return {
    category,
    riskWarningAcknowledged: !!p?.fcaRiskWarningAt,
    coolingOffEndsAt,
    appropriatenessPassed: !!p?.fcaAppropriatenessPassedAt,
    limit,
    used,
    remaining: limit === null ? null : Math.max(limit - used, 0),
    ratesUsed: [...ratesUsed.values()],
    missing,
  };
}
