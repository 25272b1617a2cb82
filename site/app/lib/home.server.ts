import { data, type LoaderFunctionArgs } from '@remix-run/node';
import type { Slide } from './api-types';
import { apiGet } from './api.server';
import type { CampaignCard } from './campaigns-public/types';
import { loadActivity } from './campaign-investors/api.server';
import { requestLanguage } from './language.server';
import { pageMessages } from './page-messages.server';

/**
 * The home screen's data: the active slides and the featured campaigns (two cached public reads,
 * side by side). Unknown paths show the home screen too (spec §2 "any unknown path falls back to
 * the home screen"), with HTTP 404 for robots.
 */
export async function homeLoader({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>, notFound = false) {
  const lang = requestLanguage(request);
  const [slides, featured, activity] = await Promise.all([
    apiGet<Slide[]>(context, { path: '/admin/sliders/front-sliders?status=yes', lang }),
    // The strip is an extra: if it cannot be read, the home page still shows.
    apiGet<CampaignCard[]>(context, { path: '/campaigns/equities/front/featured', lang }).catch(() => null),
    // The latest investments across public campaigns (issue 10): an extra as well.
    loadActivity(context, lang),
  ]);
  return data(
    {
      slides: slides ?? [],
      featured: featured ?? [],
      activity,
      lang,
      notFound,
      messages: pageMessages(lang, { browse: ['card', 'investingType', 'home', 'campaignInvestors'] }),
    },
    { status: notFound ? 404 : 200 },
  );
}
