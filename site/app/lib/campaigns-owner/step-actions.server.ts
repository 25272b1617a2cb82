import { campaignFaqInput, campaignFaqPatch, extrasLinkInput, extrasVideoInput } from '@cf/domain/schemas/campaigns';
import { isOk } from '../api.server';
import { isUploadedFile, multipartOf } from '../account/forms.server';
import { siteExtras } from '../account/site.server';
import { failureRedirect, loadCampaignSettings, loadCurrencies, loadLookups, siteCalendar, toastRedirect } from './api.server';
import { type FormCtx, inOrder, ownerForm, partId, quickAction, withItem } from './form-actions.server';
import { answersForm, faqAnswerCalls } from './faq-answers';
import { currencyFor } from './money';
import {
  COMPANY_FIELDS,
  companyForm,
  EXTRAS_FIELDS,
  extrasForm,
  FUNDRAISING_FIELDS,
  fundingForm,
  fundraisingForm,
  pick,
  PROPERTY_FIELDS,
  STORY_FIELDS,
  storyForm,
  TERMS_FIELDS,
  withClears,
  withUnticked,
} from './step-forms';
import { REAL_ESTATE } from './steps';
import type { Campaign, Faq, FaqTemplate } from './types';
import { documentForm, galleryImageForm, imageFileForm, pdfFileForm } from './upload-forms';

export type StepCtx = FormCtx & { campaign: Campaign; /** After "save and continue". */ next?: string };

const savedTo = (ctx: StepCtx) => ({ key: 'wizard.saved', to: ctx.formData.get('go') === 'next' && ctx.next ? ctx.next : ctx.back });
const unknownIntent = () => new Response(null, { status: 400 });

async function uploadImage(ctx: StepCtx, kind: 'logo' | 'campaign') {
  return ownerForm(
    ctx,
    imageFileForm,
    async (value) =>
      ctx.api.upload(
        `/campaigns/equities/${ctx.campaign.id}/images`,
        await multipartOf({ kind }, { file: isUploadedFile(value.file) ? value.file : null }),
      ),
    { key: kind === 'logo' ? 'wizard.company.logoSaved' : 'wizard.story.imageSaved' },
  );
}

/** Step 1: company and property information; the logo. */
export async function companyAction(ctx: StepCtx) {
  const { api, campaign, formData } = ctx;
  if (ctx.intent === 'logo') return uploadImage(ctx, 'logo');
  if (ctx.intent !== 'company') throw unknownIntent();
  const [currencies, site, lookups] = await Promise.all([
    loadCurrencies(api.context, api.lang),
    siteExtras(api.request, api.context, api.lang),
    loadLookups(api.context, api.lang, ['categories']),
  ]);
  const currency = currencyFor(campaign.currencyCode ?? site.currency.code, currencies);
  return ownerForm(
    ctx,
    companyForm(currency.decimals),
    (value) => {
      const v = withClears(withUnticked(value, ['hasLeadInvestor']), formData, [...COMPANY_FIELDS, ...PROPERTY_FIELDS]);
      const categoryId = v.categoryId === undefined ? campaign.categoryId : v.categoryId;
      const realEstate = lookups.categories.find((c) => c.id === categoryId)?.slug === REAL_ESTATE;
      const property = pick(v, PROPERTY_FIELDS);
      return inOrder(
        () => api.send('PATCH', `/campaigns/equity/company-profile/${campaign.id}`, pick(v, COMPANY_FIELDS)),
        () =>
          realEstate && Object.keys(property).length > 0
            ? api.send('PATCH', `/campaigns/campaign/property-info/${campaign.id}`, property)
            : null,
      );
    },
    savedTo(ctx),
  );
}

