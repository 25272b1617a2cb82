import type { AppLoadContext } from '@remix-run/node';
import { siteExtras } from '../account/site.server';
import { apiGet } from '../api.server';
import { loadCampaignSettings, loadCurrencies, loadLookups, type OwnerApi, siteCalendar } from './api.server';
import { currencyFor } from './money';
import type { Campaign, CampaignDocument, ExtraLink, ExtraVideo, Faq, FaqTemplate, GalleryImage } from './types';

type Args = { request: Request; context: AppLoadContext };
export type Fees = { fixedSuccessFeeBps: number; flexibleSuccessFeeBps: number; flexibleFailFeeBps: number };

/** Step 1: categories and industries, and the currency its amounts are typed in. */
export async function companyData(args: Args, lang: string, campaign: Campaign) {
  const [lookups, currencies, site] = await Promise.all([
    loadLookups(args.context, lang, ['categories', 'industries']),
    loadCurrencies(args.context, lang),
    siteExtras(args.request, args.context, lang),
  ]);
  return { ...lookups, currency: currencyFor(campaign.currencyCode ?? site.currency.code, currencies) };
}

/** Step 2: lookups, currencies (the site's is offered first), the settings' bounds, the fees and today. */
export async function fundraisingData(args: Args, lang: string) {
  const [lookups, currencies, bounds, fees, calendar, site] = await Promise.all([
    loadLookups(args.context, lang, ['stages', 'rounds']),
    loadCurrencies(args.context, lang),
    loadCampaignSettings(args.context, lang),
    apiGet<Fees>(args.context, { path: '/admin/revenue-setting/front', lang }),
    siteCalendar(args.request, args.context, lang),
    siteExtras(args.request, args.context, lang),
  ]);
  return { ...lookups, currencies, bounds, fees, today: calendar.today, siteCurrency: site.currency.code };
}

/** Step 4: the platform's questions for this campaign's type and its FAQs. */
export async function faqsData(api: OwnerApi, campaign: Campaign) {
  const [templates, faqs] = await Promise.all([
    api.get<FaqTemplate[]>(`/campaigns/faq-templates?investingType=${campaign.investingType}`),
    api.get<Faq[]>(`/campaigns/equity/campaign-faqs?campaignId=${campaign.id}`),
  ]);
  return { templates: templates ?? [], faqs: faqs ?? [] };
}

/** Step 5: videos, links, gallery images and documents. */
export async function extrasData(api: OwnerApi, campaignId: number) {
  const q = `?campaignId=${campaignId}`;
  const [videos, links, images, documents] = await Promise.all([
    api.get<ExtraVideo[]>(`/campaigns/equity/extras-videos${q}`),
    api.get<ExtraLink[]>(`/campaigns/equity/extras-links${q}`),
    api.get<GalleryImage[]>(`/campaigns/equity/extras-images${q}`),
    api.get<CampaignDocument[]>(`/campaigns/equity/extras-document${q}`),
  ]);
  return { extras: { videos: videos ?? [], links: links ?? [], images: images ?? [], documents: documents ?? [] } };
}
