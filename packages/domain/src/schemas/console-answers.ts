// What the console reads about a campaign: GET /console/campaigns and /console/campaigns/:id.
import { z } from '../zod-setup';
import { campaignPageOut } from './campaign-answers';
import { campaignOut, checklistOut, payoutOut } from './owner-answers';
import { nullableString } from './wire';

/** One move of the campaign status machine, with who made it. */
export const statusHistoryOut = z.object({
  id: z.number(),
  fromStatus: z.number(),
  toStatus: z.number(),
  reason: nullableString,
  actorId: nullableString,
  actorEmail: nullableString,
  createdAt: z.date(),
});

/** A campaign as the console lists it; the show view adds the submission, the history, payout and checklist. */
export const consoleCampaignOut = campaignOut
  .pick({
    id: true,
    slug: true,
    status: true,
    investingType: true,
    campaignType: true,
    campaignAccreditation: true,
    companyName: true,
    campaignName: true,
    companyLogo: true,
    categoryId: true,
    currencyCode: true,
    currency: true,
    goal: true,
    minimumRaise: true,
    raisedAmount: true,
    investorCount: true,
    percentRaised: true,
    openDate: true,
    closingDate: true,
    featured: true,
    submittedAt: true,
    approvedAt: true,
    decisionReason: true,
    createdAt: true,
    updatedAt: true,
    ownerId: true,
    allowedMoves: true,
  })
  .extend({
    statusName: z.string(),
    ownerEmail: nullableString,
    ownerFirstName: nullableString,
    ownerLastName: nullableString,
    submission: campaignPageOut.optional(),
    history: z.array(statusHistoryOut).optional(),
    /** The payout account as the owner's wizard answers it: the account number's last four digits only. */
    payout: payoutOut.nullable().optional(),
    checklist: checklistOut.nullable().optional(),
  });
