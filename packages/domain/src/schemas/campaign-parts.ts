// The parts of a campaign (team, lead investors, FAQs, updates, extras, documents): inputs of the
// owner's part routes. Re-exported by ./campaigns.ts.
import { email, httpUrl } from './common';
import {
  CAMPAIGN_FIELDS,
  clearable,
  clearableNumber,
  DOCUMENT_VISIBILITIES,
  id,
  numberish,
  optionalNumber,
  requiredText,
  text,
  videoUrl,
} from './campaign-fields';
import { z } from '../zod-setup';

/** Team members (invited by e-mail; spec §3 "Team member"). */
export const teamMemberInput = z.object({
  campaignId: id,
  fullName: requiredText(CAMPAIGN_FIELDS.nameMax),
  roleTitle: requiredText(CAMPAIGN_FIELDS.nameMax),
  email,
  bio: clearable(text(CAMPAIGN_FIELDS.bioMax)),
  memberTypeId: clearableNumber(id),
  sortOrder: optionalNumber(z.number().int().min(0).max(100_000)),
});
export const teamMemberPatch = teamMemberInput.omit({ campaignId: true }).partial();
export type TeamMemberInput = z.infer<typeof teamMemberInput>;
export type TeamMemberPatch = z.infer<typeof teamMemberPatch>;
export const teamInviteAcceptInput = z.object({ token: requiredText(CAMPAIGN_FIELDS.inviteTokenMax) });

/** Lead investors (spec §3 "Lead investor": type, name, bio). */
export const leadInvestorInput = z.object({
  campaignId: id,
  name: requiredText(CAMPAIGN_FIELDS.nameMax),
  bio: clearable(text(CAMPAIGN_FIELDS.bioMax)),
  investorTypeId: clearableNumber(id),
  sortOrder: optionalNumber(z.number().int().min(0).max(100_000)),
});
export const leadInvestorPatch = leadInvestorInput.omit({ campaignId: true }).partial();
export type LeadInvestorInput = z.infer<typeof leadInvestorInput>;

/**
 * FAQs: an answer to a platform question (questionId; its text is copied) or the owner's own
 * question. Either way the answer is required (spec §5 "Required custom FAQs need an answer").
 */
export const campaignFaqInput = z
  .object({
    campaignId: id,
    questionId: clearableNumber(id),
    question: clearable(text(CAMPAIGN_FIELDS.faqQuestionMax)),
    answer: requiredText(CAMPAIGN_FIELDS.faqAnswerMax),
    sortOrder: optionalNumber(z.number().int().min(0).max(100_000)),
  })
  .refine((v) => Boolean(v.questionId) || Boolean(v.question), { path: ['question'], message: 'validation.required' });
export const campaignFaqPatch = z.object({
  question: clearable(text(CAMPAIGN_FIELDS.faqQuestionMax)),
  answer: requiredText(CAMPAIGN_FIELDS.faqAnswerMax).optional(),
  sortOrder: optionalNumber(z.number().int().min(0).max(100_000)),
});
export type CampaignFaqInput = z.infer<typeof campaignFaqInput>;

/** Updates (spec §3 "Update: description, createdAt"); followers are told. */
export const campaignUpdateInput = z.object({
  campaignId: id,
  title: requiredText(CAMPAIGN_FIELDS.updateTitleMax),
  description: requiredText(CAMPAIGN_FIELDS.updateTextMax),
});
export const campaignUpdatePatch = campaignUpdateInput.omit({ campaignId: true }).partial();
export type CampaignUpdateInput = z.infer<typeof campaignUpdateInput>;

/** Extras (spec §5 "Link title, video title and visibility required"). */
export const extrasVideoInput = z.object({
  campaignId: id,
  url: videoUrl,
  title: requiredText(CAMPAIGN_FIELDS.titleMax),
  description: clearable(text(CAMPAIGN_FIELDS.bioMax)),
  sortOrder: optionalNumber(z.number().int().min(0).max(100_000)),
});
export const extrasVideoPatch = extrasVideoInput.omit({ campaignId: true }).partial();

export const extrasLinkInput = z.object({
  campaignId: id,
  title: requiredText(CAMPAIGN_FIELDS.titleMax),
  url: z.string().trim().min(1, 'validation.required').pipe(httpUrl),
  sortOrder: optionalNumber(z.number().int().min(0).max(100_000)),
});
export const extrasLinkPatch = extrasLinkInput.omit({ campaignId: true }).partial();

/** The text fields of the multipart extras image upload (the file is checked by content). */
export const extrasImageFields = z.object({
  campaignId: z.preprocess(numberish, id),
  title: requiredText(CAMPAIGN_FIELDS.titleMax),
  description: clearable(text(CAMPAIGN_FIELDS.bioMax)),
});
export const extrasImagePatch = extrasImageFields
  .omit({ campaignId: true })
  .partial()
  .extend({
    sortOrder: optionalNumber(z.number().int().min(0).max(100_000)),
  });

/** The text fields of the multipart document upload: a PDF with a title, public or private. */
export const extrasDocumentFields = z.object({
  campaignId: z.preprocess(numberish, id),
  title: requiredText(CAMPAIGN_FIELDS.titleMax),
  visibility: z.enum(DOCUMENT_VISIBILITIES, 'campaigns.validation.visibility'),
});
export const extrasDocumentPatch = z.object({
  title: requiredText(CAMPAIGN_FIELDS.titleMax).optional(),
  visibility: z.enum(DOCUMENT_VISIBILITIES, 'campaigns.validation.visibility').optional(),
  sortOrder: optionalNumber(z.number().int().min(0).max(100_000)),
});
