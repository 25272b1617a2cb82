import { type Database, revenueSettings } from '@cf/db';
import { money, percentOf } from '@cf/domain/money';

/**
 * The platform's fee an investment is expected to bear if the campaign succeeds (spec §9: the
 * campaign type's success rate from the revenue settings), and what its owner keeps of it.
 */
export async function expectedFees(db: Database, campaignType: 'fixed' | 'flexible', amount: number, currency: string) {
  const [fees] = await db.select().from(revenueSettings);
  const feeBps = campaignType === 'flexible' ? (fees?.flexibleSuccessFeeBps ?? 0) : (fees?.fixedSuccessFeeBps ?? 0);
  const siteFee = percentOf(money(amount, currency), feeBps).amount;
  return { siteFee, actualTakeaway: amount - siteFee };
}
