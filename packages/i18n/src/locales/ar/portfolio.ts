/** The investor dashboard (/investments), investment detail, profiles' investments (issue 10): every sentence of this feature, in the site, the console, notifications and e-mails. */
export const portfolioMessages = {
  title: 'لوحة المستثمر',
};
