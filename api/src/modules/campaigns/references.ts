import { type Database, lookups } from '@cf/db';
import type { FieldError, LookupType } from '@cf/domain';
import { inArray } from 'drizzle-orm';
import { currencyOf } from './context';

/** Which lookup list each reference field must point into. */
export const LOOKUP_FIELDS = {
  categoryId: 'categories',
  industryId: 'company-industry',
  campaignStageId: 'campaign-stage',
  investingRoundId: 'investing-round',
  memberTypeId: 'team-member-type',
  investorTypeId: 'investor-type',
} as const satisfies Record<string, LookupType>;
type LookupField = keyof typeof LOOKUP_FIELDS;

/**
 * The references a write sends (lookups of the right list, still active; an active currency),
 * checked in at most two reads. A wrong id is the field's "choose one of the options", never a 500
 * or a foreign-key error.
 */
export async function referenceIssues(db: Database, values: Record<string, unknown>): Promise<FieldError[]> {
  const issues: FieldError[] = [];
  const wanted = (Object.keys(LOOKUP_FIELDS) as LookupField[])
    .filter((f) => typeof values[f] === 'number')
    .map((f) => ({ field: f, id: values[f] as number }));
  if (wanted.length > 0) {
    const rows = await db
      .select({ id: lookups.id, type: lookups.type, active: lookups.active })
      .from(lookups)
      .where(
        inArray(
          lookups.id,
          wanted.map((w) => w.id),
        ),
      );
    for (const w of wanted) {
      const row = rows.find((r) => r.id === w.id);
      if (!row || !row.active || row.type !== LOOKUP_FIELDS[w.field])
        issues.push({ field: w.field, message: 'campaigns.validation.unknownOption' });
    }
  }
  if (typeof values.currencyCode === 'string') {
    const currency = await currencyOf(db, values.currencyCode);
    if (!currency?.active) issues.push({ field: 'currencyCode', message: 'campaigns.validation.unknownCurrency' });
  }
  return issues;
}
