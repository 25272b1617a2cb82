/** What other modules (and the console, jobs and web layers) use of the investor-profile module. */
export { assertCountry, type SiteContext, siteContext } from './reference';
export { selfCheckOut } from './schemas';
export { loadProfile, type ProfileRow, selfCheckOf } from './service';
