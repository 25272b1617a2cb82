import type { Database } from '@cf/db';
import { balanceOf } from '../ledger/index';

/**
 * What a campaign's owner owes back now, in minor units (0 when nothing): the owner_receivable
 * balance, negative while a chargeback or a bank return that came after the money reached the
 * owner is not settled. While it is owed, the campaign's payouts are frozen (payouts' controls).
 */
export async function owedBack(db: Database, campaignId: number, currency: string): Promise<number> {
  const balance = await balanceOf(db, { kind: 'owner_receivable', currency, campaignId });
  return balance < 0 ? -balance : 0;
}
