/** What other modules use of the campaign-investors module: the public investors list (campaigns-public's slug route). */
export { MASKED_NAME_KEY } from './columns';
export { campaignInvestors } from './public';
