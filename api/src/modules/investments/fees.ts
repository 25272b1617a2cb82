import { type Database, revenueSettings } from '@cf/db';
import { money, percentOf } from '@cf/domain/money';

export type SuccessFeeRates = { fixedSuccessFeeBps: number | null; flexibleSuccessFeeBps: number | null };

/**
 * The platform's fee an investment is expected to bear if the campaign succeeds (spec §9: the
 * campaign type's success rate from the revenue settings), and what its owner keeps of it.
 */
export function feesAt(rates: SuccessFeeRates | undefined, campaignType: 'fixed' | 'flexible', amount: number, currency: string) {
  const feeBps = (campaignType === 'flexible' ? rates?.flexibleSuccessFeeBps : rates?.fixedSuccessFeeBps) ?? 0;
  const siteFee = percentOf(money(amount, currency), feeBps).amount;
  return { siteFee, actualTakeaway: amount - siteFee };
}

/** feesAt with the revenue settings as they stand. */
export async function expectedFees(db: Database, campaignType: 'fixed' | 'flexible', amount: number, currency: string) {
  const [rates] = await db
    .select({ fixedSuccessFeeBps: revenueSettings.fixedSuccessFeeBps, flexibleSuccessFeeBps: revenueSettings.flexibleSuccessFeeBps })
    .from(revenueSettings);
  return feesAt(rates, campaignType, amount, currency);
}
