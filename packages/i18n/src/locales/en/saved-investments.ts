/** Saved investments (/save-investment) (issue 10): every sentence of this feature, in the site, the console, notifications and e-mails. */
export const savedInvestmentsMessages = {
  title: 'Saved investments',
};
