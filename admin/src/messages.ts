// One file per namespace, not the locale's index: the site's namespaces are not the console's.
import { common } from '@cf/i18n/locales/en/common';
import { consoleMessages } from '@cf/i18n/locales/en/console';
import { errors } from '@cf/i18n/locales/en/errors';
import { payoutsMessages } from '@cf/i18n/locales/en/payouts';
import { repaymentsMessages } from '@cf/i18n/locales/en/repayments';
import { jobsMessages } from '@cf/i18n/locales/en/jobs';
import { settlementMessages } from '@cf/i18n/locales/en/settlement';
import { validation } from '@cf/i18n/locales/en/validation';
import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';

/**
 * Everything the console says, in English: react-admin's own words, then @cf/i18n's. react-admin
 * reads resource and field labels from `resources.<name>...`: that subtree is the console
 * namespace's `resources`, exposed at the top level as well.
 */
export const translation = {
  ...convertRaTranslationsToI18next(englishMessages),
  common,
  validation,
  errors,
  console: consoleMessages,
  jobs: jobsMessages,
  settlement: settlementMessages,
  payouts: payoutsMessages,
  repayments: repaymentsMessages,
  resources: { ...consoleMessages.resources, payouts: payoutsMessages.console.resource, repayments: repaymentsMessages.console.resource },
};
