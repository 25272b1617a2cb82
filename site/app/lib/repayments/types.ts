import type { repaymentScheduleOut, singleRepaymentOut } from '@cf/domain/repayments-schemas';
import type { WireOf } from '@cf/domain/schemas/wire';

/** The API's answers as the site receives them (inferred from the domain's schemas). */
export type Schedule = WireOf<typeof repaymentScheduleOut>;
export type SingleRepayment = WireOf<typeof singleRepaymentOut>;
export type Repayment = Schedule['repayments'][number];
export type RepaymentCampaign = Schedule['campaign'];
