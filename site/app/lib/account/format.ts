import { formatInstant } from '@cf/domain/date-format';

/**
 * Dates of the account pages in the page's language and the site's time zone (spec §9 "Date and
 * time follow the site timezone setting"), through the site's one date helper (@cf/domain/date-format):
 * day first in every language, the same text on the server and in the browser.
 */
export const formatDateTime = (iso: string, lang: string, timeZone: string): string => formatInstant(iso, lang, timeZone, 'dateTime');

export const formatDate = (iso: string, lang: string, timeZone: string): string => formatInstant(iso, lang, timeZone, 'date');
