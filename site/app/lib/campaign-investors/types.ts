/** The investor lists as the site receives them (the domain's answers over JSON: dates as ISO strings). */
import type {
  campaignMoneyOut,
  investmentActivityOut,
  ownerInvestmentOut,
  profileInvestmentOut,
  publicInvestorOut,
  WireOf,
} from '@cf/domain';

export type PublicInvestor = WireOf<typeof publicInvestorOut>;
export type InvestmentActivity = WireOf<typeof investmentActivityOut>;
export type ProfileInvestment = WireOf<typeof profileInvestmentOut>;
export type OwnerInvestment = WireOf<typeof ownerInvestmentOut>;
export type CampaignMoney = WireOf<typeof campaignMoneyOut>;
export type Currency = PublicInvestor['currency'];
