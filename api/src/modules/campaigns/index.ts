/** What other modules (and the console, jobs and web layers) use of the campaigns module. */
export { browseCache, countCache, invalidateBrowse } from './browse-cache';
export { closeCampaignAs, decideStatus, type StaffDecision } from './lifecycle';
export { type CampaignDecision, informOwner } from './owner-notice';
export { campaignParts, campaignPartsColumns } from './parts';
export {
  campaignRef,
  campaignTitle,
  isManager,
  isPublicStatus,
  managedCampaignRef,
  speaksForCompany,
  visibleCampaign,
} from './public-access';
export { type CampaignRow, findCampaignById, findCampaignBySlug, lockCampaign, updateCampaignFeatured } from './repository';
export { cardCampaignColumns } from './list';
export { campaignView } from './view';
