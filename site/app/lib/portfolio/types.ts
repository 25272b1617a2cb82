import type {
  myInvestmentDetailOut,
  myInvestmentOut,
  portfolioCurrencyOut,
  portfolioDashboardOut,
  portfolioMonthOut,
  portfolioOverviewOut,
  portfolioSliceOut,
} from '@cf/domain/schemas/portfolio';
import type { WireOf } from '@cf/domain/schemas/wire';

/** The portfolio's answers as they arrive over the wire (dates as ISO strings). */
export type PortfolioCurrency = WireOf<typeof portfolioCurrencyOut>;
export type MyInvestment = WireOf<typeof myInvestmentOut>;
export type MyInvestmentDetail = WireOf<typeof myInvestmentDetailOut>;
export type PortfolioDashboard = WireOf<typeof portfolioDashboardOut>;
export type PortfolioSlice = WireOf<typeof portfolioSliceOut>;
export type PortfolioMonth = WireOf<typeof portfolioMonthOut>;
export type PortfolioOverview = WireOf<typeof portfolioOverviewOut>;
