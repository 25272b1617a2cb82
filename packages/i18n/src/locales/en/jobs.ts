/** Jobs (issue 9): every sentence of this feature, in the site, the console, notifications and e-mails. */
export const jobsMessages = {};
