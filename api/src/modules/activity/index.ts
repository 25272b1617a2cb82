/** What other modules (and the console, jobs and web layers) use of the activity module. */
export { activityInsert, investmentPaidActivity, recordActivity, recordCampaignActivity } from './service';
