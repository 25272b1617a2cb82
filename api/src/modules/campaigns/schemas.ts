/** The owner side's response shapes are the domain's (packages/domain/src/schemas/owner-answers.ts). */
export type { CampaignOut } from '@cf/domain';
