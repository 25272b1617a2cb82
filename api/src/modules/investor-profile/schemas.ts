/** The investor profile's answers are the domain's (schemas/account-answers.ts). */
export { type InvestorProfileOut, investorProfileOut, selfCheckOut } from '@cf/domain';
