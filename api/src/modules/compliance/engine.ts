import { complianceOutcomes, currencies, type Database } from '@cf/db';
import { ConflictError, type CurrencyDisplay, type FieldError, formatMoney } from '@cf/domain';
import type { ComplianceSettings } from '@cf/domain/schemas/compliance';
import { eq, sql } from 'drizzle-orm';
import { ECSP_CURRENCY, FCA_CURRENCY } from '@cf/domain/compliance/protection';
import { formatInstant } from '@cf/domain/date-format';
import { dateIn } from '../../lib/site-date';
import { siteZone } from '../payouts/notices';
import { hasCheckedKiis } from './kiis';
import { convertOn } from './rates';
import { ECSP_RULES, ecspPosition, reflectionEnd } from './rules/ecsp';
import { FCA_RULES, fcaPosition } from './rules/fca';
import { REG_CF_CURRENCY, REG_CF_RULE, regCfPosition } from './rules/reg-cf';
import { readComplianceSettings } from './settings';

/** Key space of the per-investor lock (two-int advisory locks; db's ADVISORY_LOCKS use the one-bigint space). */
const INVESTOR_LOCK_SPACE = 727_201;

export type ComplianceCampaign = { id: number; currency: CurrencyDisplay & { code: string } };
type Outcome = typeof complianceOutcomes.$inferInsert;

/**
 * A rule refused the attempt. The investing transaction rolls back, so the outcome it carries is
 * written afterwards, on its own (see routes.ts), for the console and the regulator export.
 */
export class ComplianceRefusal extends ConflictError {
  constructor(
    messageKey: string,
    fieldErrors: FieldError[],
    /** Null for a dry run (process-investment-check): nothing to record. */
    readonly outcome: Outcome | null,
  ) {
    super(messageKey, fieldErrors);
  }
}

export async function recordOutcome(db: Database, outcome: Outcome | null): Promise<void> {
  if (outcome) await db.insert(complianceOutcomes).values(outcome);
}

/** How a regime's currency is shown: the platform's row, or a plain format when it has none. */
async function currencyDisplay(db: Database, code: string): Promise<CurrencyDisplay> {
  const [row] = await db
    .select({ code: currencies.code, symbol: currencies.symbol, displayFormat: currencies.displayFormat, decimals: currencies.decimals })
    .from(currencies)
    .where(eq(currencies.code, code));
  return row ?? { code, symbol: REGIME_SYMBOLS[code] ?? code, displayFormat: 'leftSymbol', decimals: 2 };
}
const REGIME_SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };

/** What a passed check writes on the investment: the reflection period, the warning's acknowledgement. */
export type ComplianceMarks = { reflectionEndsAt?: Date; riskAcknowledgedAt?: Date };

type Attempt = {
  tx: Database;
  settings: ComplianceSettings;
  userId: string;
  campaign: ComplianceCampaign;
  amount: number;
  acknowledged: boolean;
  lang: string;
  now: Date;
  base: Omit<Outcome, 'ruleId' | 'outcome'>;
};

const refuse = (
  a: Attempt,
  ruleId: string,
  key: string,
  field: string,
  params?: Record<string, string>,
  extra: Partial<Outcome> = {},
): never => {
  throw new ComplianceRefusal(key, [{ field, message: key, ...(params ? { params } : {}) }], {
    ...a.base,
    ruleId,
    outcome: 'refused',
    ...extra,
  });
};

/** The attempt in the regime's currency with today's rate, rounded up (never lets an investor past a rule). */
async function inRegime(a: Attempt, regime: string, ruleId: string) {
  try {
    return await convertOn(a.tx, a.amount, a.campaign.currency.code, regime, dateIn(await siteZone(a.tx), a.now), 'up');
  } catch (error) {
    if (error instanceof ConflictError)
      throw new ComplianceRefusal(error.messageKey, error.fieldErrors, { ...a.base, ruleId, outcome: 'refused' });
    throw error;
  }
}

/**
 * The investor-protection rules of the operator's jurisdiction, run by the investing core before
 * money moves, in its transaction. The investor's lock is held to the commit, so two concurrent
 * investments cannot both fit in what is left of a limit. What it returns is written on the investment.
 */
export async function checkCompliance(
  tx: Database,
  investor: { id: string },
  campaign: ComplianceCampaign,
  amount: number,
  lang: string,
  acknowledged = false,
  now = new Date(),
  options: { dryRun?: boolean } = {},
): Promise<ComplianceMarks> {
  const settings = await readComplianceSettings(tx);
  if (settings.jurisdiction === 'none') return {};
  await tx.execute(sql`select pg_advisory_xact_lock(${INVESTOR_LOCK_SPACE}, hashtext(${investor.id}))`);
  const base = {
    userId: investor.id,
    campaignId: campaign.id,
    jurisdiction: settings.jurisdiction,
    amount,
    currency: campaign.currency.code,
  };
  const attempt: Attempt = { tx, settings, userId: investor.id, campaign, amount, acknowledged, lang, now, base };
  try {
    if (settings.jurisdiction === 'us-reg-cf') return await checkRegCf(attempt);
    if (settings.jurisdiction === 'eu-ecsp') return await checkEcsp(attempt, !options.dryRun);
    return await checkFca(attempt);
  } catch (error) {
    if (options.dryRun && error instanceof ComplianceRefusal) throw new ComplianceRefusal(error.messageKey, error.fieldErrors, null);
    throw error;
  }
}

