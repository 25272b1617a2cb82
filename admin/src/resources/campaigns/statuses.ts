import { CAMPAIGN_STATUS } from '@cf/domain/campaign-status';

/** Spec §3 statuses as choices: the numbers the API speaks, labelled console.choices.campaignStatus.<name>. */
export const CAMPAIGN_STATUS_CHOICES = Object.entries(CAMPAIGN_STATUS).map(([name, id]) => ({
  id,
  name: `console.choices.campaignStatus.${name}`,
}));

export { INVESTING_TYPES } from '@cf/domain/schemas/campaign-fields';
