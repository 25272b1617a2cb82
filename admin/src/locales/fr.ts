// One file per namespace, not the locale's index: the site's namespaces are not the console's.
import { common } from '@cf/i18n/locales/fr/common';
import { consoleMessages } from '@cf/i18n/locales/fr/console';
import { errors } from '@cf/i18n/locales/fr/errors';
import { jobsMessages } from '@cf/i18n/locales/fr/jobs';
import { payoutsMessages } from '@cf/i18n/locales/fr/payouts';
import { repaymentsMessages } from '@cf/i18n/locales/fr/repayments';
import { settlementMessages } from '@cf/i18n/locales/fr/settlement';
import { validation } from '@cf/i18n/locales/fr/validation';
import frenchMessages from 'ra-language-french';
import { buildCatalogue } from './catalogue';

/** The console in French: a chunk of its own, loaded only when this language is chosen. */
export const translation = buildCatalogue(frenchMessages, {
  common,
  validation,
  errors,
  consoleMessages,
  jobsMessages,
  settlementMessages,
  payoutsMessages,
  repaymentsMessages,
});