async function checkRegCf(a: Attempt): Promise<ComplianceMarks> {
  let position;
  try {
    position = await regCfPosition(a.tx, a.userId, a.settings, a.now);
  } catch (error) {
    if (error instanceof ConflictError && error.messageKey === 'compliance.errors.noRate')
      throw new ComplianceRefusal(error.messageKey, error.fieldErrors, { ...a.base, ruleId: REG_CF_RULE, outcome: 'refused' });
    throw error;
  }
  if (position.limit === null) return {};
  const converted = await inRegime(a, REG_CF_CURRENCY, REG_CF_RULE);
  if (converted.amount <= position.remaining!) return {};
  const left = formatMoney(position.remaining!, await currencyDisplay(a.tx, REG_CF_CURRENCY), a.lang);
  return refuse(
    a,
    REG_CF_RULE,
    'compliance.errors.regCfOverLimit',
    'amount',
    { amount: left },
    {
      regimeAmount: converted.amount,
      regimeCurrency: REG_CF_CURRENCY,
      limitAmount: position.limit,
      remainingAmount: position.remaining,
      rate: converted.rate?.rate ?? null,
      rateId: converted.rate?.id ?? null,
    },
  );
}

/** ECSP Art. 21–23: the knowledge test, a loss simulation of the last year, the campaign's checked KIIS, the warning above the threshold, then four days to reflect. */
async function checkEcsp(a: Attempt, record: boolean): Promise<ComplianceMarks> {
  if (!(await hasCheckedKiis(a.tx, a.campaign.id))) refuse(a, ECSP_RULES.kiis, 'compliance.errors.ecspKiis', 'campaignId');
  const position = await ecspPosition(a.tx, a.userId, a.settings, a.now);
  if (position.sophisticated) return {};
  if (position.missing.includes('knowledgeTest')) refuse(a, ECSP_RULES.knowledgeTest, 'compliance.errors.ecspKnowledgeTest', 'amount');
  if (position.missing.includes('lossSimulation')) refuse(a, ECSP_RULES.lossSimulation, 'compliance.errors.ecspLossSimulation', 'amount');
  const marks: ComplianceMarks = { reflectionEndsAt: reflectionEnd(a.settings, a.now) };
  const converted = await inRegime(a, ECSP_CURRENCY, ECSP_RULES.warning);
  if (converted.amount <= position.warningThreshold!) return marks;
  const figures: Partial<Outcome> = {
    regimeAmount: converted.amount,
    regimeCurrency: ECSP_CURRENCY,
    limitAmount: position.warningThreshold,
    rate: converted.rate?.rate ?? null,
    rateId: converted.rate?.id ?? null,
  };
  if (!a.acknowledged) {
    const euro = await currencyDisplay(a.tx, ECSP_CURRENCY);
    refuse(
      a,
      ECSP_RULES.warning,
      'compliance.errors.ecspWarning',
      'riskAcknowledged',
      { threshold: formatMoney(position.warningThreshold!, euro, a.lang), capacity: formatMoney(position.lossCapacity!, euro, a.lang) },
      figures,
    );
  }
  // Acknowledged: allowed, and kept for the regulator as a flag on this investment.
  if (record) await recordOutcome(a.tx, { ...a.base, ruleId: ECSP_RULES.warning, outcome: 'flagged', ...figures });
  return { ...marks, riskAcknowledgedAt: a.now };
}

/** FCA PS22/10: categorised, warned (and cooled off), found appropriate; a restricted investor within 10 % of net assets. */
async function checkFca(a: Attempt): Promise<ComplianceMarks> {
  const position = await fcaPosition(a.tx, a.userId, a.settings, a.now);
  if (position.missing.includes('category')) refuse(a, FCA_RULES.category, 'compliance.errors.fcaCategory', 'amount');
  if (position.missing.includes('riskWarning')) refuse(a, FCA_RULES.riskWarning, 'compliance.errors.fcaRiskWarning', 'amount');
  if (position.missing.includes('coolingOff')) {
    const until = formatInstant(position.coolingOffEndsAt!, a.lang, await siteZone(a.tx), 'longDateTime');
    refuse(a, FCA_RULES.coolingOff, 'compliance.errors.fcaCoolingOff', 'amount', { until });
  }
  if (position.missing.includes('appropriateness')) refuse(a, FCA_RULES.appropriateness, 'compliance.errors.fcaAppropriateness', 'amount');
  if (position.limit === null) return {};
  const converted = await inRegime(a, FCA_CURRENCY, FCA_RULES.restrictedLimit);
  if (converted.amount <= position.remaining!) return {};
  const left = formatMoney(position.remaining!, await currencyDisplay(a.tx, FCA_CURRENCY), a.lang);
  return refuse(
    a,
    FCA_RULES.restrictedLimit,
    'compliance.errors.fcaRestrictedLimit',
    'amount',
    { amount: left },
    {
      regimeAmount: converted.amount,
      regimeCurrency: FCA_CURRENCY,
      limitAmount: position.limit,
      remainingAmount: position.remaining,
      rate: converted.rate?.rate ?? null,
      rateId: converted.rate?.id ?? null,
    },
  );
}
