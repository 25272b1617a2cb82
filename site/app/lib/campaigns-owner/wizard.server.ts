import type { ChecklistSectionKey } from '@cf/domain/campaign-checklist';
import { getT } from '@cf/i18n';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { pageMessages } from '../page-messages.server';
import { campaignIdOf, loadCampaign, type OwnerApi, ownerApi } from './api.server';
import { type StepCtx, submitForReview } from './step-actions.server';
import { nextStepPath, stepPath } from './steps';
import type { Campaign } from './types';

/** The texts the owner pages show: the wizard's own and the campaign ones (checklist, rules, statuses). */
export const ownerMessages = (lang: string) =>
  pageMessages(lang, {
    wizard: true,
    campaigns: ['wizard', 'validation', 'checklist', 'owner', 'faqs', 'extras', 'funding', 'team', 'saved', 'discussion'],
    repayments: ['dashboard'],
    // The payout account's bank schemes (step 6).
    bank: ['payout'],
  });

/** What every step page loads: the owner's campaign (404 to anyone else), its texts and its title. */
export async function wizardLoader({ request, context, params }: LoaderFunctionArgs, section: ChecklistSectionKey) {
  const api = await ownerApi(request, context);
  const campaign = await loadCampaign(api, campaignIdOf(params.id));
  const title = String(getT(api.lang)(`campaigns.wizard.steps.${section}`));
  return { api, campaign, page: { campaign, lang: api.lang, title, messages: ownerMessages(api.lang) } };
}

/** A step page's action: "submit for review" from the checklist, else the step's own forms. */
export async function wizardAction(
  { request, context, params }: ActionFunctionArgs,
  section: ChecklistSectionKey,
  handle: (ctx: StepCtx) => Promise<unknown>,
) {
  const api: OwnerApi = await ownerApi(request, context);
  const campaign: Campaign = await loadCampaign(api, campaignIdOf(params.id));
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  const ctx: StepCtx = {
    api,
    campaign,
    formData,
    intent,
    back: stepPath(section, campaign.id),
    next: nextStepPath(section, campaign.id),
  };
  if (intent === 'submit') return submitForReview(ctx);
  return handle(ctx);
}
