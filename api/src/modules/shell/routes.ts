import { shellOut } from '@cf/domain';
import type { z } from 'zod';
import { byLang, cachedGet } from '../../lib/cached-route';
import type { App } from '../../types';
import { footerFaqList, pageList } from '../content/index';
import { menusFor } from '../menus/index';
import * as settings from '../settings/index';

export { shellOut };
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