/** The rule set of step 2 as the action sees it (same bounds, today and currency as the page). */
export async function fundraisingSetup(ctx: Pick<StepCtx, 'api' | 'campaign'>, currencyCode: string | null) {
  const { api, campaign } = ctx;
  const [bounds, currencies, calendar, site] = await Promise.all([
    loadCampaignSettings(api.context, api.lang),
    loadCurrencies(api.context, api.lang),
    siteCalendar(api.request, api.context, api.lang),
    siteExtras(api.request, api.context, api.lang),
  ]);
  const currency = currencyFor(currencyCode || campaign.currencyCode || site.currency.code, currencies);
  return { bounds, today: calendar.today, currency, lang: api.lang, stored: campaign };
}

const ALL_TERMS = [...TERMS_FIELDS.equity, ...TERMS_FIELDS.debt, ...TERMS_FIELDS.convertible];

/** Step 2: fundraising detail, then the terms (two PATCHes; the second only when the first is accepted). */
export async function fundraisingAction(ctx: StepCtx) {
  const { api, campaign, formData } = ctx;
  if (ctx.intent !== 'fundraising') throw unknownIntent();
  const setup = await fundraisingSetup(ctx, String(formData.get('currencyCode') ?? '') || null);
  return ownerForm(
    ctx,
    fundraisingForm(setup),
    (value) => {
      const v = withClears(value as Record<string, unknown>, formData, [...FUNDRAISING_FIELDS, ...ALL_TERMS]);
      const terms = pick(v, ALL_TERMS);
      return inOrder(
        () => api.send('PATCH', `/campaigns/campaign/fundraising-detail/${campaign.id}`, pick(v, FUNDRAISING_FIELDS)),
        () => (Object.keys(terms).length > 0 ? api.send('PATCH', `/campaigns/campaign/campaign-terms/${campaign.id}`, terms) : null),
      );
    },
    savedTo(ctx),
  );
}

/** Step 3: the story; the campaign image. */
export async function storyAction(ctx: StepCtx) {
  const { api, campaign, formData } = ctx;
  if (ctx.intent === 'campaignImage') return uploadImage(ctx, 'campaign');
  if (ctx.intent !== 'story') throw unknownIntent();
  return ownerForm(
    ctx,
    storyForm,
    (value) => api.send('PATCH', `/campaigns/campaign/campaign-story/${campaign.id}`, withClears(value, formData, STORY_FIELDS)),
    savedTo(ctx),
  );
}

/** Step 4: answers to the platform's questions, and the owner's own questions. */
export async function faqsAction(ctx: StepCtx) {
  const { api, campaign, formData } = ctx;
  const base = '/campaigns/equity/campaign-faqs';
  if (ctx.intent === 'answers') {
    const [templates, faqs] = await Promise.all([
      api.get<FaqTemplate[]>(`/campaigns/faq-templates?investingType=${campaign.investingType}`),
      api.get<Faq[]>(`${base}?campaignId=${campaign.id}`),
    ]);
    return ownerForm(
      ctx,
      answersForm(templates ?? []),
      (value) => faqAnswerCalls(api, campaign.id, templates ?? [], faqs ?? [], value, formData),
      savedTo(ctx),
    );
  }
  if (ctx.intent === 'faq-add')
    return ownerForm(ctx, campaignFaqInput, (value) => api.send('POST', base, value), { key: 'wizard.faqs.added' });
  if (ctx.intent === 'faq-edit') {
    const id = partId(formData);
    return withItem(await ownerForm(ctx, campaignFaqPatch, (value) => api.send('PATCH', `${base}/${id}`, value)), id);
  }
  if (ctx.intent === 'faq-delete') return quickAction(ctx, () => api.send('DELETE', `${base}/${partId(formData)}`), 'wizard.removed');
  throw unknownIntent();
}

