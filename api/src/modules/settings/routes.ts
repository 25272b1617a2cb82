import { z } from 'zod';
import { byLang, cachedGet, noKey } from '../../lib/cached-route';
import type { App } from '../../types';
import * as schemas from './schemas';
import * as service from './service';

const tags = ['public settings'];

/** Spec §7 "Public settings, all under admin/": read-only, cached, no sign-in. */
export default async function settingsRoutes(app: App) {
  const db = app.db;
  cachedGet(app, '/admin/site-setting/front', {
    tags,
    summary: 'Public site settings',
    data: schemas.siteSettingsOut,
    key: noKey,
    load: () => service.publicSiteSettings(db),
  });
  cachedGet(app, '/admin/languages/front', {
    tags,
    summary: 'Active languages',
    data: z.array(schemas.languageOut),
    key: noKey,
    load: () => service.activeLanguages(db),
  });
  cachedGet(app, '/admin/currencies/front', {
    tags,
    summary: 'Active currencies with display formats',
    data: z.array(schemas.currencyOut),
    key: noKey,
    load: () => service.activeCurrencies(db),
  });
  cachedGet(app, '/admin/meta-setting/front', {
    tags,
    summary: 'Meta and Open Graph defaults in the asked language (English fallback)',
    data: schemas.metaOut,
    key: byLang,
    load: ({ request }) => service.publicMeta(db, request.lang),
  });
  cachedGet(app, '/admin/taxonomy-setting/front', {
    tags,
    summary: 'The names the site uses for campaigns, investors and owners',
    data: schemas.taxonomyOut,
    key: byLang,
    load: ({ request }) => service.publicTaxonomy(db, request.lang),
  });
  cachedGet(app, '/admin/revenue-setting/front', {
    tags,
    summary: 'Platform fees (basis points) and flat fees (minor units)',
    data: schemas.revenueOut,
    key: noKey,
    load: () => service.publicRevenue(db),
  });
  cachedGet(app, '/admin/campaign-setting/front', {
    tags,
    summary: 'Campaign bounds and limits',
    data: schemas.campaignSettingsOut,
    key: noKey,
    load: () => service.publicCampaignSettings(db),
  });
  cachedGet(app, '/admin/recaptcha/front', {
    tags,
    summary: 'Captcha provider, public key and the forms that ask for it',
    data: schemas.captchaOut,
    key: noKey,
    load: () => service.publicCaptcha(db),
  });
  cachedGet(app, '/admin/social-signup', {
    tags,
    summary: 'Social login providers',
    data: z.array(schemas.socialSignupOut),
    key: noKey,
    load: () => service.publicSocialSignup(db),
  });
  cachedGet(app, '/admin/custom-image-upload/front', {
    tags,
    summary: 'Images placed in fixed slots of the site',
    data: z.array(schemas.customImageOut),
    key: noKey,
    load: () => service.publicCustomImages(db),
  });
}
