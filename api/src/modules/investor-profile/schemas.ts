import { z } from 'zod';

export const selfCheckOut = z.object({ accredited: z.boolean(), basis: z.enum(['net-worth', 'income']).nullable() });

/** The investor profile as the API shows it: the SSN only as its last four digits. */
export const investorProfileOut = z.object({
  id: z.string(),
  yearlyIncome: z.number().nullable(),
  netWorth: z.number().nullable(),
  hasSpouseIncome: z.boolean(),
  spouseFirstName: z.string().nullable(),
  spouseLastName: z.string().nullable(),
  incomeLastYear: z.number().nullable(),
  incomeYearBefore: z.number().nullable(),
  investedInCrowdfunding12m: z.boolean(),
  crowdfundingAmount12m: z.number().nullable(),
  jobTitle: z.string().nullable(),
  jobIndustry: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  ssnLast4: z.string().nullable(),
  declaresAccredited: z.boolean(),
  legalName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  /** Amounts are in minor units of this currency. */
  currency: z.string(),
  selfCheck: selfCheckOut,
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type InvestorProfileOut = z.infer<typeof investorProfileOut>;