/** Step 5: links and contract flags, the contract, videos, links, gallery images and documents. */
export async function extrasAction(ctx: StepCtx) {
  const { api, campaign, formData } = ctx;
  const id = campaign.id;
  switch (ctx.intent) {
    case 'extras':
      return ownerForm(
        ctx,
        extrasForm,
        (value) =>
          api.send(
            'PATCH',
            `/campaigns/campaign/extras-info/${id}`,
            withClears(withUnticked(value, ['contractCopy', 'manageContract']), formData, EXTRAS_FIELDS),
          ),
        savedTo(ctx),
      );
    case 'contract':
      return ownerForm(
        ctx,
        pdfFileForm,
        async (value) =>
          api.upload(`/campaigns/equities/${id}/contract`, await multipartOf({}, { file: isUploadedFile(value.file) ? value.file : null })),
        { key: 'wizard.extras.contractSaved' },
      );
    case 'video-add':
      return ownerForm(ctx, extrasVideoInput, (value) => api.send('POST', '/campaigns/equity/extras-videos', value), {
        key: 'wizard.extras.videoAdded',
      });
    case 'link-add':
      return ownerForm(ctx, extrasLinkInput, (value) => api.send('POST', '/campaigns/equity/extras-links', value), {
        key: 'wizard.extras.linkAdded',
      });
    case 'image-add':
      return ownerForm(
        ctx,
        galleryImageForm,
        async (value) =>
          api.upload(
            '/campaigns/equity/extras-images',
            await multipartOf(
              { campaignId: String(id), title: value.title, description: value.description ?? null },
              { file: isUploadedFile(value.file) ? value.file : null },
            ),
          ),
        { key: 'wizard.extras.imageAdded' },
      );
    case 'document-add':
      return ownerForm(
        ctx,
        documentForm,
        async (value) =>
          api.upload(
            '/campaigns/equity/extras-document',
            await multipartOf(
              { campaignId: String(id), title: value.title, visibility: value.visibility },
              { file: isUploadedFile(value.file) ? value.file : null },
            ),
          ),
        { key: 'wizard.extras.documentAdded' },
      );
    case 'document-visibility': {
      const visibility = formData.get('visibility') === 'private' ? 'private' : 'public';
      return quickAction(
        ctx,
        () => api.send('PATCH', `/campaigns/equity/extras-document/${partId(formData)}`, { visibility }),
        'wizard.saved',
      );
    }
    case 'video-delete':
    case 'link-delete':
    case 'image-delete':
    case 'document-delete': {
      const path = { video: 'extras-videos', link: 'extras-links', image: 'extras-images', document: 'extras-document' }[
        ctx.intent.replace('-delete', '') as 'video' | 'link' | 'image' | 'document'
      ];
      return quickAction(ctx, () => api.send('DELETE', `/campaigns/equity/${path}/${partId(formData)}`), 'wizard.removed');
    }
    default:
      throw unknownIntent();
  }
}

/** Step 6: the payout bank account. The account number and the IBAN are never echoed back. */
export async function fundingAction(ctx: StepCtx) {
  const { api, campaign, formData } = ctx;
  if (ctx.intent !== 'funding') throw unknownIntent();
  return ownerForm(
    ctx,
    fundingForm,
    (value) =>
      api.send(
        'PATCH',
        `/campaigns/campaign/payment-detail/${campaign.id}`,
        withClears(value, formData, ['bankName', 'accountType', 'routingNumber', 'sortCode', 'bic', 'accountHolderName']),
      ),
    savedTo(ctx),
    ['accountNumber', 'confirmAccountNumber', 'iban', 'currentPassword', 'twoFactorCode'],
  );
}

/** Submission for review (draft or declined → pending): the thank-you page, or back with what is missing. */
export async function submitForReview(ctx: StepCtx) {
  const res = await ctx.api.send('POST', `/campaigns/equities/${ctx.campaign.id}/submit`);
  if (isOk(res)) return toastRedirect(ctx.api, `/create-campaign/thank-you/${ctx.campaign.id}`, 'success', 'wizard.submit.done');
  return failureRedirect(ctx.api, ctx.back, res, { preferMessage: true });
}
