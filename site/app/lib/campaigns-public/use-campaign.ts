import { useOutletContext } from '@remix-run/react';
import type { CampaignPageLoaderData } from './campaign.server';

/** The campaign page's data inside one of its tabs. */
export const useCampaign = () => useOutletContext<CampaignPageLoaderData>();
