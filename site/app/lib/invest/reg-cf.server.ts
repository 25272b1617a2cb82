import type { ComplianceMe } from '@cf/domain/schemas/compliance';
import type { AccountApi } from '../account/api.server';
import { dataOf, okOrThrow } from '../api.server';
import type { RegCfLimit } from './types';

/**
 * The investor's Reg CF limit, or null when none applies (another jurisdiction, an accredited
 * investor). A 409 (no exchange rate entered yet) is null too: the API still checks the limit on
 * investing, and the page should not fail for a panel.
 */
export async function regCfLimitOf(api: AccountApi): Promise<RegCfLimit | null> {
  const res = await api.send('GET', '/compliance/me');
  if (res.status === 409) return null;
  const me = dataOf<ComplianceMe>(okOrThrow(res));
  if (me.jurisdiction !== 'us-reg-cf' || me.accredited || me.limit12Months == null || me.remaining12Months == null) return null;
  return { limit: me.limit12Months, remaining: me.remaining12Months };
}
