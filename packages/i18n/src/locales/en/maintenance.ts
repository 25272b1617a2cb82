export const maintenance = {
  title: 'Down for maintenance',
  heading: 'We’ll be back shortly',
  body: 'Sorry for the inconvenience. Maintenance is under way and the site will be back shortly.',
  api: 'The service is down for maintenance. Please try again shortly.',
};
