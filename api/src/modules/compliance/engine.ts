import { complianceOutcomes, currencies, type Database } from '@cf/db';
import { ConflictError, type CurrencyDisplay, type FieldError, formatMoney } from '@cf/domain';
import type { ComplianceSettings } from '@cf/domain/schemas/compliance';
import { eq, sql } from 'drizzle-orm';
import { convertBy, decimalsOf, noRateError, rateOn } from './rates';
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
    readonly outcome: Outcome,
  ) {
    super(messageKey, fieldErrors);
  }
}

export async function recordOutcome(db: Database, outcome: Outcome): Promise<void> {
  await db.insert(complianceOutcomes).values(outcome);
}

/** How dollars are shown: the platform's USD row, or the plain US format when it has none. */
async function regimeCurrencyDisplay(db: Database): Promise<CurrencyDisplay> {
  const [row] = await db
    .select({ code: currencies.code, symbol: currencies.symbol, displayFormat: currencies.displayFormat, decimals: currencies.decimals })
    .from(currencies)
    .where(eq(currencies.code, REG_CF_CURRENCY));
  return row ?? { code: REG_CF_CURRENCY, symbol: '$', displayFormat: 'leftSymbol', decimals: 2 };
}

/**
 * The investor-protection rules of the operator's jurisdiction, run by the investing core before
 * money moves, in its transaction. Under Reg CF the investor's lock is held to the commit, so two
 * concurrent investments cannot both fit in what is left of the 12-month limit.
 */
export async function checkCompliance(
  tx: Database,
  investor: { id: string },
  campaign: ComplianceCampaign,
  amount: number,
  lang: string,
): Promise<void> {
  const settings = await readComplianceSettings(tx);
  if (settings.jurisdiction === 'us-reg-cf') await checkRegCf(tx, settings, investor.id, campaign, amount, lang);
  // eu-ecsp, uk-fca: rules still to come (issue 16); 'none': nothing to check before money moves.
}

async function checkRegCf(
  tx: Database,
  settings: ComplianceSettings,
  userId: string,
  campaign: ComplianceCampaign,
  amount: number,
  lang: string,
) {
  await tx.execute(sql`select pg_advisory_xact_lock(${INVESTOR_LOCK_SPACE}, hashtext(${userId}))`);
  const base = { userId, campaignId: campaign.id, jurisdiction: settings.jurisdiction, amount, currency: campaign.currency.code };
  const refuse = (key: string, errors: FieldError[], extra: Partial<Outcome>): never => {
    throw new ComplianceRefusal(key, errors, { ...base, ruleId: REG_CF_RULE, outcome: 'refused', ...extra });
  };
  let position;
  try {
    position = await regCfPosition(tx, userId, settings);
  } catch (error) {
    if (error instanceof ConflictError && error.messageKey === 'compliance.errors.noRate') refuse(error.messageKey, error.fieldErrors, {});
    throw error;
  }
  if (position.limit === null) return;
  // The attempt in dollars, with today's rate, rounded up (never lets an investor past the limit).
  let regimeAmount = amount;
  let rate: { id: number; rate: string } | null = null;
  if (campaign.currency.code !== REG_CF_CURRENCY) {
    const day = new Date().toISOString().slice(0, 10);
    const found = await rateOn(tx, campaign.currency.code, REG_CF_CURRENCY, day);
    if (!found) {
      const e = noRateError(campaign.currency.code, REG_CF_CURRENCY, day);
      refuse(e.messageKey, e.fieldErrors, {});
    }
    const decimals = await decimalsOf(tx, [campaign.currency.code, REG_CF_CURRENCY]);
    regimeAmount = convertBy(amount, found!, 'up', {
      from: decimals.get(campaign.currency.code) ?? 2,
      to: decimals.get(REG_CF_CURRENCY) ?? 2,
    });
    rate = { id: found!.row.id, rate: found!.row.rate };
  }
  if (regimeAmount <= position.remaining!) return;
  const left = formatMoney(position.remaining!, await regimeCurrencyDisplay(tx), lang);
  refuse('compliance.errors.regCfOverLimit', [{ field: 'amount', message: 'compliance.errors.regCfOverLimit', params: { amount: left } }], {
    regimeAmount,
    regimeCurrency: REG_CF_CURRENCY,
    limitAmount: position.limit,
    remainingAmount: position.remaining,
    rate: rate?.rate ?? null,
    rateId: rate?.id ?? null,
  });
}
