// One file per namespace, not the locale's index: the site's namespaces are not the console's.
import { common } from '@cf/i18n/locales/en/common';
import { consoleMessages } from '@cf/i18n/locales/en/console';
import { errors } from '@cf/i18n/locales/en/errors';
import { jobsMessages } from '@cf/i18n/locales/en/jobs';
import { payoutsMessages } from '@cf/i18n/locales/en/payouts';
import { repaymentsMessages } from '@cf/i18n/locales/en/repayments';
import { settlementMessages } from '@cf/i18n/locales/en/settlement';
import { validation } from '@cf/i18n/locales/en/validation';
import englishMessages from 'ra-language-english';
import { buildCatalogue } from './catalogue';

/** The console in English: a chunk of its own, loaded only when this language is chosen. */
export const translation = buildCatalogue(englishMessages, {
  common,
  validation,
  errors,
  consoleMessages,
  jobsMessages,
  settlementMessages,
  payoutsMessages,
  repaymentsMessages,
});
