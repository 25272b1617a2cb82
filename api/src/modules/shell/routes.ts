import { z } from 'zod';
import { byLang, cachedGet } from '../../lib/cached-route';
import type { App } from '../../types';
import { footerFaqList, pageList } from '../content/service';
import { menuOut } from '../menus/routes';
import { menusFor } from '../menus/service';
import * as schemas from '../settings/schemas';
import * as settings from '../settings/service';

/**
 * Everything the site's layout needs for one language in one cached answer, so that a page render
 * costs one call for the shell (spec §4 "Startup fetches").
 */
export const shellOut = z.object({
  lang: z.string(),
  settings: schemas.siteSettingsOut,
  languages: z.array(schemas.languageOut),
  menus: z.array(menuOut),
  hasFooterFaqs: z.boolean(),
  footerPages: z.array(z.object({ slug: z.string(), title: z.string() })),
  meta: schemas.metaOut,
  taxonomy: schemas.taxonomyOut,
  captcha: schemas.captchaOut,
  socialSignup: z.array(schemas.socialSignupOut),
  customImages: z.array(schemas.customImageOut),
});
export type Shell = z.infer<typeof shellOut>;

export default async function shellRoutes(app: App) {
  const db = app.db;
  cachedGet(app, '/site/shell', {
    tags: ['public settings'],
    summary: 'Settings, languages, menus, meta, taxonomy and captcha flags for one language',
    data: shellOut,
    key: byLang,
    load: async ({ request }) => {
      const lang = request.lang;
      const [site, langs, menus, faqs, pages, meta, taxonomy, captcha, socialSignup, customImages] = await Promise.all([
        settings.publicSiteSettings(db),
        settings.activeLanguages(db),
        menusFor(db, lang),
        footerFaqList(db, lang),
        pageList(db, lang),
        settings.publicMeta(db, lang),
        settings.publicTaxonomy(db, lang),
        settings.publicCaptcha(db),
        settings.publicSocialSignup(db),
        settings.publicCustomImages(db),
      ]);
      return {
        lang,
        settings: site,
        languages: langs,
        menus,
        hasFooterFaqs: faqs.length > 0,
        footerPages: pages.filter((p) => p.showInFooter).map(({ slug, title }) => ({ slug, title })),
        meta,
        taxonomy,
        captcha,
        socialSignup,
        customImages,
      };
    },
  });
}
