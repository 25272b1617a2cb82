import type { ComplianceMe } from '@cf/domain/schemas/compliance';
import type { RegCfLimit } from './types';

/**
 * The investor's Reg CF limit from their compliance answer, or null when none applies (another
 * jurisdiction, an accredited investor, or no exchange rate entered yet: the API still checks the
 * limit on investing, and the page should not fail for a panel).
 */
export function regCfLimitOf(me: ComplianceMe): RegCfLimit | null {
  if (me.jurisdiction !== 'us-reg-cf' || me.accredited || me.limit12Months == null || me.remaining12Months == null) return null;
  return { limit: me.limit12Months, remaining: me.remaining12Months };
}
