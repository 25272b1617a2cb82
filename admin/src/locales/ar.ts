// One file per namespace, not the locale's index: the site's namespaces are not the console's.
import { common } from '@cf/i18n/locales/ar/common';
import { consoleMessages } from '@cf/i18n/locales/ar/console';
import { errors } from '@cf/i18n/locales/ar/errors';
import { jobsMessages } from '@cf/i18n/locales/ar/jobs';
import { payoutsMessages } from '@cf/i18n/locales/ar/payouts';
import { repaymentsMessages } from '@cf/i18n/locales/ar/repayments';
import { settlementMessages } from '@cf/i18n/locales/ar/settlement';
import { validation } from '@cf/i18n/locales/ar/validation';
import { reactAdminArabic } from '@cf/i18n/locales/ar/react-admin';
import { buildCatalogue } from './catalogue';

/** The console in Arabic: a chunk of its own, loaded only when this language is chosen. */
export const translation = buildCatalogue(reactAdminArabic, {
  common,
  validation,
  errors,
  consoleMessages,
  jobsMessages,
  settlementMessages,
  payoutsMessages,
  repaymentsMessages,
});
